// Work that waits until the page has loaded and the browser is idle: the realtime client
// (realtime-host.tsx) and a match page's panels (decision 0065) start this way.
import { useEffect, useState } from 'react';

/** What `afterLoadIdle` needs of a window (a test passes its own). */
export interface LoadingWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/** How long an idle moment may be waited for before the panels load anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the page has loaded and the browser is next idle (or `IDLE_TIMEOUT_MS`
 * later at the latest). Returns a cancel function.
 */
export function afterLoadIdle(win: LoadingWindow, callback: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const handle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      const cancel = win.cancelIdleCallback;
      cancelIdle = () => cancel(handle);
    } else {
      const handle = win.setTimeout(callback, 200);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    win.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * False until the page has loaded and the browser is idle. The match page's panels that load
 * on demand (the stream, the match centre, the vote) wait for it, showing their placeholder of
 * the same size, so their code, requests and first render come after the page's own hydration
 * and load instead of in the middle of it (decision 0065).
 */
export function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadIdle(window, () => setReady(true)), []);
  return ready;
}
