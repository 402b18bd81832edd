'use client';

import dynamic from 'next/dynamic';
import { useAfterLoadIdle } from '../../lib/after-load-idle';
import { MatchCentrePlaceholder } from './match-centre-placeholder';
import type { MatchCentreProps } from './match-centre-props';

// The tracker and statistics load after the page, so the match page's first load stays as it
// was; they start once the page has loaded and the browser is idle (decision 0065).
const MatchCentrePanel = dynamic(() => import('./components/match-centre-panel'), {
  ssr: false,
  loading: MatchCentrePlaceholder,
});

export function MatchCentreAfterIdle(props: MatchCentreProps) {
  const ready = useAfterLoadIdle();
  return ready ? <MatchCentrePanel {...props} /> : <MatchCentrePlaceholder />;
}
