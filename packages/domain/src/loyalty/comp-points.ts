// Loyalty rules (decision 0030): comp points earned by a settled stake, and a player's place
// on the comp-point levels. The rate and the levels are the operator's data, passed in.

/** How many points a stake earns: `points` per `perMinorUnits` of stake, rounded down. */
export interface CompPointRate {
  readonly points: number;
  readonly perMinorUnits: number;
}

/** Bet results whose stake went back to the player: a stake returned earns no points. */
const RETURNED_STAKE_RESULTS: readonly string[] = ['refund_entire', 'canceled'];

/** Whether a bet settled with this result earns comp points (it was played, not voided). */
export function earnsCompPoints(result: string): boolean {
  return !RETURNED_STAKE_RESULTS.includes(result);
}

/** Points a settled cash stake earns (0 for a non-positive stake or rate). */
export function compPointsForStake(stake: number, rate: CompPointRate): number {
  if (!Number.isSafeInteger(stake) || stake <= 0) return 0;
  if (!Number.isInteger(rate.points) || rate.points <= 0) return 0;
  if (!Number.isInteger(rate.perMinorUnits) || rate.perMinorUnits <= 0) return 0;
  return Number((BigInt(stake) * BigInt(rate.points)) / BigInt(rate.perMinorUnits));
}

/** A level as the operator defines it: inclusive min and max points, max null at the top. */
export interface CompPointLevelDefinition {
  readonly id: string;
  readonly name: string;
  readonly min: number;
  readonly max: number | null;
}

export type CompPointLevelStatus = 'completed' | 'current' | 'locked';

export interface CompPointLevelStanding extends CompPointLevelDefinition {
  readonly status: CompPointLevelStatus;
  /** True on the level the player's points accrue to. */
  readonly writeable: boolean;
}

/** The levels (ordered by min) with the player's standing on each. */
export function compPointStanding(
  points: number,
  levels: readonly CompPointLevelDefinition[],
): CompPointLevelStanding[] {
  return [...levels]
    .sort((a, b) => a.min - b.min)
    .map((level) => {
      const above = level.max !== null && points > level.max;
      const status: CompPointLevelStatus = above
        ? 'completed'
        : points >= level.min
          ? 'current'
          : 'locked';
      return { ...level, status, writeable: status === 'current' };
    });
}

/** The level whose range holds the points, or null (a gap in the operator's levels). */
export function compPointLevelOf(
  points: number,
  levels: readonly CompPointLevelDefinition[],
): CompPointLevelDefinition | null {
  return (
    levels.find((level) => points >= level.min && (level.max === null || points <= level.max)) ??
    null
  );
}

/** Levels reached by moving from `before` to `after` points (each at most once, lowest first). */
export function compPointLevelsReached(
  before: number,
  after: number,
  levels: readonly CompPointLevelDefinition[],
): CompPointLevelDefinition[] {
  if (after <= before) return [];
  return [...levels]
    .sort((a, b) => a.min - b.min)
    .filter((level) => level.min > before && level.min <= after);
}
