'use client';

import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import { currentBonusDetail, noBonusDetail, subscribeBonusDetail } from './bonus-detail-store';

// The toasts, the unseen popup and the bonus_issued listener: loaded for signed-in players only.
const BonusRuntime = lazy(() => import('./bonus-runtime'));
// The detail dialog: loaded when a bonus is opened (promotions, a toast, the popup).
const BonusDetailDialog = lazy(() => import('./components/bonus-detail-dialog'));

/**
 * Mounts the bonus runtime on demand once a player is signed in (it stays for the page's life,
 * so signing out can close its toasts) and the detail dialog while one is open.
 */
export function BonusHost() {
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const detail = useSyncExternalStore(subscribeBonusDetail, currentBonusDetail, noBonusDetail);
  const [wanted, setWanted] = useState(false);
  // Sticky once wanted (derived during render, as the protection host does).
  if (auth.status === 'logged_in' && !wanted) setWanted(true);
  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <BonusRuntime />
        </Suspense>
      ) : null}
      {detail ? (
        <Suspense fallback={null}>
          <BonusDetailDialog key={`${detail.ref.type}:${detail.ref.id}`} card={detail} />
        </Suspense>
      ) : null}
    </>
  );
}
