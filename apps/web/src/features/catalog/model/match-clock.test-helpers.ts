import type { MatchClock } from './match-clock';

/** When the tests' clocks were read: 18:00 UTC on a match day. */
export const CLOCK_READ_AT = '2026-11-22T18:00:00.000Z';

/** A running clock at 67:12 read at `CLOCK_READ_AT`, with `overrides`. */
export const makeClock = (overrides: Partial<MatchClock> = {}): MatchClock => ({
  matchTime: '67:12',
  stoppageTime: null,
  stoppageTimeAnnounced: null,
  remainingTime: null,
  remainingTimeInPeriod: null,
  stopped: false,
  clockUpdatedAt: CLOCK_READ_AT,
  ...overrides,
});
