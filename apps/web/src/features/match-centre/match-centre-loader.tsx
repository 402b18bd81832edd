'use client';

import { lazyIsland } from '../../lib/lazy-island';

/** The match centre: its room, hydrated on its own (decision 0069), then the panel. */
export const MatchCentreLoader = lazyIsland(() =>
  import('./match-centre-after-idle').then((module) => module.MatchCentreAfterIdle),
);
