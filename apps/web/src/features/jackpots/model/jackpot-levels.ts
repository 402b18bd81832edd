// How a jackpot's levels line up in the widget: smallest to largest (Mini, Major, Grand), known
// level codes first in that order, others by their pool.

interface Level {
  readonly code: string;
  readonly poolAmount: number;
}

const RANK: Readonly<Record<string, number>> = { mini: 0, minor: 1, major: 2, grand: 3, mega: 4 };

export function orderedLevels<L extends Level>(levels: readonly L[]): L[] {
  const rank = (level: L) => RANK[level.code.toLowerCase()] ?? Number.MAX_SAFE_INTEGER;
  return levels.toSorted((a, b) => rank(a) - rank(b) || a.poolAmount - b.poolAmount);
}
