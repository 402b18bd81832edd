import type { BetType, BonusType } from '../bet-slip/types';
import { divFloor } from '../core/decimal';
import type { Refusal } from '../core/result';
import { refuse } from '../core/result';
import { freebetAllowsCashOut } from '../freebet/freebet-rules';
import type { MinorUnits } from '../money/money';
import { fromBigIntClamped, ZERO_MINOR_UNITS } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import { combineScaled, ODDS_SCALE, oddsToScaled } from '../odds/odds';
import type { LegResult } from '../settlement/settlement';
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

/**
 * A placed leg as cash-out sees it, from its settlement result and its price now (null: not
 * bettable now). Half results and legs without a price cannot be valued: they count as suspended.
 */
export function cashOutLegOf(
  placedOdds: DecimalOdds,
  currentOdds: DecimalOdds | null,
  result: LegResult,
): CashOutLeg {
  const status: CashOutLegStatus =
    result === 'win'
      ? 'won'
      : result === 'lose'
        ? 'lost'
        : result === 'void' || result === 'cancelled'
          ? 'void'
          : result === 'open' && currentOdds !== null
            ? 'open'
            : 'suspended';
  return { placedOdds, currentOdds: currentOdds ?? placedOdds, status };
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
 * for a bet played with any freebet (`freebetAllowsCashOut`). A system sums its combinations' values; a
 * combination with a lost leg is worth 0 but the others still count (a 2/3 with one lost leg
 * still has one live double). A custom bet is valued on its whole-bet prices.
 */
export function cashOutOffer(
  bet: CashOutBet,
  marginBasisPoints: number = CASHOUT_MARGIN_BASIS_POINTS,
): CashOutOffer {
  if (!freebetAllowsCashOut(bet.bonusType)) {
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

export const CASHOUT_ERROR = {
  amountOutOfRange: 'error.cashout.amount_out_of_range',
} as const;

export type CashOutSale =
  | {
      readonly ok: true;
      /** Whether part of the bet stays open. */
      readonly partial: boolean;
      /** Paid to the player now. */
      readonly paid: MinorUnits;
      /** The stake (per bet, per combination for a system) the bet keeps; 0 when fully sold. */
      readonly remainingStake: MinorUnits;
    }
  | Refusal<typeof CASHOUT_ERROR.amountOutOfRange, { readonly offer: MinorUnits }>;

/**
 * Selling a bet at its offer, whole or in part. Without an amount, or with the whole offer, the
 * bet is sold. A partial cash-out of `amount` (above 0, below the offer) sells that share of the
 * bet and keeps the rest open on stake × (1 − amount / offer), floored: €10 with an offer of €40,
 * cashing out €10, keeps €7.50 staked. An amount above the offer, or one leaving no whole minor
 * unit of stake, is refused.
 */
export function sellBet(
  stake: MinorUnits,
  offer: MinorUnits,
  amount?: MinorUnits | null,
): CashOutSale {
  if (amount == null || amount === offer) {
    return { ok: true, partial: false, paid: offer, remainingStake: ZERO_MINOR_UNITS };
  }
  if (amount <= 0 || amount > offer) return refuse(CASHOUT_ERROR.amountOutOfRange, { offer });
  const remaining = fromBigIntClamped(
    divFloor(BigInt(stake) * BigInt(offer - amount), BigInt(offer)),
  );
  if (remaining <= 0) return refuse(CASHOUT_ERROR.amountOutOfRange, { offer });
  return { ok: true, partial: true, paid: amount, remainingStake: remaining };
}
