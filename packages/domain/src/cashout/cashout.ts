import type { BetType, BonusType } from '../bet-slip/types';
import { isFreebetBonusType } from '../bet-slip/types';
import { divFloor } from '../core/decimal';
import type { MinorUnits } from '../money/money';
import { fromBigIntClamped } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import { combineScaled, ODDS_SCALE, oddsToScaled } from '../odds/odds';
import type { SystemType } from '../system/system';
import { combinations } from '../system/system';

/**
 * The bookmaker's cash-out margin, in basis points: 500 = 5 %. A cash-out offer is the bet's fair
 * value now, less this margin.
 */
export const CASHOUT_MARGIN_BASIS_POINTS = 500;
const BASIS_POINTS = 10_000n;

/** A selection of a placed bet as cash-out sees it. */
export type CashOutLegStatus = 'open' | 'won' | 'lost' | 'void' | 'suspended';

export interface CashOutLeg {
  /** The price the bet was placed at. */
  readonly placedOdds: DecimalOdds;
  /** The price now; ignored once the leg is settled. */
  readonly currentOdds: DecimalOdds;
  readonly status: CashOutLegStatus;
}

export interface CashOutBet {
  readonly betType: BetType;
  /** Stake per bet, per combination for a system. */
  readonly stake: MinorUnits;
  readonly legs: readonly CashOutLeg[];
  readonly systemType: SystemType | null;
  /** A custom bet's placed price, for the whole bet. */
  readonly placedCustomOdds?: DecimalOdds | null;
  /** A custom bet's price now. */
  readonly currentCustomOdds?: DecimalOdds | null;
  readonly bonusType?: BonusType | null;
}

export type CashOutUnavailableReason = 'selection_suspended' | 'selection_lost' | 'freebet';

export type CashOutOffer =
  | { readonly available: true; readonly value: MinorUnits }
  | { readonly available: false; readonly reason: CashOutUnavailableReason; readonly value: 0 };

/**
 * The cash-out value of a placed bet:
 *
 *   value = floor(stake × placedOdds / currentOdds × (1 − margin))
 *
 * where placedOdds and currentOdds are the combined odds of the legs at placement and now (each
 * rounded to the odds scale), a leg already won counts as odds 1 now, and a void leg counts as 1 in
 * both. Example: €10 on a 2.00 × 3.00 double, first leg won, second now at 1.50 →
 * 10 × 6 / 1.5 × 0.95 = €38.00.
 * Not available (value 0) when a leg is suspended (no price to value it at), when a leg lost, and
 * for freebet-funded bets (no-risk, all-win, only-win). A system sums its combinations' values; a
 * combination with a lost leg is worth 0 but the others still count (a 2/3 with one lost leg
 * still has one live double). A custom bet is valued on its whole-bet prices.
 */
export function cashOutOffer(
  bet: CashOutBet,
  marginBasisPoints: number = CASHOUT_MARGIN_BASIS_POINTS,
): CashOutOffer {
  if (bet.bonusType != null && isFreebetBonusType(bet.bonusType) && bet.bonusType !== 'freebet') {
    return { available: false, reason: 'freebet', value: 0 };
  }
  if (bet.legs.some((leg) => leg.status === 'suspended')) {
    return { available: false, reason: 'selection_suspended', value: 0 };
  }
  const keep = BASIS_POINTS - BigInt(marginBasisPoints);
  if (bet.betType === 'system' && bet.systemType !== null) {
    const total = combinations(bet.legs, bet.systemType.winCount).reduce(
      (sum, combination) => sum + combinationValue(bet.stake, combination, keep),
      0n,
    );
    return total > 0n
      ? { available: true, value: fromBigIntClamped(total) }
      : { available: false, reason: 'selection_lost', value: 0 };
  }
  if (bet.legs.some((leg) => leg.status === 'lost')) {
    return { available: false, reason: 'selection_lost', value: 0 };
  }
  if (bet.betType === 'custom' && bet.placedCustomOdds != null && bet.currentCustomOdds != null) {
    const placed = oddsToScaled(bet.placedCustomOdds);
    const current = bet.legs.every((leg) => leg.status === 'won')
      ? ODDS_SCALE
      : oddsToScaled(bet.currentCustomOdds);
    return { available: true, value: value(bet.stake, placed, current, keep) };
  }
  return {
    available: true,
    value: fromBigIntClamped(combinationValue(bet.stake, bet.legs, keep)),
  };
}

function combinationValue(stake: MinorUnits, legs: readonly CashOutLeg[], keep: bigint): bigint {
  if (legs.some((leg) => leg.status === 'lost')) return 0n;
  const placed = combineScaled(
    legs.map((leg) => (leg.status === 'void' ? ODDS_SCALE : oddsToScaled(leg.placedOdds))),
  );
  const current = combineScaled(
    legs.map((leg) =>
      leg.status === 'won' || leg.status === 'void' ? ODDS_SCALE : oddsToScaled(leg.currentOdds),
    ),
  );
  return BigInt(value(stake, placed, current, keep));
}

function value(stake: MinorUnits, placed: bigint, current: bigint, keep: bigint): MinorUnits {
  return fromBigIntClamped(divFloor(BigInt(stake) * placed * keep, current * BASIS_POINTS));
}
