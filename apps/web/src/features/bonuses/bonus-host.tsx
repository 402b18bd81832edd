'use client';

import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import { currentBonusDetail, noBonusDetail, subscribeBonusDetail } from './bonus-detail-store';

// The toasts, the unseen popup and the bonus_issued listener: loaded for signed-in players only.
// Their texts come with them (decision 0072).
const BONUS_TEXTS = ['bonuses'] as const;
const BonusRuntime = lazyWithTexts(BONUS_TEXTS, () =>
  import('./bonus-runtime').then((module) => module.default),
);
// The detail dialog: loaded when a bonus is opened (promotions, a toast, the popup).
const BonusDetailDialog = lazyWithTexts(BONUS_TEXTS, () =>
  import('./components/bonus-detail-dialog').then((module) => module.default),
);

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
