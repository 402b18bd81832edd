'use client';

import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { IslandMessages } from '../../lib/i18n/island-messages';
import type messages from '../../../messages/en.json';

export type BetHistoryMessages = (typeof messages)['bet-history'];
export interface SportOption {
  key: string;
  name: string;
}

// The history (filters, list, My bets' cards) loads with the page that shows it, not before,
// with the slip's texts its cards read (decision 0077).
const BetHistoryView = dynamic(() => import('./components/bet-history-view'), { ssr: false });

/** The bet history page's content, for a signed-in player. */
export function BetHistory({ t, sports }: { t: BetHistoryMessages; sports: SportOption[] }) {
  return (
    <Suspense fallback={null}>
      <IslandMessages namespaces={['betSlip']}>
        <BetHistoryView t={t} sports={sports} />
      </IslandMessages>
    </Suspense>
  );
}
