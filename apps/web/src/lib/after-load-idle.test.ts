import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, type LoadingWindow, afterLoadIdle } from './after-load-idle';

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const loadListeners = new Set<() => void>();
  const idle = new Map<number, { callback: () => void; timeout: number }>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const win: LoadingWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => loadListeners.add(listener),
    removeEventListener: (_type, listener) => loadListeners.delete(listener),
    setTimeout: (callback) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle),
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            idle.set(next, { callback, timeout: options.timeout });
            return next++;
          },
          cancelIdleCallback: (handle: number) => idle.delete(handle),
        }
      : {}),
  };
  return {
    win,
    load: () => {
      win.document.readyState = 'complete';
      for (const listener of [...loadListeners]) listener();
      loadListeners.clear();
    },
    runIdle: () => {
      for (const [handle, { callback }] of [...idle]) {
        idle.delete(handle);
        callback();
      }
    },
    runTimers: () => {
      for (const [handle, callback] of [...timers]) {
        timers.delete(handle);
        callback();
      }
    },
    idle,
    loadListeners,
  };
}

describe('afterLoadIdle', () => {
  it('waits for the load event and then for an idle moment', () => {
    const page = fakeWindow('interactive');
    let ran = 0;
    afterLoadIdle(page.win, () => ran++);
    page.runIdle();
    expect(ran).toBe(0);
    page.load();
    expect(ran).toBe(0);
    expect([...page.idle.values()].map((entry) => entry.timeout)).toEqual([IDLE_TIMEOUT_MS]);
    page.runIdle();
    expect(ran).toBe(1);
  });

  it('waits only for an idle moment when the page has already loaded', () => {
    const page = fakeWindow('complete');
    let ran = 0;
    afterLoadIdle(page.win, () => ran++);
    expect(page.loadListeners.size).toBe(0);
    page.runIdle();
    expect(ran).toBe(1);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    const page = fakeWindow('complete', false);
    let ran = 0;
    afterLoadIdle(page.win, () => ran++);
    page.runTimers();
    expect(ran).toBe(1);
  });

  it('does nothing once cancelled, before or after the load', () => {
    const before = fakeWindow('loading');
    let ran = 0;
    afterLoadIdle(before.win, () => ran++)();
    before.load();
    before.runIdle();
    const after = fakeWindow('loading');
    const cancel = afterLoadIdle(after.win, () => ran++);
    after.load();
    cancel();
    after.runIdle();
    expect(ran).toBe(0);
  });
});
