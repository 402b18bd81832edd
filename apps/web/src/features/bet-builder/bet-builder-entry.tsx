'use client';

import { lazyIsland } from '../../lib/lazy-island';

/** The match page's "Bet builder" toggle, hydrated on its own (decision 0069). */
export const BetBuilderEntry = lazyIsland(() =>
  import('./bet-builder-toggle').then((module) => module.BetBuilderToggle),
);
