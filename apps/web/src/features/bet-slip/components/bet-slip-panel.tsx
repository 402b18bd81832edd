'use client';

import { lazyIsland } from '../../../lib/lazy-island';
import { type SlipFlags, SlipFlagsProvider } from '../slip-flags';

// The shell hydrates on its own (decision 0069). A tap before then is marked and queued by the
// selection store and replayed once the slip has loaded.
const BetSlipShell = lazyIsland(() =>
  import('./bet-slip-shell').then((module) => module.BetSlipShell),
);

/**
 * The right-hand bet slip panel (spec section 2): a light shell hydrated beside the first-load
 * bundle; the slip itself (selections, stakes, placing, My bets) is a chunk loaded on the first
 * selection, on opening My bets, or when a slip was kept from an earlier visit.
 */
export function BetSlipPanel({ flags }: { flags: SlipFlags }) {
  return (
    <SlipFlagsProvider flags={flags}>
      <BetSlipShell />
    </SlipFlagsProvider>
  );
}
