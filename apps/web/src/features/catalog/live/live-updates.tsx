'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { LivePollerProps } from './live-poller';

type LiveView = ComponentType<LivePollerProps>;
let liveChunk: Promise<LiveView> | null = null;
/** A failed load (the browser went offline) is forgotten, so the next try fetches again. */
function loadLiveView(): Promise<LiveView> {
  liveChunk ??= import('./live-realtime').then(
    (module) => module.default,
    (error: unknown) => {
      liveChunk = null;
      throw error;
    },
  );
  return liveChunk;
}

/**
 * Keeps a server-rendered live list or match page current (realtime, polling as fallback).
 * The realtime view (the `centrifuge` client, the event schemas, the snapshot fetchers) is a
 * separate chunk, loaded after first paint: the first view is server-rendered and current, so
 * nothing is needed earlier, and browse pages keep their first-load JavaScript small. It is
 * loaded by hand rather than with `next/dynamic`: a chunk that fails to load while the browser
 * is offline is tried again when it is back, instead of turning the page into an error page.
 */
export function LiveUpdates(props: LivePollerProps) {
  const [view, setView] = useState<{ component: LiveView } | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () => {
      loadLiveView().then(
        (component) => {
          if (alive) setView({ component });
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    };
    const arm = () => setTimeout(load, 0);
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
    return () => {
      alive = false;
      window.removeEventListener('load', arm);
      window.removeEventListener('online', load);
    };
  }, []);
  const View = view?.component;
  return View ? <View {...props} /> : null;
}
