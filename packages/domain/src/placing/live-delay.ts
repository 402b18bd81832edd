import { MATCH_STATUS, type MatchStatus } from '../match/status';

/** The in-play acceptance delay: how long a bet on a live match waits before it is re-checked. */
export interface LiveDelayConfig {
  /** The delay of every sport without its own, in milliseconds. */
  readonly defaultMs: number;
  /** Per sport key, overriding `defaultMs` (e.g. `{ tennis: 3000 }`). */
  readonly bySportMs: Readonly<Record<string, number>>;
}

/** What the delay depends on: whether a selection's match is in play, and its sport. */
export interface DelayedSelection {
  readonly matchStatus: MatchStatus;
  readonly sportKey: string;
}

/**
 * The delay a placement waits before its bets are taken (spec section 5): the longest delay
 * among the sports of its in-play selections, 0 when none is in play. Prematch selections never
 * wait; a placement mixing several live sports waits for the slowest.
 */
export function liveDelayMs(
  selections: Iterable<DelayedSelection>,
  config: LiveDelayConfig,
): number {
  let delay = 0;
  for (const selection of selections) {
    if (selection.matchStatus !== MATCH_STATUS.live) continue;
    delay = Math.max(delay, config.bySportMs[selection.sportKey] ?? config.defaultMs);
  }
  return delay;
}
