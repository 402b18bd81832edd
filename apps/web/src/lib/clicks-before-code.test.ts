import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_PAINT_GLOBAL as SERVER_GLOBAL } from '../../server/scripts-after-paint.mjs';
import {
  AFTER_PAINT_GLOBAL,
  endClicksBeforeCode,
  placeholdersCaught,
  takeClicksBeforeCode,
} from './clicks-before-code';

/** An element whose ancestors are given by selector. */
function element(matches: Record<string, boolean>) {
  const self = {
    closest: (selector: string) => (matches[selector] ? self : null),
  };
  return self;
}

const page = globalThis as unknown as Record<string, unknown>;

describe('presses recorded before the code ran', () => {
  afterEach(() => {
    delete page.window;
    delete page[AFTER_PAINT_GLOBAL];
  });

  it('names the global the document’s loader records into', () => {
    expect(AFTER_PAINT_GLOBAL).toBe(SERVER_GLOBAL);
  });

  it('hands each part the presses on its own elements, once, oldest first', () => {
    const price = element({ 'button[data-k]': true });
    const otherPrice = element({ 'button[data-k]': true });
    const star = element({ '[data-star]': true });
    page.window = page;
    page[AFTER_PAINT_GLOBAL] = { clicks: [price, star, otherPrice] };
    expect(takeClicksBeforeCode('button[data-k]')).toEqual([price, otherPrice]);
    expect(takeClicksBeforeCode('button[data-k]')).toEqual([]);
    expect(takeClicksBeforeCode('[data-star]')).toEqual([star]);
  });

  it('tells the loader when the islands’ catcher is there and when the page has hydrated', () => {
    page.window = page;
    const calls: string[] = [];
    page[AFTER_PAINT_GLOBAL] = {
      clicks: [],
      placeholdersCaught: () => calls.push('caught'),
      end: () => calls.push('end'),
    };
    placeholdersCaught();
    endClicksBeforeCode();
    expect(calls).toEqual(['caught', 'end']);
    // Without the loader (a page served without it): nothing to tell.
    delete page[AFTER_PAINT_GLOBAL];
    expect(() => endClicksBeforeCode()).not.toThrow();
  });

  it('finds nothing without the loader, and skips what is not an element', () => {
    page.window = page;
    expect(takeClicksBeforeCode('[data-early-press]')).toEqual([]);
    const placeholder = element({ '[data-early-press]': true });
    page[AFTER_PAINT_GLOBAL] = { clicks: [null, placeholder] };
    expect(takeClicksBeforeCode('[data-early-press]')).toEqual([placeholder]);
  });
});
