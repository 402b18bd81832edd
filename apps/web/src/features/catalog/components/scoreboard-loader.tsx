'use client';

import { lazyIsland } from '../../../lib/lazy-island';

// A started match's score, clock and periods: rendered on the server in full and hydrated once
// their own chunk arrives (decision 0069), so a match page does not carry them, their clock and
// the live match store in its first-load JavaScript, and a page before kick-off (which renders
// `ScoreboardPrematch`) not at all (decision 0081). Nothing here answers a press.
export const ScoreboardLiveLoader = lazyIsland(() =>
  import('./scoreboard-live').then((module) => module.ScoreboardLive),
);
export const PeriodScoresLoader = lazyIsland(() =>
  import('./scoreboard-live').then((module) => module.PeriodScores),
);
