'use client';

import type messages from '../../../messages/en.json';
import { lazyIsland } from '../../lib/lazy-island';

export type PredictionMessages = (typeof messages)['predictions'];
export interface PredictionProps {
  matchId: number;
  home: string;
  away: string;
  /** How many choices the vote offers (2, or 3 with a draw), from the server's answer. */
  choices: number;
  t: PredictionMessages;
}

/** The "Who wins?" vote: its skeleton, hydrated on its own (decision 0069), then the vote. */
export const PredictionLoader = lazyIsland(() =>
  import('./prediction-after-idle').then((module) => module.PredictionAfterIdle),
);
