import { isFreebetBonusType, type TicketBet } from '../bet-slip/types';
import { boostedFreebetPayout } from '../bonus/lootbox';
import { divFloor, divRoundHalfUp } from '../core/decimal';
import { isStakeFundingFreebet, paysWinningsOnly } from '../freebet/freebet-rules';
import type { MinorUnits } from '../money/money';
import { clampStake, sumMinorUnits, ZERO_MINOR_UNITS } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import {
  combineScaled,
  ODDS_ONE,
  ODDS_SCALE,
  oddsFromScaledExact,
  oddsToScaled,
  stakeTimesScaledOdds,
} from '../odds/odds';
import {
  systemCombinationScaledOdds,
  systemPotentialWin,
  systemTotalStake,
} from '../system/system';

/**
 * Whether a bet's stake is paid by a no-risk, all-win or only-win freebet, not by the player's
 * cash (freebet/freebet-rules.ts).
 */
export function isBonusFundedStake(bet: Pick<TicketBet, 'bonus'>): boolean {
  return isStakeFundingFreebet(bet.bonus?.type);
}

/**
 * The stake a bet costs: the stake itself, or for a system the stake per combination times the
 * number of combinations (a €1 2/4 system costs €6).
 */
export function betTotalStake(bet: TicketBet): MinorUnits {
  return bet.betType === 'system' && bet.systemType !== null
    ? systemTotalStake(bet.stake, bet.systemType)
    : bet.stake;
}

/**
 * What the player pays for the slip: the sum of every bet's total stake, leaving out bets staked
 * by a no-risk, all-win or only-win freebet. Multi-singles add up single by single.
 */
export function ticketTotalStake(bets: readonly TicketBet[]): MinorUnits {
  return sumMinorUnits(bets.filter((bet) => !isBonusFundedStake(bet)).map(betTotalStake));
}

/**
 * Combined odds raised by a comboboost (both scaled 10^4). A boost of 1.05 means 5 % more
 * winnings: the winnings per unit, odds − 1, are multiplied by the boost, rounded half-up once.
 * A 3.00 combo boosted 1.05 becomes 1 + 2 × 1.05 = 3.10 (€10 wins €21 instead of €20, paying €31).
 * Odds of 1 or less have no winnings to boost.
 */
export function boostedOddsScaled(combinedScaled: bigint, boostScaled: bigint): bigint {
  if (combinedScaled <= ODDS_SCALE) return combinedScaled;
  return ODDS_SCALE + divRoundHalfUp((combinedScaled - ODDS_SCALE) * boostScaled, ODDS_SCALE);
}

/**
 * The price of a bet as one number (scaled 10^4): a single's odds; a combo's combined odds with a
 * comboboost's winnings boost (`boostedOddsScaled`); a custom bet's custom odds (the combined odds until quoted); for a
 * system, the highest-paying combination (the product of its k longest prices).
 */
export function betOddsScaled(bet: TicketBet): bigint {
  const legs = bet.selections.map((selection) => oddsToScaled(selection.odds));
  switch (bet.betType) {
    case 'custom':
      return bet.customOdds !== null ? oddsToScaled(bet.customOdds) : combineScaled(legs);
    case 'system': {
      const k = bet.systemType?.winCount ?? legs.length;
      return combineScaled(legs.toSorted((a, b) => (a > b ? -1 : a < b ? 1 : 0)).slice(0, k));
    }
    case 'combo':
      return bet.bonusOdds !== null
        ? boostedOddsScaled(combineScaled(legs), oddsToScaled(bet.bonusOdds))
        : combineScaled(legs);
    case 'single':
      return combineScaled(legs);
  }
}

/** The price of a bet (see `betOddsScaled`): 1.1 × 1.2 × 1.3 combo → 1.716. */
export function betOdds(bet: TicketBet): DecimalOdds {
  return bet.selections.length === 0 && bet.customOdds === null
    ? ODDS_ONE
    : oddsFromScaledExact(betOddsScaled(bet));
}

