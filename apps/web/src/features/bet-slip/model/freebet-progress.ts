// The freebet progress bar's numbers (spec section 3 "Freebet progress"): a programme counts
// the player's qualifying bets; each range is a milestone, and reaching its number of bets earns
// its freebets. The bar runs to the last milestone (`possibleProgressCount`).

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
  /** Qualifying bets counted so far (capped at the end of the bar). */
  readonly count: number;
  /** Where the bar ends: the last milestone's number of bets. */
  readonly total: number;
  /** The milestones along the bar, as a share of it (0..100), the last one excluded. */
  readonly marks: readonly number[];
  /** The next milestone not reached yet, null once the last is reached. */
  readonly next: {
    readonly bets: number;
    readonly freebets: number;
    readonly amount: number;
  } | null;
  readonly currency: string;
  readonly minStake: number;
  /** 0..100, how much of the bar is filled. */
  readonly percent: number;
}

/** Where a programme stands along its milestones. */
export function freebetProgressView(programme: FreebetProgressProgramme): FreebetProgressView {
  const ranges = programme.ranges.toSorted((a, b) => a.numberOfBets - b.numberOfBets);
  const total = Math.max(programme.possibleProgressCount, ranges.at(-1)?.numberOfBets ?? 0, 0);
  const count = Math.min(Math.max(programme.progressCount, 0), total);
  const next = ranges.find((range) => range.numberOfBets > count);
  const share = (bets: number) => (total === 0 ? 100 : Math.round((bets / total) * 100));
  return {
    id: programme.id,
    name: programme.name,
    count,
    total,
    marks: ranges
      .filter((range) => range.numberOfBets < total)
      .map((range) => share(range.numberOfBets)),
    next: next
      ? { bets: next.numberOfBets, freebets: next.numberOfFreebets, amount: next.issuedBonusAmount }
      : null,
    currency: programme.stakeCurrency,
    minStake: programme.minStake,
    percent: share(count),
  };
}
