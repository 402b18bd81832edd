// The freebet variants of spec sections 1 and 9 (docs/decisions/0016-betting-rules-in-the-domain.md):
// who pays the stake, what a win pays, what a void or a loss gives back, and when an issued
// freebet may stake a bet. The slip (stake total, potential win) and the server (placement,
// wallet debit, settlement, cash-out) read these rules from here and nowhere else.
import type { BetType, BonusType } from '../bet-slip/types';
import { isFreebetBonusType } from '../bet-slip/types';
import type { MinorUnits } from '../money/money';
import { ZERO_MINOR_UNITS, minorUnits } from '../money/money';

/** The bonus types that are freebets: amb ("freebet") and the three stake-funding variants. */
export type FreebetBonusType =
  'freebet' | 'freebet_no_risk' | 'freebet_all_win' | 'freebet_only_win';

/** Whether a bet's bonus is a freebet of any variant, amb included. */
export function isFreebet(type: BonusType | null | undefined): type is FreebetBonusType {
  return type != null && isFreebetBonusType(type);
}

/** Freebets whose stake is the bonus's money, never the player's cash. */
const STAKE_FUNDING_FREEBETS: ReadonlySet<BonusType> = new Set<BonusType>([
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
]);

/** Freebets whose win pays the winnings without the stake. */
const WINNINGS_ONLY_FREEBETS: ReadonlySet<BonusType> = new Set<BonusType>([
  'freebet_no_risk',
  'freebet_only_win',
]);

/**
 * Whether a freebet pays the bet's stake, so the player's cash pays nothing: true for no-risk,
 * all-win and only-win. An amb ("freebet") is insurance on a bet the player stakes with cash.
 */
export function isStakeFundingFreebet(type: BonusType | null | undefined): boolean {
  return type != null && STAKE_FUNDING_FREEBETS.has(type);
}

/** Whether a win pays only the winnings, stake × (odds − 1): no-risk and only-win. */
export function paysWinningsOnly(type: BonusType | null | undefined): boolean {
  return type != null && WINNINGS_ONLY_FREEBETS.has(type);
}

/**
 * What the player's wallet pays at placement for a bet played with a freebet: nothing when the
 * freebet funds the stake (no-risk, all-win, only-win), the bet's total stake for an amb.
 */
export function freebetDebit(type: FreebetBonusType, totalStake: MinorUnits): MinorUnits {
  return isStakeFundingFreebet(type) ? ZERO_MINOR_UNITS : totalStake;
}

/**
 * Cash-out of a bet played with any freebet, amb included, is not offered: a stake-funding
 * freebet's stake is not the player's to sell, and an amb's insurance is not priced in the offer.
 */
export function freebetAllowsCashOut(type: BonusType | null | undefined): boolean {
  return !isFreebet(type);
}

/** The freebet a refund is paid as: single use, no odds bounds, valid this long. */
export const REFUND_FREEBET_TYPE: FreebetBonusType = 'freebet_only_win';
export const REFUND_FREEBET_VALIDITY_MS = 7 * 24 * 3600 * 1000;

/** What settling a bet played with a freebet does besides recording the bet's result. */
export interface FreebetSettlement {
  /** Credited to the player's cash (0: nothing). */
  readonly paid: MinorUnits;
  /** `win` for winnings, `refund` for a stake given back in cash. */
  readonly kind: 'win' | 'refund';
  /** The freebet's use is given back: it can be played again while it lasts. */
  readonly giveBack: boolean;
  /** A new freebet issued as a refund (amb insurance, a no-risk loss), else null. */
  readonly refundFreebet: { readonly type: FreebetBonusType; readonly amount: MinorUnits } | null;
}

/** The settled bet as the freebet rules read it. */
export interface FreebetSettledBet {
  readonly betType: BetType;
  /** What the bet pays as a normal bet: stake × odds on a win, the stake on a void, 0 on a loss. */
  readonly gross: MinorUnits;
  /** The bet's total stake. */
  readonly stake: MinorUnits;
  /** Every leg void or cancelled: the whole bet is refunded. */
  readonly refunded: boolean;
  /** How many legs lost. */
  readonly lostLegs: number;
}

/**
 * Settlement per variant (decision 0016):
 * - every variant, all legs void: the freebet is given back, nothing is paid (an amb's cash stake
 *   is refunded in cash);
 * - only-win: pays the winnings, max(gross − stake, 0): €10 at 3.0 pays €20;
 * - all-win: pays stake and winnings, gross: €10 at 3.0 pays €30;
 * - no-risk: pays like only-win; a loss (gross < stake) is refunded once, as a new only-win
 *   freebet of what was lost (stake − gross), which no-risk does not cover again;
 * - amb: a cash bet paid gross; a combo lost by exactly one selection is refunded as a new
 *   only-win freebet of its stake.
 */
