'use client';

import dynamic from 'next/dynamic';
import type { MatchCentreProps } from './match-centre-props';

// The tracker and statistics load after the page, so the match page's first load stays as it
// was; the placeholder keeps their room so nothing below moves when they arrive.
const MatchCentrePanel = dynamic(() => import('./components/match-centre-panel'), {
  ssr: false,
  loading: () => (
    <div
      className="h-[19rem] rounded-xl border border-line bg-surface desk:h-[22rem]"
      aria-hidden="true"
    />
  ),
});

export function MatchCentreLoader(props: MatchCentreProps) {
  return <MatchCentrePanel {...props} />;
}
