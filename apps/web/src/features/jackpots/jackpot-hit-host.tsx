'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';

// Hits, polling and the popup: a chunk of its own, loaded for signed-in players only.
const JackpotHitRuntime = lazy(() => import('./jackpot-hit-runtime'));

/** Mounts the jackpot-hit runtime while a player is signed in (FEATURE_JACKPOTS on). */
export function JackpotHitHost() {
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  if (auth.status !== 'logged_in') return null;
  return (
    <Suspense fallback={null}>
      <JackpotHitRuntime key={String(auth.profile?.id)} />
    </Suspense>
  );
}
