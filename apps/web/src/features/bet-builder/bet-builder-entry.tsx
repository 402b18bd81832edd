'use client';

// The match page's "Bet builder" toggle hydrates with the page: a press on a part still waiting
// for its own chunk would be lost (decision 0069). The builder itself loads on demand.
export { BetBuilderToggle as BetBuilderEntry } from './bet-builder-toggle';
