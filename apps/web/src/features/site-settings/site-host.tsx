'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import type { SiteRuntimeProps } from './site-runtime';

// Reminders, the terms dialog, the user-group checker and the preloaders: a chunk of its own,
// rendered by the layout only when a setting asks for one of them.
const SiteRuntime = lazy(() => import('./site-runtime'));

/** Mounts the site runtime once the visitor's sign-in state is known. */
export function SiteHost(props: SiteRuntimeProps) {
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  if (auth.status !== 'logged_in' && auth.status !== 'not_logged_in') return null;
  return (
    <Suspense fallback={null}>
      <SiteRuntime {...props} />
    </Suspense>
  );
}
