'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext } from 'react';
import type messages from '../../../messages/en.json';
import { PredictionPlaceholder } from './components/prediction-skeleton';

export type PredictionMessages = (typeof messages)['predictions'];

export interface PredictionProps {
  matchId: number;
  home: string;
  away: string;
  /** How many choices the vote offers (2, or 3 with a draw), from the server's answer. */
  choices: number;
  t: PredictionMessages;
}

// `next/dynamic`'s placeholder gets no props: it reads the vote's from here.
const PlaceholderProps = createContext<PredictionProps | null>(null);

function Placeholder() {
  const props = useContext(PlaceholderProps);
  return props ? <PredictionPlaceholder choices={props.choices} t={props.t} /> : null;
}

// The vote loads after the page: it depends on the player, and the match page's first load
// stays as it was. Its placeholder has the vote's shape, so nothing below moves.
const PredictionPanel = dynamic(() => import('./components/prediction-panel'), {
  ssr: false,
  loading: Placeholder,
});

export function PredictionLoader(props: PredictionProps) {
  return (
    <PlaceholderProps.Provider value={props}>
      <PredictionPanel {...props} />
    </PlaceholderProps.Provider>
  );
}
