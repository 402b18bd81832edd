import { describe, expect, it } from 'vitest';
import {
  clickStayedOnPage,
  progressReducer,
  startsNavigation,
  stayedOnPage,
} from './progress-state';

const plain = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const here = { href: 'http://localhost:3000/sports/live' };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('progressReducer', () => {
  it('runs from a navigation start to the new page, then fades out', () => {
    let phase = progressReducer('idle', { type: 'start' });
    expect(phase).toBe('running');
    phase = progressReducer(phase, { type: 'finish' });
    expect(phase).toBe('finishing');
    expect(progressReducer(phase, { type: 'hidden' })).toBe('idle');
  });

  it('ignores a pathname change nobody waited for', () => {
    expect(progressReducer('idle', { type: 'finish' })).toBe('idle');
  });
});

describe('startsNavigation', () => {
  it('starts on a plain click to another page of the site', () => {
    expect(startsNavigation(plain, link('/sports/soccer'), here)).toBe(true);
    expect(startsNavigation(plain, link('/sports/live?group=main'), here)).toBe(true);
  });

  it('does not start for new tabs, other sites, downloads or jumps within the page', () => {
    expect(startsNavigation({ ...plain, metaKey: true }, link('/sports/soccer'), here)).toBe(false);
    expect(startsNavigation(plain, link('/sports/soccer', { target: '_blank' }), here)).toBe(false);
    expect(startsNavigation(plain, link('https://example.com/'), here)).toBe(false);
    expect(startsNavigation(plain, link('/sports/file.pdf', { hasDownload: true }), here)).toBe(
      false,
    );
    expect(startsNavigation(plain, link('/sports/live#top'), here)).toBe(false);
  });
});

describe('stayedOnPage', () => {
  const at = (href: string) => {
    const url = new URL(href);
    return { href: url.href, pathname: url.pathname, search: url.search };
  };
  it('is true when a click only added a modal hash to the shown page', () => {
    expect(
      stayedOnPage(
        'http://x.test/sports/football',
        at('http://x.test/sports/football#signIn'),
        '/sports/football',
      ),
    ).toBe(true);
  });
  it('is false while a navigation is still on its way (the address has not moved)', () => {
    expect(
      stayedOnPage(
        'http://x.test/sports/football',
        at('http://x.test/sports/football'),
        '/sports/football',
      ),
    ).toBe(false);
  });
  it('is false when the address moved to another page', () => {
    expect(
      stayedOnPage(
        'http://x.test/sports/football',
        at('http://x.test/sports/live'),
        '/sports/football',
      ),
    ).toBe(false);
  });
});

describe('clickStayedOnPage', () => {
  const page = {
    href: 'http://x.test/sports/football',
    pathname: '/sports/football',
    search: '',
  };
  it('is true when a later handler took the click, before the address has moved', () => {
    expect(clickStayedOnPage(true, page.href, page, '/sports/football')).toBe(true);
  });
  it('is false for a link left to the browser while its page is on its way', () => {
    expect(clickStayedOnPage(false, page.href, page, '/sports/football')).toBe(false);
  });
  it('is true when the address moved within the page without a handler preventing it', () => {
    const withHash = { ...page, href: `${page.href}#signIn` };
    expect(clickStayedOnPage(false, page.href, withHash, '/sports/football')).toBe(true);
  });
});
