'use client';

import { useEffect } from 'react';
import { afterLoadIdle } from '../../../lib/after-load-idle';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import type { RealtimeSessionConfig } from './realtime-session';

/**
 * Starts the tab's realtime connection after first paint: the client (`centrifuge`, the event
 * schemas) is a chunk loaded once the page has loaded and the main thread is idle, so it is
 * never part of the first-load bundle nor competes with the first view.
 */
export function RealtimeHost(props: Omit<RealtimeSessionConfig, 'connectionError'>) {
  const { locale, url, flags } = props;
  const connectionError = useClientIntl().messages.connectionError;
  useEffect(() => {
    let cancelled = false;
    const begin = () => {
      if (cancelled) return;
      // Offline at this moment, the chunk cannot load: try again when the browser is back
      // (never an error page for a connection that drops).
      void import('./realtime-session').then(
        ({ startRealtimeSession }) => startRealtimeSession({ locale, url, flags, connectionError }),
        () => window.addEventListener('online', begin, { once: true }),
      );
    };
    const cancel = afterLoadIdle(window, begin);
    return () => {
      cancelled = true;
      cancel();
      window.removeEventListener('online', begin);
    };
    // One connection per tab: started once, whatever later renders of the layout pass.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
