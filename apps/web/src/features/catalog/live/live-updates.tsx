'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { LivePollerProps } from './live-poller';

// The realtime view (the `centrifuge` client, the event schemas, the snapshot fetchers) is a
// separate chunk, loaded after first paint: the first view is server-rendered and current, so
// nothing is needed earlier, and browse pages keep their first-load JavaScript small. It falls
// back to the poller chunk only while the socket cannot connect.
const LiveRealtime = dynamic(() => import('./live-realtime'), { ssr: false });

/** Keeps a server-rendered live list or match page current (realtime, polling as fallback). */
export function LiveUpdates(props: LivePollerProps) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const arm = () => setArmed(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(arm, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', arm, { once: true });
    return () => window.removeEventListener('load', arm);
  }, []);
  return armed ? <LiveRealtime {...props} /> : null;
}
