'use client';

import { useEffect } from 'react';
import type { RealtimeSessionConfig } from './realtime-session';

/**
 * Starts the tab's realtime connection after first paint: the client (`centrifuge`, the event
 * schemas) is a chunk loaded once the page has loaded and the main thread is idle, so it is
 * never part of the first-load bundle nor competes with the first view.
 */
export function RealtimeHost(props: RealtimeSessionConfig) {
  const { locale, url, flags } = props;
  useEffect(() => {
    let cancelled = false;
    const begin = () => {
      if (cancelled) return;
      void import('./realtime-session').then(({ startRealtimeSession }) =>
        startRealtimeSession({ locale, url, flags }),
      );
    };
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(begin, { timeout: 2000 })
        : setTimeout(begin, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
    // One connection per tab: started once, whatever later renders of the layout pass.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
