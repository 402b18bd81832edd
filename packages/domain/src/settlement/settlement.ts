// What a placed bet pays once its legs have results (spec section 4, bet results), in minor
// units and floored like the slip's potential win, so a bet whose legs all win is paid exactly
// the potential win the slip showed. Freebet variants are settled by freebet/freebet-rules.ts.
import type { BetType, BonusType, TicketBet } from '../bet-slip/types';
import { divFloor } from '../core/decimal';
import type { FreebetSettlement } from '../freebet/freebet-rules';
import { freebetSettlement, isFreebet } from '../freebet/freebet-rules';
import type { MinorUnits } from '../money/money';
import { clampStake, fromBigIntClamped, ZERO_MINOR_UNITS } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import { combineScaled, ODDS_SCALE, oddsToScaled, stakeTimesScaledOdds } from '../odds/odds';
import { boostedOddsScaled } from '../potential-win/potential-win';
import { binomial, combinations } from '../system/system';

/** A leg's result from the feed; `open` has none yet, `cancelled` is a cancelled market. */
export type LegResult = 'open' | 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | 'cancelled';

export interface SettledLeg {
  /** The price the leg was placed at. */
  readonly odds: DecimalOdds;
  readonly result: LegResult;
}

/** The placed bet as settlement reads it. */
export interface SettlementBet {
  readonly betType: BetType;
  /** Stake per bet, per combination for a system. */
  readonly stake: MinorUnits;
  /** k of a k/n system, null otherwise. */
  readonly systemWinCount: number | null;
  /** A custom bet's price for the whole bet. */
  readonly customOdds: DecimalOdds | null;
  /** A combo's comboboost, null without one. */
  readonly bonusOdds?: DecimalOdds | null;
  /** The bonus the bet was played with (a freebet variant changes what is paid). */
  readonly bonusType?: BonusType | null;
}

/** A slip's bet as settlement reads it once placed. */
export function settlementBetOf(bet: TicketBet): SettlementBet {
  return {
    betType: bet.betType,
    stake: bet.stake,
    systemWinCount: bet.betType === 'system' ? (bet.systemType?.winCount ?? null) : null,
    customOdds: bet.betType === 'custom' ? bet.customOdds : null,
    bonusOdds: bet.bonusOdds,
    bonusType: bet.bonus?.type ?? null,
  };
}

/** Bet results of spec section 4 that settlement gives. */
export type SettledBetResult =
  | 'win_entire'
  | 'lose_entire'
  | 'refund_entire'
  | 'refund_half_win_other'
  | 'refund_half_lose_other';

/**
 * What one unit staked on a leg returns (scale 10^4): a win its odds, a loss 0, a void (or a
 * cancelled market) 1, a half win half the stake at the odds and half back ((odds + 1) / 2),
 * a half loss half back (0.5). Wire odds have three decimals, so (odds + 1) / 2 is exact at 10^4.
 */
export function legReturnScaled(odds: DecimalOdds, result: LegResult): bigint {
  const scaled = oddsToScaled(odds);
  switch (result) {
    case 'win':
      return scaled;
    case 'lose':
      return 0n;
    case 'void':
    case 'cancelled':
      return ODDS_SCALE;
    case 'half_win':
      return (scaled + ODDS_SCALE) / 2n;
    case 'half_lose':
      return ODDS_SCALE / 2n;
    case 'open':
      throw new RangeError('an open leg has no payout yet');
  }
}

const isVoid = (leg: { readonly result: LegResult }) =>
  leg.result === 'void' || leg.result === 'cancelled';

/**
 * Whether the bet's outcome is known: every leg resulted, or (not for a system, where other
 * combinations still play) a leg lost.
 */
export function isBetDecided(
  betType: BetType,
  legs: readonly { readonly result: LegResult }[],
): boolean {
  if (legs.every((leg) => leg.result !== 'open')) return true;
  return betType !== 'system' && legs.some((leg) => leg.result === 'lose');
}

/**
 * What the bet pays as a normal bet (no freebet), floored to minor units: a single or combo pays
 * stake × the product of its legs' returns (rounded half-up once at 10^4, as `combineScaled`),
 * a combo's comboboost raising the winnings of that product; a system sums that over every
 * k-combination, each floored; a custom bet pays its custom odds when every leg won, nothing when
 * one lost, and the stake back otherwise (a void leg breaks the joint price). A leg still open
 * counts as lost (the bet is decided by a lost leg). With every leg won this is the slip's
 * `betGrossReturn`.
 */
