import type { TicketBet } from '../bet-slip/types';
import type { MinorUnits } from '../money/money';
import { clampStake, ZERO_MINOR_UNITS } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import { combineScaled, oddsToScaled, stakeTimesScaledOdds } from '../odds/odds';
import { betGrossReturn, betPotentialWin, betTotalStake } from '../potential-win/potential-win';
import { systemPotentialWin } from './system';

/** What a system bet may pay: at least `min` once it wins at all, at most `max`. */
export interface SystemWinRange {
  readonly min: MinorUnits;
  readonly max: MinorUnits;
}

/**
 * The win range of a k/n system at a stake per combination. The least it pays once it wins is
 * when the fewest combinations come in: exactly k selections win, and they are the k shortest
 * prices (one combination, stake × their combined odds). The most is when every selection wins
 * and every combination pays (`systemPotentialWin`). A 2/3 at €1 on 2.0, 3.0, 4.0 pays from €6
 * (2.0 and 3.0 win) to €26. No selections, or k outside 1..n, pay nothing.
 */
export function systemWinRange(
  stake: MinorUnits,
  odds: readonly DecimalOdds[],
  winCount: number,
): SystemWinRange {
  if (!Number.isInteger(winCount) || winCount < 1 || winCount > odds.length) {
    return { min: ZERO_MINOR_UNITS, max: ZERO_MINOR_UNITS };
  }
  const shortest = odds
    .map(oddsToScaled)
    .toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, winCount);
  return {
    min: stakeTimesScaledOdds(stake, combineScaled(shortest)),
    max: systemPotentialWin(stake, odds, winCount),
  };
}

/**
 * A system bet's win range as the slip shows it, or null for other bets. Like the potential win,
 * a no-risk, all-win or only-win freebet does not return its stake, so both ends lose it.
 */
export function betSystemWinRange(bet: TicketBet): SystemWinRange | null {
  if (bet.betType !== 'system' || bet.systemType === null) return null;
  const range = systemWinRange(
    bet.stake,
    bet.selections.map((selection) => selection.odds),
    bet.systemType.winCount,
  );
  // The potential win's own rule says whether this bet returns its stake with a win.
  const stake = betTotalStake(bet);
  if (bet.bonus === null || betPotentialWin(bet) === betGrossReturn(bet)) return range;
  return { min: clampStake(range.min - stake), max: clampStake(range.max - stake) };
}
