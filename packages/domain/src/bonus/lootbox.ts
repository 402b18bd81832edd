// Lootbox (spec section 3): every N qualifying bets open a box holding a freebet, one bet per
// event when `farm_once_per_event`; a farmed booster multiplies a freebet's winnings.
import { type MinorUnits, minorUnits } from '../money/money';

export interface LootboxRules {
  readonly betsPerBox: number;
  readonly farmOncePerEvent: boolean;
}

export interface LootboxState {
  readonly betsCount: number;
  readonly farmedEventIds: readonly number[];
}

/**
 * A qualifying bet's effect on a lootbox: whether it counts (with once-per-event, only when one
 * of its events was not farmed yet), the events farmed after it and the boxes it opens.
 */
export function lootboxProgress(
  rules: LootboxRules,
  state: LootboxState,
  eventIds: readonly number[],
): { counts: boolean; betsCount: number; farmedEventIds: number[]; boxes: number } {
  const farmed = new Set(state.farmedEventIds);
  const fresh = [...new Set(eventIds)].filter((id) => !farmed.has(id));
  const counts = !rules.farmOncePerEvent || fresh.length > 0;
  if (!counts) {
    return {
      counts,
      betsCount: state.betsCount,
      farmedEventIds: [...state.farmedEventIds],
      boxes: 0,
    };
  }
  const betsCount = state.betsCount + 1;
  return {
    counts,
    betsCount,
    farmedEventIds: [...state.farmedEventIds, ...fresh],
    boxes:
      Math.floor(betsCount / rules.betsPerBox) - Math.floor(state.betsCount / rules.betsPerBox),
  };
}

/**
 * What a boosted freebet bet pays: its winnings (what the bet returns above its stake) are
 * multiplied by the booster, rounded down; a stake returned and a bet that won nothing are not
 * boosted. `paid` is what the freebet variant pays unboosted (`freebetSettlement`), `gross` and
 * `stake` the bet's normal return and stake.
 */
export function boostedFreebetPayout(
  paid: MinorUnits,
  gross: MinorUnits,
  stake: MinorUnits,
  multiplier: number | null,
): MinorUnits {
  if (multiplier === null || multiplier <= 1 || paid <= 0 || gross <= stake) return paid;
  const winnings = BigInt(gross - stake);
  const extra = (winnings * BigInt(Math.round((multiplier - 1) * 1000))) / 1000n;
  return minorUnits(paid + Number(extra));
}
