// The freebet progress bar's numbers (spec section 3 "Freebet progress"): a programme counts
// the player's qualifying bets; reaching a range's number of bets earns its freebets.

/** A freebet progress programme as the wire carries it (camelized). */
export interface FreebetProgressProgramme {
  readonly id: string;
  readonly name: string;
  readonly progressCount: number;
  readonly possibleProgressCount: number;
  readonly stakeCurrency: string;
  readonly minStake: number;
  readonly ranges: readonly {
    readonly numberOfBets: number;
    readonly numberOfFreebets: number;
    readonly issuedBonusAmount: number;
  }[];
}

export interface FreebetProgressView {
  readonly id: string;
  readonly name: string;
  /** Qualifying bets counted so far (capped at the goal). */
  readonly count: number;
  /** Bets placed that may still count once settled, on top of `count` (capped at the goal). */
  readonly possible: number;
  /** The bets the next range needs; null when every range is reached. */
  readonly goal: number | null;
  /** What the next range earns: how many freebets, of what amount (minor units). */
  readonly freebets: number;
  readonly amount: number;
  readonly currency: string;
  readonly minStake: number;
  /** 0..100, the share of the way to the next range. */
  readonly percent: number;
}

/** Where a programme stands: the next range not yet reached, and how far along it the player is. */
export function freebetProgressView(programme: FreebetProgressProgramme): FreebetProgressView {
  const ranges = programme.ranges.toSorted((a, b) => a.numberOfBets - b.numberOfBets);
  const next = ranges.find((range) => range.numberOfBets > programme.progressCount);
  const last = ranges.at(-1);
  const goal = next?.numberOfBets ?? null;
  const cap = goal ?? last?.numberOfBets ?? programme.progressCount;
  const count = Math.min(Math.max(programme.progressCount, 0), cap);
  const possible = Math.max(0, Math.min(programme.possibleProgressCount, cap) - count);
  return {
    id: programme.id,
    name: programme.name,
    count,
    possible,
    goal,
    freebets: next?.numberOfFreebets ?? 0,
    amount: next?.issuedBonusAmount ?? 0,
    currency: programme.stakeCurrency,
    minStake: programme.minStake,
    percent: goal === null ? 100 : goal === 0 ? 0 : Math.round((count / goal) * 100),
  };
}