export function settlementGross(bet: SettlementBet, legs: readonly SettledLeg[]): MinorUnits {
  const settled = legs.map((leg) =>
    leg.result === 'open' ? { ...leg, result: 'lose' as const } : leg,
  );
  if (bet.betType === 'custom' && bet.customOdds !== null) {
    if (settled.some((leg) => leg.result === 'lose' || leg.result === 'half_lose')) {
      return ZERO_MINOR_UNITS;
    }
    if (settled.every((leg) => leg.result === 'win')) {
      return stakeTimesScaledOdds(bet.stake, oddsToScaled(bet.customOdds));
    }
    return bet.stake;
  }
  const boost = bet.betType === 'combo' && bet.bonusOdds != null ? bet.bonusOdds : null;
  const pay = (combination: readonly SettledLeg[]): bigint => {
    const factors = combination.map((leg) => legReturnScaled(leg.odds, leg.result));
    if (factors.some((factor) => factor === 0n)) return 0n;
    const combined = combineScaled(factors);
    const odds = boost === null ? combined : boostedOddsScaled(combined, oddsToScaled(boost));
    return divFloor(BigInt(bet.stake) * odds, ODDS_SCALE);
  };
  if (bet.betType === 'system' && bet.systemWinCount !== null) {
    return fromBigIntClamped(
      combinations(settled, bet.systemWinCount).reduce((sum, combo) => sum + pay(combo), 0n),
    );
  }
  return fromBigIntClamped(pay(settled));
}

/** What the bet costs: the stake, times the number of combinations for a system. */
export function settlementTotalStake(bet: SettlementBet, legCount: number): MinorUnits {
  return bet.betType === 'system' && bet.systemWinCount !== null
    ? clampStake(bet.stake * binomial(legCount, bet.systemWinCount))
    : bet.stake;
}

/**
 * The bet result of spec section 4 (docs/decisions/0010-betting.md): a single by its leg; a bet
 * paying nothing is lost; every leg void refunds it; otherwise by what it pays against its total
 * stake (more: won; the same: refunded; less with a half-lost leg: half lost).
 */
export function settledBetResult(
  betType: BetType,
  legs: readonly { readonly result: LegResult }[],
  gross: MinorUnits,
  totalStake: MinorUnits,
): SettledBetResult {
  if (betType === 'single' && legs.length === 1) {
    switch (legs[0]?.result) {
      case 'win':
        return 'win_entire';
      case 'lose':
      case 'open':
        return 'lose_entire';
      case 'half_win':
        return 'refund_half_win_other';
      case 'half_lose':
        return 'refund_half_lose_other';
      default:
        return 'refund_entire';
    }
  }
  if (gross === 0) return 'lose_entire';
  if (legs.every(isVoid)) return 'refund_entire';
  if (gross > totalStake) return 'win_entire';
  if (gross === totalStake) return 'refund_entire';
  if (legs.some((leg) => leg.result === 'half_lose')) return 'refund_half_lose_other';
  return 'win_entire';
}

/** A settled bet: its result and what settling it does. */
export interface BetSettlement extends FreebetSettlement {
  readonly result: SettledBetResult;
  /** What the bet pays as a normal bet (see `settlementGross`). */
  readonly gross: MinorUnits;
  readonly totalStake: MinorUnits;
}

/**
 * Settles a decided bet (null while undecided, see `isBetDecided`): its result from the normal
 * payout, and what is paid. A bet without a freebet pays its gross, as a `refund` when the result
 * is a full refund; a freebet bet pays what its variant says (`freebetSettlement`).
 */
export function settleBet(bet: SettlementBet, legs: readonly SettledLeg[]): BetSettlement | null {
  if (!isBetDecided(bet.betType, legs)) return null;
  const gross = settlementGross(bet, legs);
  const totalStake = settlementTotalStake(bet, legs.length);
  const result = settledBetResult(bet.betType, legs, gross, totalStake);
  if (isFreebet(bet.bonusType)) {
    const outcome = freebetSettlement(bet.bonusType, {
      betType: bet.betType,
      gross,
      stake: totalStake,
      refunded: legs.every(isVoid),
      // A leg still open when another lost counts as lost: the bet was decided without it.
      lostLegs: legs.filter((leg) => leg.result === 'lose' || leg.result === 'open').length,
    });
    return { ...outcome, result, gross, totalStake };
  }
  return {
    paid: gross,
    kind: result === 'refund_entire' ? 'refund' : 'win',
    giveBack: false,
    refundFreebet: null,
    result,
    gross,
    totalStake,
  };
}
