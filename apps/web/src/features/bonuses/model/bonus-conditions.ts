// The conditions of a bonus in words and numbers for the detail dialog (spec section 3): pure,
// so the dialog only lays them out.
import type { AnyBonus } from '../api/bonuses-api';

export interface ComboRange {
  /** "2–4" or "5+" selections. */
  from: number;
  to: number | null;
  /** The boost as a percentage of the winnings: bonus odds 1.10 → 10. */
  boostPercent: number;
}

/** A comboboost's ranges by selection count, fewest first. */
export function comboRanges(bonus: AnyBonus): ComboRange[] {
  if (bonus.type !== 'comboboost') return [];
  return [...bonus.ranges]
    .sort((a, b) => a.minCount - b.minCount)
    .map((range) => ({
      from: range.minCount,
      to: range.maxCount,
      boostPercent: Math.round((range.bonusOdds - 1) * 1000) / 10,
    }));
}

export interface FarmingProgress {
  points: number;
  available: number;
  potential: number;
  /** Points one freebet takes, when the answer says it. */
  target: number | null;
  /** 0..1 towards the next freebet, null without a target. */
  ratio: number | null;
}

/**
 * Progress towards the next farmed freebet: the available points left after the freebets
 * already farmed, against the points one takes (100 points a freebet, 250 farmed → 0.5).
 */
export function farmingProgress(bonus: AnyBonus): FarmingProgress | null {
  if (!('farming' in bonus) || !bonus.farming) return null;
  const { points, availablePoints, potentialPoints, pointsForFreebet } = bonus.farming;
  const target = pointsForFreebet ?? null;
  const ratio = target ? Math.min(1, (availablePoints % target) / target) : null;
  return { points, available: availablePoints, potential: potentialPoints, target, ratio };
}

/** The least odds per selection (or of the bet), when the bonus sets one. */
export function minOddsOf(bonus: AnyBonus): number | null {
  return 'minOdds' in bonus ? (bonus.minOdds ?? null) : null;
}

/** The event conditions named, each list's names joined; empty lists do not restrict. */
export function eventConditionNames(bonus: AnyBonus): string[] {
  if (!('eventConditions' in bonus)) return [];
  const conditions = bonus.eventConditions;
  return [
    ...conditions.sportType,
    ...conditions.sport,
    ...conditions.category,
    ...conditions.tournament,
    ...conditions.event,
  ].map((item) => item.name);
}
