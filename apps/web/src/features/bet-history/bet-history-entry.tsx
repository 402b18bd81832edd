'use client';

import dynamic from 'next/dynamic';
import type messages from '../../../messages/en.json';

export type BetHistoryMessages = (typeof messages)['bet-history'];
export interface SportOption {
  key: string;
  name: string;
}

// The history (filters, list, My bets' cards) loads with the page that shows it, not before.
const BetHistoryView = dynamic(() => import('./components/bet-history-view'), { ssr: false });

/** The bet history page's content, for a signed-in player. */
export function BetHistory({ t, sports }: { t: BetHistoryMessages; sports: SportOption[] }) {
  return <BetHistoryView t={t} sports={sports} />;
}
