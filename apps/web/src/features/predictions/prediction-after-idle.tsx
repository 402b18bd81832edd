'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext } from 'react';
import { useAfterLoadIdle } from '../../lib/after-load-idle';
import { PredictionPlaceholder } from './components/prediction-skeleton';
import type { PredictionProps } from './prediction-loader';

// `next/dynamic`'s placeholder gets no props: it reads the vote's from here.
const PlaceholderProps = createContext<PredictionProps | null>(null);

function Placeholder() {
  const props = useContext(PlaceholderProps);
  return props ? <PredictionPlaceholder choices={props.choices} t={props.t} /> : null;
}

// The vote loads after the page: it depends on the player, and the match page's first load
// stays as it was; it starts once the page has loaded and the browser is idle (decision 0065).
// Its placeholder has the vote's shape, so nothing below moves.
const PredictionPanel = dynamic(() => import('./components/prediction-panel'), {
  ssr: false,
  loading: Placeholder,
});

export function PredictionAfterIdle(props: PredictionProps) {
  const ready = useAfterLoadIdle();
  if (!ready) return <PredictionPlaceholder choices={props.choices} t={props.t} />;
  return (
    <PlaceholderProps.Provider value={props}>
      <PredictionPanel {...props} />
    </PlaceholderProps.Provider>
  );
}
