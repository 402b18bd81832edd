// Freebet progress (spec section 3): a freebet campaign with progress ranges earns the player
// freebets as they place qualifying bets. Each range is a milestone: reaching `number_of_bets`
// qualifying bets earns `number_of_freebets` more freebets. The bar runs to the last milestone;
// bets past it are not counted.

export interface ProgressRange {
  readonly number_of_bets: number;
  readonly number_of_freebets: number;
}

export interface ProgressState {
  /** Qualifying bets counted (capped at the last milestone). */
  readonly progressCount: number;
  /** The last milestone: where the bar ends. */
  readonly possibleProgressCount: number;
  /** Freebets earned so far, over every milestone reached. */
  readonly earned: number;
  /** The next milestone not reached yet, null once the last is reached. */
  readonly next: ProgressRange | null;
}

const byBets = (ranges: readonly ProgressRange[]) =>
  ranges.toSorted((a, b) => a.number_of_bets - b.number_of_bets);

/** The freebets earned by `count` qualifying bets. */
export function freebetsEarned(ranges: readonly ProgressRange[], count: number): number {
  return ranges
    .filter((range) => count >= range.number_of_bets)
    .reduce((sum, range) => sum + range.number_of_freebets, 0);
}

/** The progress bar after `count` qualifying bets. */
export function progressState(ranges: readonly ProgressRange[], count: number): ProgressState {
  const sorted = byBets(ranges);
  const possible = sorted.at(-1)?.number_of_bets ?? 0;
  const counted = Math.max(0, Math.min(count, possible));
  return {
    progressCount: counted,
    possibleProgressCount: possible,
    earned: freebetsEarned(sorted, counted),
    next: sorted.find((range) => range.number_of_bets > counted) ?? null,
  };
}

/**
 * The freebets one more qualifying bet earns, after `before` were counted: what the milestones
 * between `before` (excluded) and `before + 1` give. Zero past the last milestone.
 */
export function freebetsForNextBet(ranges: readonly ProgressRange[], before: number): number {
  return freebetsEarned(ranges, before + 1) - freebetsEarned(ranges, before);
}

/** Whether a bet counts: its stake reaches the campaign's minimum stake in its currency. */
export function countsForProgress(
  minStakeByCurrency: Readonly<Record<string, number>>,
  currency: string,
  stake: number,
): boolean {
  const min = minStakeByCurrency[currency];
  return min !== undefined && stake >= min;
}
