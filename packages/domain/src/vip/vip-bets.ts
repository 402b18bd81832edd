// VIP bets (spec sections 1 and 3, `is_vip`): a stake above the player's max stake sent to a
// trader for review instead of being refused. The rules here decide when a bet may be sent, what
// a trader may counter-offer and when an offer or a review lapses; the slip uses them to offer
// the request and the server to accept it (decision 0039).
import type { TicketBet } from '../bet-slip/types';
import type { MinorUnits } from '../money/money';
import { type DecimalOdds, compareOdds, isValidWireOdds } from '../odds/odds';
import { betTotalStake, isBonusFundedStake } from '../potential-win/potential-win';
import { type BetLimits, type CurrencyLimits, checkBetLimits } from '../limits/bet-limits';

/** A VIP bet may be up to this many times the player's max stake (and payout) limit. */
export const VIP_STAKE_MULTIPLIER = 10;

/** How long a trader has to decide before the request lapses and the stake is released. */
export const VIP_REVIEW_MS = 15 * 60_000;

/** How long the player has to confirm a trader's counter-offer. */
export const VIP_COUNTER_OFFER_MS = 2 * 60_000;

/** Bet types a trader reviews: a single or a combo has one price to counter. */
export const VIP_BET_TYPES = ['single', 'combo'] as const;

export type VipRefusalReason =
  /** A system or custom bet: not reviewed. */
  | 'bet_type'
  /** Staked by a freebet or another bonus: VIP bets are the player's own money. */
  | 'bonus'
  /** The stake is placeable as a normal bet: no review needed. */
  | 'within_limits'
  /** Refused by a limit that no stake change lifts (selections, odds). */
  | 'other_limit'
  /** Above what a trader may take: the VIP ceiling. */
  | 'above_vip_ceiling'
  /** More than the balance: the stake could not be held. */
  | 'balance'
  /** The stake breaks the player's own wager or loss limit (they always win over a VIP bet). */
  | 'player_limit';

export type VipEligibility =
  { readonly ok: true } | { readonly ok: false; readonly reason: VipRefusalReason };

export interface VipContext {
  readonly limits: BetLimits;
  /** The balance of the bet's currency. */
  readonly balance: MinorUnits;
  /** What the player's own wager or loss limits still allow to be staked; undefined: none. */
  readonly stakeAllowance?: MinorUnits;
}

const scaled = (limits: CurrencyLimits | null, by: number): CurrencyLimits | null =>
  limits === null
    ? null
    : {
        fiat: scaleMap(limits.fiat, by),
        crypto: scaleMap(limits.crypto, by),
      };

const scaleMap = (map: CurrencyLimits['fiat'], by: number): CurrencyLimits['fiat'] =>
  Object.fromEntries(
    Object.entries(map).map(([code, limit]) => [
      code,
      { ...limit, amount: (limit.amount * by) as MinorUnits },
    ]),
  );

/** The limits a trader works within: the max stake and payout limits times the multiplier. */
export function vipLimits(limits: BetLimits): BetLimits {
  return {
    ...limits,
    maxStakeLimit: scaled(limits.maxStakeLimit, VIP_STAKE_MULTIPLIER),
    payoutLimit: scaled(limits.payoutLimit, VIP_STAKE_MULTIPLIER),
  };
}

/**
 * Whether a bet may be sent as a VIP bet, in this order:
 * 1. a single or combo, staked with the player's own money (no freebet, no bonus);
 * 2. refused by the max stake or an error payout limit; a bet placeable as it is, or refused by
 *    the selection or odds limit, is not for review;
 * 3. within the VIP ceiling: the same limits times `VIP_STAKE_MULTIPLIER`;
 * 4. within the balance (the stake is held while the trader decides);
 * 5. within the player's own wager and loss limits.
 * Example: max stake €10,000, balance €20,000: €15,000 may be sent, €120,000 may not.
 */
export function vipBetEligibility(bet: TicketBet, context: VipContext): VipEligibility {
  if (!(VIP_BET_TYPES as readonly string[]).includes(bet.betType)) {
    return { ok: false, reason: 'bet_type' };
  }
  if (bet.bonus !== null || bet.freebetStake !== null || isBonusFundedStake(bet)) {
    return { ok: false, reason: 'bonus' };
  }
  const normal = checkBetLimits([bet], context.limits);
  if (normal.ok || normal.severity !== 'error') return { ok: false, reason: 'within_limits' };
  if (normal.kind !== 'max_stake' && normal.kind !== 'max_payout') {
    return { ok: false, reason: 'other_limit' };
  }
  const vip = checkBetLimits([bet], vipLimits(context.limits));
  if (!vip.ok && vip.severity === 'error') return { ok: false, reason: 'above_vip_ceiling' };
  const stake = betTotalStake(bet);
  if (stake > context.balance) return { ok: false, reason: 'balance' };
  if (context.stakeAllowance !== undefined && stake > context.stakeAllowance) {
    return { ok: false, reason: 'player_limit' };
  }
  return { ok: true };
}

export type VipCounterOfferRefusal =
  /** Neither the stake nor the odds differ from the request: that is an accept. */
  | 'unchanged'
  /** A counter stake above the requested one (the held stake) or not positive. */
  | 'stake'
  /** Odds that are not a valid price, or other odds for a combo (its legs keep their prices). */
  | 'odds';

/**
 * Whether a trader's counter-offer is one the player can confirm: a lower (positive) stake,
 * at most the held one, and/or other odds for a single. Answers null when it is.
 */
export function vipCounterOfferRefusal(
  request: { readonly type: string; readonly stake: MinorUnits; readonly odds: DecimalOdds },
  offer: { readonly stake: MinorUnits; readonly odds: DecimalOdds },
): VipCounterOfferRefusal | null {
  if (!Number.isSafeInteger(offer.stake) || offer.stake <= 0 || offer.stake > request.stake) {
    return 'stake';
  }
  const oddsChanged = compareOdds(offer.odds, request.odds) !== 0;
  if (oddsChanged && (request.type !== 'single' || !isValidWireOdds(offer.odds))) return 'odds';
  if (offer.stake === request.stake && !oddsChanged) return 'unchanged';
  return null;
}

/** The lifecycle of a VIP bet request. */
export type VipBetState =
  'pending' | 'countered' | 'accepted' | 'rejected' | 'declined' | 'expired';

/** States in which the stake is still held. */
export const VIP_HELD_STATES: readonly VipBetState[] = ['pending', 'countered'];

/** When a request in `state` lapses (the sweep releases its stake then), or null if it never does. */
export function vipDeadline(
  state: VipBetState,
  createdAt: Date,
  counteredAt: Date | null,
): Date | null {
  if (state === 'pending') return new Date(createdAt.getTime() + VIP_REVIEW_MS);
  if (state === 'countered' && counteredAt !== null) {
    return new Date(counteredAt.getTime() + VIP_COUNTER_OFFER_MS);
  }
  return null;
}

/** Whole seconds left until `deadline` (0 once passed), for the offer's countdown. */
export function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}
