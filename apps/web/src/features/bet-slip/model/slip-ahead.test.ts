import { describe, expect, it } from 'vitest';
import type { LoadingWindow } from '../../../lib/after-load-idle';
import { prepareSlipAhead } from './slip-ahead';

/** A loaded page whose idle moment the test fires by hand. */
function loadedPage() {
  const idle = new Map<number, () => void>();
  let next = 1;
  const win: LoadingWindow = {
    document: { readyState: 'complete' },
    addEventListener: () => {},
    removeEventListener: () => {},
    setTimeout: () => next++,
    clearTimeout: () => {},
    requestIdleCallback: (callback) => {
      idle.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle) => idle.delete(handle),
  };
  return {
    win,
    runIdle: () => {
      for (const [handle, callback] of [...idle]) {
        idle.delete(handle);
        callback();
      }
    },
  };
}

/** A chunk load the test settles by hand. */
function chunk() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let asked = 0;
  return {
    load: () => {
      asked += 1;
      return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    },
    asked: () => asked,
    arrive: () => settle?.resolve(),
    fail: () => settle?.reject(new Error('chunk failed')),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prepareSlipAhead', () => {
  it('asks for the slip only once the browser is idle, and makes it ready when it has arrived', async () => {
    const page = loadedPage();
    const slip = chunk();
    let ready = 0;
    prepareSlipAhead(page.win, slip.load, () => ready++);
    expect(slip.asked()).toBe(0);
    page.runIdle();
    expect(slip.asked()).toBe(1);
    await settled();
    expect(ready).toBe(0);
    slip.arrive();
    await settled();
    expect(ready).toBe(1);
  });

  it('leaves the slip for the first tap when its chunk fails to load', async () => {
    const page = loadedPage();
    const slip = chunk();
    let ready = 0;
    prepareSlipAhead(page.win, slip.load, () => ready++);
    page.runIdle();
    slip.fail();
    await settled();
    expect(ready).toBe(0);
  });

  it('does nothing once the page has gone, even with the chunk on its way', async () => {
    const page = loadedPage();
    const before = chunk();
    let ready = 0;
    prepareSlipAhead(page.win, before.load, () => ready++)();
    page.runIdle();
    expect(before.asked()).toBe(0);

    const during = chunk();
    const cancel = prepareSlipAhead(page.win, during.load, () => ready++);
    page.runIdle();
    cancel();
    during.arrive();
    await settled();
    expect(ready).toBe(0);
  });
});
