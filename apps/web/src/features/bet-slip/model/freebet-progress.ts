import { progressState } from '@sportsbook/domain';

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

/** Where a programme stands along its milestones (the domain's `progressState`). */
export function freebetProgressView(programme: FreebetProgressProgramme): FreebetProgressView {
  const state = progressState(
    programme.ranges.map((range) => ({
      number_of_bets: range.numberOfBets,
      number_of_freebets: range.numberOfFreebets,
    })),
    programme.progressCount,
  );
  const total = state.possibleProgressCount;
  const next = programme.ranges.find((range) => range.numberOfBets === state.next?.number_of_bets);
  const share = (bets: number) => (total === 0 ? 100 : Math.round((bets / total) * 100));
  return {
    id: programme.id,
    name: programme.name,
    count: state.progressCount,
    total,
    marks: programme.ranges
      .filter((range) => range.numberOfBets < total)
      .map((range) => share(range.numberOfBets))
      .toSorted((a, b) => a - b),
    next: next
      ? { bets: next.numberOfBets, freebets: next.numberOfFreebets, amount: next.issuedBonusAmount }
      : null,
    currency: programme.stakeCurrency,
    minStake: programme.minStake,
    percent: share(state.progressCount),
  };
}
