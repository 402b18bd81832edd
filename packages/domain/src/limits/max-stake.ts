import type { TicketBet } from '../bet-slip/types';
import { type MinorUnits, minorUnits } from '../money/money';
import { betTotalStake, isBonusFundedStake } from '../potential-win/potential-win';
import { type BetLimits, checkBetLimits, limitForCurrency } from './bet-limits';

/** What bounds a bet's largest stake. */
export type MaxStakeLimitedBy = 'max_stake' | 'payout' | 'balance' | 'freebet' | 'player_limit';

export interface MaxStake {
  /** Stake per bet (per combination for a system), minor units; 0 when none can be placed. */
  readonly maxStake: MinorUnits;
  /** What bounds it; null when nothing does. */
  readonly limitedBy: MaxStakeLimitedBy | null;
}

export interface MaxStakeContext {
  /** The player's balance per currency code. */
  readonly balances: Readonly<Record<string, MinorUnits>>;
  readonly limits: BetLimits;
  /** The minimum stake per currency code (`minStakeFor`). */
  readonly minStakes: Readonly<Record<string, MinorUnits>>;
  /**
   * What the player's own wager and loss limits still allow to be staked, per currency code
   * (the tightest limit's remaining room); a currency without one is not bounded by it.
   */
  readonly stakeAllowances?: Readonly<Record<string, MinorUnits>>;
}

/** The largest stake considered when nothing else bounds it (a bonus-funded bet without limits). */
export const MAX_STAKE_CAP = 1e15;

/**
 * The largest stake of each bet of a slip (spec section 5), as the placement checks would take it:
 * - below the max stake limit and with the profit below an error payout limit (both reached "at
 *   or above"); the selection and odds limits do not depend on the stake;
 * - within the balance of its currency left by the other bets of the slip: each other bet paid
 *   in cash keeps its total stake, at least its minimum stake (it cannot be placed below it);
 * - within what the player's own wager or loss limit still allows, shared the same way by the
 *   slip's cash bets (a stake past it is refused at placement, code 150);
 * - a bet staked by a bonus-funded freebet is not paid from the balance and does not use it up:
 *   its stake is the freebet's when known;
 * - a cash bet whose largest stake is below the minimum stake cannot be placed: 0.
 * Example: €100 balance, two singles → each gets €100 minus the other's stake (at least €0.10).
 */
export function maxStakes(bets: readonly TicketBet[], context: MaxStakeContext): MaxStake[] {
  const limits: BetLimits = { ...context.limits, selectionLimit: null, oddsLimit: null };
  const minStakeOf = (bet: TicketBet) => context.minStakes[bet.currency] ?? 0;
  const combinationsOf = (bet: TicketBet) => betTotalStake({ ...bet, stake: minorUnits(1) });
  const reservedBy = (bet: TicketBet) =>
    isBonusFundedStake(bet)
      ? 0
      : betTotalStake({ ...bet, stake: minorUnits(Math.max(bet.stake, minStakeOf(bet))) });

  return bets.map((bet, index) => {
    const bonusFunded = isBonusFundedStake(bet);
    const combinations = combinationsOf(bet);
    const limitOk = (stake: number) => {
      const result = checkBetLimits([{ ...bet, stake: minorUnits(stake) }], limits);
      return result.ok || result.severity !== 'error';
    };
    let high: number;
    let limitedBy: MaxStakeLimitedBy | null;
    if (bonusFunded) {
      high = bet.freebetStake ?? MAX_STAKE_CAP;
      limitedBy = bet.freebetStake === null ? null : 'freebet';
    } else {
      const others = bets.reduce(
        (sum, other, j) =>
          j !== index && other.currency === bet.currency ? sum + reservedBy(other) : sum,
        0,
      );
      const left = Math.max(0, (context.balances[bet.currency] ?? 0) - others);
      high = Math.floor(left / combinations);
      limitedBy = 'balance';
      const allowance = context.stakeAllowances?.[bet.currency];
      if (allowance !== undefined) {
        const room = Math.floor(Math.max(0, allowance - others) / combinations);
        if (room < high) {
          high = room;
          limitedBy = 'player_limit';
        }
      }
    }
    let stake = high;
    if (high > 0 && !limitOk(high)) {
      let low = 0;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (limitOk(mid)) low = mid;
        else high = mid - 1;
      }
      stake = low;
      const maxStakeLimit = limitForCurrency(limits.maxStakeLimit, bet.currency);
      limitedBy =
        maxStakeLimit !== undefined && (stake + 1) * combinations >= maxStakeLimit.amount
          ? 'max_stake'
          : 'payout';
    }
    if (!bonusFunded && stake < minStakeOf(bet)) stake = 0;
    return { maxStake: minorUnits(stake), limitedBy };
  });
}
