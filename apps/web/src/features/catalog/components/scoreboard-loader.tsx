'use client';

import { lazyIsland } from '../../../lib/lazy-island';

// A started match's score, clock and periods: rendered on the server in full and hydrated once
// their own chunk arrives (decision 0069), so a match page does not carry them, their clock and
// the live match store in its first-load JavaScript, and a page before kick-off (which renders
// `ScoreboardPrematch`) not at all (decision 0081). The server streams them after the page's
// shell, so the match page gives each its placeholder, the same markup at the request's time
// (`scoreboard-live-view`, decision 0084). Nothing here answers a press.
export const ScoreboardLiveLoader = lazyIsland(() =>
  import('./scoreboard-live').then((module) => module.ScoreboardLive),
);
export const PeriodScoresLoader = lazyIsland(() =>
  import('./scoreboard-live').then((module) => module.PeriodScores),
);