export function freebetSettlement(
  type: FreebetBonusType,
  bet: FreebetSettledBet,
): FreebetSettlement {
  const { gross, stake } = bet;
  const none: FreebetSettlement = {
    paid: ZERO_MINOR_UNITS,
    kind: 'win',
    giveBack: false,
    refundFreebet: null,
  };
  if (type === 'freebet') {
    if (bet.refunded) return { ...none, paid: gross, kind: 'refund' };
    if (gross > 0) return { ...none, paid: gross };
    return bet.betType === 'combo' && bet.lostLegs === 1
      ? { ...none, refundFreebet: { type: REFUND_FREEBET_TYPE, amount: stake } }
      : none;
  }
  if (bet.refunded) return { ...none, giveBack: true };
  const paid =
    type === 'freebet_all_win'
      ? gross
      : gross > stake
        ? minorUnits(gross - stake)
        : ZERO_MINOR_UNITS;
  const refundFreebet =
    type === 'freebet_no_risk' && gross < stake
      ? { type: REFUND_FREEBET_TYPE, amount: minorUnits(stake - gross) }
      : null;
  return { ...none, paid, refundFreebet };
}

/** An issued freebet as the placement rules read it. */
export interface FreebetFacts {
  readonly type: FreebetBonusType;
  readonly currency: string;
  readonly amount: MinorUnits;
  /** Wire odds (3 decimals) as numbers; null: no bound. */
  readonly minOdds: number | null;
  readonly maxOdds: number | null;
  readonly selectionCountFrom: number;
  readonly selectionCountTo: number | null;
  /** 0 pre-match only, 1 live only, null both. */
  readonly matchStatus: number | null;
  readonly usesCount: number;
  readonly timesUsed: number;
  readonly isActive: boolean;
  readonly expiredAt: Date | null;
  /**
   * When a newer freebet replaced it (the operator allows one active freebet at a time); null
   * or absent: not replaced.
   */
  readonly overriddenAt?: Date | null;
}

/** The bet a freebet is played on. */
export interface FreebetBet {
  readonly type: BetType;
  readonly currency: string;
  readonly stake: MinorUnits;
  /** The bet's combined odds. */
  readonly odds: number;
  /** The status of each selection's match now (0 not started, 1 live). */
  readonly matchStatuses: readonly number[];
}

export type FreebetStatusName = 'active' | 'deactivated' | 'overridden' | 'expired' | 'bonus_over';

/** Why a freebet cannot be played on a bet. */
export type FreebetRefusalReason =
  | 'not_found'
  | 'type_mismatch'
  | 'deactivated'
  | 'overridden'
  | 'expired'
  | 'bonus_over'
  | 'currency'
  | 'stake'
  | 'bet_type'
  | 'selection_count'
  | 'odds'
  | 'match_status';

/** Deactivated by the operator, else replaced by a newer one, else expired, else used up, else active. */
export function freebetStatus(freebet: FreebetFacts, now: Date): FreebetStatusName {
  if (!freebet.isActive) return 'deactivated';
  if (freebet.overriddenAt != null) return 'overridden';
  if (freebet.expiredAt !== null && freebet.expiredAt.getTime() <= now.getTime()) return 'expired';
  if (freebet.timesUsed >= freebet.usesCount) return 'bonus_over';
  return 'active';
}

/**
 * Null when the freebet can stake this bet now, else the first reason it cannot. The stake must
 * be exactly the freebet's amount in its currency (a €5 freebet stakes €5, not €4); a system bet
 * takes no freebet; the bet's combined odds must lie within [min_odds, max_odds], e.g. a
 * 1.50–3.00 freebet refuses a 1.716 × 2.0 combo (3.432).
 */
export function freebetRefusal(
  freebet: FreebetFacts,
  bet: FreebetBet,
  now: Date,
): FreebetRefusalReason | null {
  const status = freebetStatus(freebet, now);
  if (status !== 'active') return status;
  if (bet.currency !== freebet.currency) return 'currency';
  if (bet.stake !== freebet.amount) return 'stake';
  if (bet.type === 'system') return 'bet_type';
  const count = bet.matchStatuses.length;
  if (count < freebet.selectionCountFrom) return 'selection_count';
  if (freebet.selectionCountTo !== null && count > freebet.selectionCountTo) {
    return 'selection_count';
  }
  if (freebet.minOdds !== null && bet.odds < freebet.minOdds) return 'odds';
  if (freebet.maxOdds !== null && bet.odds > freebet.maxOdds) return 'odds';
  if (freebet.matchStatus !== null && bet.matchStatuses.some((s) => s !== freebet.matchStatus)) {
    return 'match_status';
  }
  return null;
}
