import { type SlipFlags, SlipFlagsProvider } from '../slip-flags';
import { BetSlipShell } from './bet-slip-shell';

/**
 * The right-hand bet slip panel (spec section 2): a light shell in the first-load bundle; the
 * slip itself (selections, stakes, placing, My bets) is a chunk loaded on the first selection,
 * on opening My bets, or when a slip was kept from an earlier visit.
 */
export function BetSlipPanel({ flags }: { flags: SlipFlags }) {
  return (
    <SlipFlagsProvider flags={flags}>
      <BetSlipShell />
    </SlipFlagsProvider>
  );
}
