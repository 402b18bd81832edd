'use client';

import { Suspense, lazy } from 'react';
import { JACKPOT_PLACEHOLDER_CLASS } from './jackpot-placeholder';

// The widget, its calls and its refetching are a chunk of their own: the browsing pages'
// first-load JavaScript carries only this slot.
const JackpotWidget = lazy(() => import('./components/jackpot-widget'));

/** Where a page shows the jackpots (home, sport pages); rendered only when FEATURE_JACKPOTS is on. */
export function JackpotWidgetSlot() {
  return (
    <Suspense fallback={<div className={JACKPOT_PLACEHOLDER_CLASS} aria-hidden="true" />}>
      <JackpotWidget />
    </Suspense>
  );
}
