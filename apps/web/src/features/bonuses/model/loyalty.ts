// Where the player stands in the loyalty levels (spec section 3 "comp-point level"): the
// current level, how far into it, and what the next one takes.

export interface LoyaltyLevel {
  id: string;
  name: string;
  status: string;
  min: number;
  max: number | null;
}

export interface LoyaltyStanding {
  level: string | null;
  /** 0..1 from the level's min to the next level's min; null at the open-ended top. */
  ratio: number | null;
  next: { name: string; pointsToGo: number } | null;
}

/**
 * The current level is the one the answer marks `current`, else the highest whose min the
 * points reach (1,250 points in Silver 1,000–4,999 → a quarter of the way to Gold at 5,000).
 */
export function loyaltyStanding(answer: {
  points: number;
  levels: readonly LoyaltyLevel[];
}): LoyaltyStanding {
  const levels = [...answer.levels].sort((a, b) => a.min - b.min);
  const current =
    levels.find((level) => level.status === 'current') ??
    [...levels].reverse().find((level) => answer.points >= level.min) ??
    null;
  const next = levels.find((level) => level.min > (current?.min ?? -Infinity)) ?? null;
  if (!next) return { level: current?.name ?? null, ratio: null, next: null };
  const from = current?.min ?? 0;
  const span = next.min - from;
  const ratio = span > 0 ? Math.min(1, Math.max(0, (answer.points - from) / span)) : 0;
  return {
    level: current?.name ?? null,
    ratio,
    next: { name: next.name, pointsToGo: Math.max(0, next.min - answer.points) },
  };
}