/**
 * What one unit of stake returns when everything wins (scaled 10^4): the bet's odds, or for a
 * system the sum of its combinations' odds (a 2/3 on 2.0, 3.0, 4.0 returns 6 + 8 + 12 = 26).
 * A stake entered as potential win is this multiplier's inverse.
 */
export function betReturnMultiplierScaled(bet: TicketBet): bigint {
  if (bet.betType === 'system' && bet.systemType !== null) {
    const odds = bet.selections.map((selection) => selection.odds);
    return systemCombinationScaledOdds(odds, bet.systemType.winCount).reduce((a, b) => a + b, 0n);
  }
  return betOddsScaled(bet);
}

/**
 * The gross return if everything wins, floored to minor units: stake × odds, and for a system the
 * sum over its combinations (each floored). €10 on a 1.716 combo returns €17.16.
 */
export function betGrossReturn(bet: TicketBet): MinorUnits {
  if (bet.betType === 'system' && bet.systemType !== null) {
    const odds = bet.selections.map((selection) => selection.odds);
    return systemPotentialWin(bet.stake, odds, bet.systemType.winCount);
  }
  return stakeTimesScaledOdds(bet.stake, betOddsScaled(bet));
}

/** The winnings multiplier of the freebet chosen for the bet (a lootbox booster), or null. */
export function chosenFreebetBoost(
  bet: Pick<TicketBet, 'bonus' | 'availableBonuses'>,
): number | null {
  const chosen = bet.bonus;
  if (chosen === null || !isFreebetBonusType(chosen.type)) return null;
  return bet.availableBonuses.freebet.find((f) => f.id === chosen.id)?.boostMultiplier ?? null;
}

/**
 * The potential win shown on the slip, what settlement pays when every leg wins: the gross
 * return, except that a no-risk or only-win freebet does not return its stake (€5 freebet at 3.0
 * wins €10, not €15). An all-win freebet pays stake and winnings; an amb ("freebet") pays like a
 * normal bet. A boosted freebet's winnings are multiplied by the rule settlement pays with
 * (`boostedFreebetPayout`): €5 no-risk at 3.0 boosted ×2 wins €20.
 */
export function betPotentialWin(bet: TicketBet): MinorUnits {
  const gross = betGrossReturn(bet);
  const stake = betTotalStake(bet);
  const paid = paysWinningsOnly(bet.bonus?.type) ? clampStake(gross - stake) : gross;
  return boostedFreebetPayout(paid, gross, stake, chosenFreebetBoost(bet));
}

/** The slip's potential win: the sum of every bet's potential win. */
export function totalPotentialWin(bets: readonly TicketBet[]): MinorUnits {
  return sumMinorUnits(bets.map(betPotentialWin));
}

/**
 * The profit if everything wins, what the payout limit bounds: gross return minus total stake,
 * whoever paid the stake. €10 at 2.5 profits €15.
 */
export function betProfit(bet: TicketBet): MinorUnits {
  return clampStake(betGrossReturn(bet) - betTotalStake(bet));
}

/**
 * The stake that wins a wanted amount, rounded down so the win is never more than asked:
 * wanting €100 at 1.716 stakes €58.27 (which returns €99.99).
 */
export function stakeForPotentialWin(bet: TicketBet, potentialWin: MinorUnits): MinorUnits {
  const multiplier = betReturnMultiplierScaled(bet);
  if (multiplier <= 0n) return ZERO_MINOR_UNITS;
  return clampStake(Number(divFloor(BigInt(potentialWin) * ODDS_SCALE, multiplier)));
}

/**
 * The player types the potential win instead of the stake: the stake follows from the odds and
 * later odds changes rescale it (see odds updates). Bets playing a freebet keep the freebet stake.
 */
export function setStakeFromPotentialWin(
  bets: readonly TicketBet[],
  betIndex: number,
  potentialWin: number,
): TicketBet[] {
  return bets.map((bet, index) =>
    index !== betIndex || bet.freebetStake !== null
      ? bet
      : {
          ...bet,
          stake: stakeForPotentialWin(bet, clampStake(potentialWin)),
          stakeSource: 'potential_win',
        },
  );
}
