import { describe, expect, it } from 'vitest';
import { frameUrl, mount } from './host';
import { envelope } from './protocol';

// A page just big enough for `mount`: an element that takes the frame, a window that receives
// messages, and a frame window that records what the host posts to it.
function fakePage() {
  const view = new EventTarget();
  const posted: { message: unknown; origin: string }[] = [];
  const frameWindow = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const iframe: {
    style: Record<string, string>;
    contentWindow: unknown;
    removed: boolean;
    remove(): void;
  } = {
    style: {},
    contentWindow: frameWindow,
    removed: false,
    remove() {
      iframe.removed = true;
    },
  };
  const element = {
    ownerDocument: {
      createElement: () => iframe as unknown as HTMLIFrameElement,
      defaultView: view,
    },
    append: () => undefined,
  } as unknown as HTMLElement;
  const fromFrame = (
    data: unknown,
    origin = 'https://sports.example',
    source: unknown = frameWindow,
  ) => view.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { element, iframe, posted, fromFrame };
}

describe('mount', () => {
  it('builds the frame address from the base, the locale and the path', () => {
    expect(
      frameUrl({ url: 'https://sports.example/sports/', locale: 'de', path: '/live' }).href,
    ).toBe('https://sports.example/sports/de/live');
    expect(frameUrl({ url: 'https://sports.example/sports' }).href).toBe(
      'https://sports.example/sports',
    );
    expect(() => frameUrl({ url: 'https://sports.example/sports', path: '//evil' })).toThrow();
  });

  it('answers initialized with a handshake naming the host listeners, to the frame origin only', async () => {
    const page = fakePage();
    const handle = mount(page.element, {
      url: 'https://sports.example/sports',
      onSignIn: () => undefined,
      onDeposit: () => undefined,
      oddsFormat: 'american',
      handOver: () => 'c'.repeat(43),
    });
    expect(handle.iframe.src).toBe('https://sports.example/sports');
    page.fromFrame(envelope('initialized', { version: 1, locale: 'en', path: '/' }));
    await expect(handle.ready()).resolves.toEqual({ version: 1, locale: 'en', path: '/' });
    await Promise.resolve();
    expect(page.posted.map((item) => item.origin)).toEqual([
      'https://sports.example',
      'https://sports.example',
      'https://sports.example',
    ]);
    expect(page.posted.map((item) => item.message)).toEqual([
      envelope('handshake', { version: 1, listeners: ['sign-in', 'deposit'] }),
      envelope('set-odds-format', { format: 'american' }),
      envelope('hand-over', { code: 'c'.repeat(43) }),
    ]);
  });

  it('turns frame messages into typed events and sizes the frame', () => {
    const page = fakePage();
    const handle = mount(page.element, { url: 'https://sports.example/sports' });
    const sizes: number[] = [];
    const slips: number[] = [];
    handle.on('pageSizeChanged', ({ height }) => sizes.push(height));
    const off = handle.on('betSlipStateChanged', ({ count }) => slips.push(count));
    page.fromFrame(envelope('page-size-changed', { height: 1234.5, width: 390 }));
    page.fromFrame(envelope('bet-slip-state-changed', { count: 2, selections: [] }));
    off();
    page.fromFrame(envelope('bet-slip-state-changed', { count: 3, selections: [] }));
    expect(sizes).toEqual([1234.5]);
    expect(slips).toEqual([2]);
    expect(page.iframe.style.height).toBe('1235px');
  });

  it('ignores messages from another origin or another window', () => {
    const page = fakePage();
    const handle = mount(page.element, { url: 'https://sports.example/sports' });
    const loaded: string[] = [];
    handle.on('pageLoaded', ({ path }) => loaded.push(path));
    page.fromFrame(envelope('page-loaded', { path: '/a', title: '' }), 'https://evil.example');
    page.fromFrame(
      envelope('page-loaded', { path: '/b', title: '' }),
      'https://sports.example',
      {},
    );
    page.fromFrame(envelope('page-loaded', { path: '/c', title: '' }));
    expect(loaded).toEqual(['/c']);
  });

  it('sends commands and calls the host listener for a delegated sign-up', () => {
    const page = fakePage();
    let signUps = 0;
    const handle = mount(page.element, {
      url: 'https://sports.example/sports',
      onSignUp: () => (signUps += 1),
    });
    page.fromFrame(envelope('sign-up', {}));
    handle.navigate('/live');
    handle.addSelection({ matchId: 1, marketId: 1, specifier: '', outcomeId: '2' });
    handle.signOut();
    expect(signUps).toBe(1);
    expect(page.posted.map((item) => (item.message as { type: string }).type)).toEqual([
      'sportsbook.navigate',
      'sportsbook.add-selection',
      'sportsbook.sign-out',
    ]);
    expect(() => handle.navigate('https://evil.example')).toThrow();
    handle.destroy();
    expect(page.iframe.removed).toBe(true);
  });
});
