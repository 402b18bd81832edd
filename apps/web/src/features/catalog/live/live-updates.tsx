'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { LivePollerProps } from './live-poller';

// The poller (TanStack Query, the contract's zod schemas) is a separate chunk, loaded one
// interval after the page: the first view is server-rendered and current, so nothing is needed
// earlier, and browse pages keep their first-load JavaScript small.
const LivePoller = dynamic(() => import('./live-poller'), { ssr: false });

/** Keeps a server-rendered live list or match page current by polling until realtime lands. */
export function LiveUpdates(props: LivePollerProps) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), props.intervalMs);
    return () => clearTimeout(timer);
  }, [props.intervalMs]);
  return armed ? <LivePoller {...props} /> : null;
}
