'use client';

import { withEarlyPresses } from '../../lib/early-press';
import { lazyIsland } from '../../lib/lazy-island';

// The match page's "Bet builder" toggle: rendered on the server in full and hydrated once its own
// chunk arrives, not in the match page's first load; a press before that is kept and replayed
// (decision 0081). The builder itself loads on demand.
export const BetBuilderIsland = lazyIsland(
  withEarlyPresses(() => import('./bet-builder-toggle').then((module) => module.BetBuilderToggle)),
);
