// Farming (hunting, hunting tournament, lootbox; spec section 3): which bet farms, how many
// points a settled bet farms and how points turn into freebets. One rule each, used by the
// server at placement and settlement and by the slip to show what a bet would farm.
import { type MinorUnits, minorUnits } from '../money/money';

/** What a farming campaign asks of a bet (config `min_odds`, `min_stake` in the bet's currency). */
export interface FarmingRules {
  /** Decimal odds the bet's combined odds must reach; null: any. */
  readonly minOdds: number | null;
  /** The least stake in the bet's currency; null: the campaign has no amount in that currency. */
  readonly minStake: MinorUnits | null;
}

/** The facts of a bet that farming reads. */
export interface FarmingBet {
  /** The bet's combined decimal odds. */
  readonly odds: number;
  readonly stake: MinorUnits;
  /** Played with a freebet: its stake is bonus money, which farms nothing. */
  readonly freebet: boolean;
  /** Whether every selection meets the campaign's event conditions (the caller's predicate). */
  readonly meetsEventConditions: boolean;
}

export type FarmingRefusal =
  'freebet_stake' | 'currency_not_offered' | 'odds_too_low' | 'stake_too_low' | 'event_conditions';

/** Null when the bet farms for the campaign, else the first reason it does not. */
export function farmingRefusal(rules: FarmingRules, bet: FarmingBet): FarmingRefusal | null {
  if (bet.freebet) return 'freebet_stake';
  if (rules.minStake === null) return 'currency_not_offered';
  // Odds compared at three decimals, as the wire carries them.
  if (rules.minOdds !== null && Math.round(bet.odds * 1000) < Math.round(rules.minOdds * 1000)) {
    return 'odds_too_low';
  }
  if (bet.stake < rules.minStake) return 'stake_too_low';
  if (!bet.meetsEventConditions) return 'event_conditions';
  return null;
}

/**
 * Whole points a stake farms: `pointsPerUnit` per major unit staked (hundredths of a point
 * per unit are honoured), rounded down. `subunits` is the currency's minor units per major unit.
 */
export function pointsForStake(stake: MinorUnits, subunits: number, pointsPerUnit: number): number {
  const perUnitHundredths = BigInt(Math.round(pointsPerUnit * 100));
  return Number((BigInt(stake) * perUnitHundredths) / (BigInt(subunits) * 100n));
}

/**
 * The outcome of a settled bet for farming. A real sportsbook counts settled stakes whether won
 * or lost; a bet voided entirely (every leg void or cancelled) was never at risk and farms
 * nothing, so its potential points are dropped.
 */
export type FarmingSettlement = 'counted' | 'void';

/** Points a settled bet farms: its potential points unless it was voided. */
export function settledPoints(potentialPoints: number, outcome: FarmingSettlement): number {
  return outcome === 'void' ? 0 : potentialPoints;
}

/**
 * Turns points into freebets: one freebet for every `pointsForFreebet`, the rest kept as
 * available points. `freebets * pointsForFreebet + remaining === points` always (no point lost).
 */
export function convertPoints(
  points: number,
  pointsForFreebet: number,
): { freebets: number; remaining: number } {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`bad points ${points}`);
  if (!Number.isSafeInteger(pointsForFreebet) || pointsForFreebet < 1) {
    throw new RangeError(`bad points per freebet ${pointsForFreebet}`);
  }
  const freebets = Math.floor(points / pointsForFreebet);
  return { freebets, remaining: points - freebets * pointsForFreebet };
}

/**
 * What the player's points would be worth if every open qualifying bet counted: the freebets
 * of available plus potential points, times the freebet amount (the wire's
 * `potential_freebet_amount`).
 */
export function potentialFreebetAmount(
  availablePoints: number,
  potentialPoints: number,
  pointsForFreebet: number,
  freebetAmount: MinorUnits,
): MinorUnits {
  const { freebets } = convertPoints(availablePoints + potentialPoints, pointsForFreebet);
  return minorUnits(freebets * freebetAmount);
}

/** The average stake of `betsCount` bets summing `stakeSum` (0 without bets), rounded down. */
export function averageStake(stakeSum: MinorUnits, betsCount: number): MinorUnits {
  return betsCount === 0 ? minorUnits(0) : minorUnits(Math.floor(stakeSum / betsCount));
}

/** A bet's farming part as placed: the stake it farmed for and the points it would farm. */
export interface PlacedFarmingPart {
  readonly stake: MinorUnits;
  readonly potentialPoints: number;
}

/** What a part still farms with the stake its bet has left. */
export interface FarmingPartLeft {
  /** The stake that counts: towards a tournament's farmed amount, for a lootbox's minimum. */
  readonly stake: MinorUnits;
  readonly potentialPoints: number;
  /** False once the stake left is below the campaign's minimum (or nothing is left). */
  readonly counts: boolean;
}

/**
 * Farming follows the bet: after a partial cash-out the part farms in proportion to the stake
 * the bet has left (points rounded down, so two cash-outs in a row never farm more than one to
 * the same stake), and nothing once that stake is below the campaign's minimum — a lootbox,
 * which counts bets rather than stakes, counts the bet only while it still meets the minimum.
 * Always computed from the part as placed, so the order of cash-outs does not matter. A stake
 * left at or above the placed one (no cash-out) changes nothing. `minStake` null: no minimum.
 */
export function farmingPartLeft(
  placed: PlacedFarmingPart,
  stakeLeft: MinorUnits,
  minStake: MinorUnits | null,
): FarmingPartLeft {
  if (stakeLeft >= placed.stake) return { ...placed, counts: true };
  if (stakeLeft <= 0 || (minStake !== null && stakeLeft < minStake)) {
    return { stake: minorUnits(0), potentialPoints: 0, counts: false };
  }
  const points = (BigInt(placed.potentialPoints) * BigInt(stakeLeft)) / BigInt(placed.stake);
  return { stake: stakeLeft, potentialPoints: Number(points), counts: true };
}
