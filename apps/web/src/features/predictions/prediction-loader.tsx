'use client';

import dynamic from 'next/dynamic';
import type messages from '../../../messages/en.json';

export type PredictionMessages = (typeof messages)['predictions'];

export interface PredictionProps {
  matchId: number;
  home: string;
  away: string;
  t: PredictionMessages;
}

// The vote loads after the page: it depends on the player, and the match page's first load
// stays as it was.
const PredictionPanel = dynamic(() => import('./components/prediction-panel'), {
  ssr: false,
  loading: () => (
    <div className="h-36 rounded-lg border border-line bg-surface" aria-hidden="true" />
  ),
});

export function PredictionLoader(props: PredictionProps) {
  return <PredictionPanel {...props} />;
}
