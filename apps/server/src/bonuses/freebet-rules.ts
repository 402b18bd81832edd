// Freebet rules the server applies (decision 0011): when an issued freebet can be played on a
// bet, what the player's wallet pays for it, and what settlement pays per variant. The slip's
// side of the same rules (stake total, potential win) is packages/domain's potential-win.ts.
import type { FreebetStatus, FreebetType } from '@sportsbook/contract';

/** An issued freebet as the rules read it. */
export interface FreebetFacts {
  type: FreebetType;
  currency: string;
  amount: bigint;
  /** Scale 3 decimal odds as numbers (wire odds), null: no bound. */
  minOdds: number | null;
  maxOdds: number | null;
  selectionCountFrom: number;
  selectionCountTo: number | null;
  /** 0 pre-match only, 1 live only, null both. */
  matchStatus: number | null;
  usesCount: number;
  timesUsed: number;
  isActive: boolean;
  expiredAt: Date | null;
}

/** The bet a freebet is played on. */
export interface FreebetBet {
  type: 'single' | 'combo' | 'system' | 'custom';
  currency: string;
  stake: bigint;
  /** The bet's combined odds. */
  odds: number;
  /** The status of each selection's match now (0 not started, 1 live). */
  matchStatuses: readonly number[];
}

/** Why a freebet cannot be played on a bet (sent as `details.reason` with code 110). */
export type FreebetRefusalReason =
  | 'not_found'
  | 'type_mismatch'
  | 'deactivated'
  | 'expired'
  | 'bonus_over'
  | 'currency'
  | 'stake'
  | 'bet_type'
  | 'selection_count'
  | 'odds'
  | 'match_status';

/** Deactivated by the operator, else expired, else used up, else active. */
export function freebetStatus(freebet: FreebetFacts, now: Date): FreebetStatus {
  if (!freebet.isActive) return 'deactivated';
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

/**
 * No-risk and all-win freebets stake the bonus's money, not the player's (packages/domain's
 * "bonus-funded" stakes): nothing is debited. Only-win and amb stakes count in the player's total
 * and are debited like any stake.
 */
export function freebetDebit(type: FreebetType, totalStake: bigint): bigint {
  return type === 'freebet_no_risk' || type === 'freebet_all_win' ? 0n : totalStake;
}

/** What settling a freebet bet does besides recording its result. */
export interface FreebetSettlement {
  /** Credited to the wallet (0: nothing). */
  paid: bigint;
  /** `win` for winnings, `refund` for a stake given back. */
  kind: 'win' | 'refund';
  /** The freebet's use is given back (it can be played again while it lasts). */
  giveBack: boolean;
  /** An amb refund: a new all-win freebet of this amount is issued (null: none). */
  insuranceFreebet: bigint | null;
}

/**
 * Settlement per variant, from `gross` (what the bet would pay as a normal bet: stake × odds on a
 * win, the stake on a void, 0 on a loss) and `stake` (the bet's total stake):
 * - all_win: a win pays the winnings only, gross − stake (€5 at 3.0 → €10); a void gives the
 *   freebet back; a loss pays nothing;
 * - no_risk: like all_win, but a loss also gives the freebet back: playing it risks nothing;
 * - only_win: the stake was the player's money: a win pays the winnings only, a void refunds the
 *   stake, a loss pays nothing;
 * - amb: a normal bet (a win pays gross, a void refunds the stake), insured: a combo lost by
 *   exactly one selection gets its stake back as a new all-win freebet.
 */
export function freebetSettlement(
  type: FreebetType,
  bet: { type: string; gross: bigint; stake: bigint; lostLegs: number },
): FreebetSettlement {
  const { gross, stake } = bet;
  const none: FreebetSettlement = {
    paid: 0n,
    kind: 'win',
    giveBack: false,
    insuranceFreebet: null,
  };
  switch (type) {
    case 'freebet_all_win':
    case 'freebet_no_risk': {
      if (gross > stake) return { ...none, paid: gross - stake };
      if (gross === stake) return { ...none, giveBack: true };
      return { ...none, giveBack: type === 'freebet_no_risk' };
    }
    case 'freebet_only_win':
      if (gross > stake) return { ...none, paid: gross - stake };
      if (gross === stake) return { ...none, paid: stake, kind: 'refund' };
      return none;
    case 'freebet':
      if (gross === stake) return { ...none, paid: stake, kind: 'refund' };
      if (gross > 0n) return { ...none, paid: gross };
      return bet.type === 'combo' && bet.lostLegs === 1
        ? { ...none, insuranceFreebet: stake }
        : none;
  }
}
