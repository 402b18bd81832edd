'use client';

import { type ReactNode, createContext, useContext } from 'react';

/** Feature flags the slip reads (web env, decision 0032); both default on. */
export interface SlipFlags {
  /** The freebet progress bar (FEATURE_FREEBET_PROGRESS_BAR). */
  freebetProgressBar: boolean;
  /** The slip's jackpot line and the jackpot mark in My bets (FEATURE_JACKPOTS). */
  jackpots: boolean;
}

const SlipFlagsContext = createContext<SlipFlags>({ freebetProgressBar: true, jackpots: true });

export const useSlipFlags = (): SlipFlags => useContext(SlipFlagsContext);

export function SlipFlagsProvider({ flags, children }: { flags: SlipFlags; children: ReactNode }) {
  return <SlipFlagsContext.Provider value={flags}>{children}</SlipFlagsContext.Provider>;
}
