// The live cells of a match row (the clock with its period, each side's score) as text, for the
// server's render and for every later write by the live cells' controller alike (decision 0076).
// The cells are plain server markup; what moves them is the controller, not a component per cell.
import type { Match } from '@sportsbook/contract';
import { MATCH_STATUS } from '@sportsbook/domain';
import { type MatchClock, type PeriodScore, clockLabel, currentPeriod } from './match-clock';

/** What a live cell shows of a match: its status, stage and statistics. */
export type LiveMatchState = Pick<Match, 'status' | 'stage' | 'statistics'>;

type Pause = NonNullable<NonNullable<Match['statistics']>['pause']>;

/** The page's words for the cells, in its language. */
export interface LiveCellTexts {
  live: string;
  finished: string;
  interrupted: string;
  pauseShort: Record<Pause, string>;
  period: (period: PeriodScore) => string;
}

/** The row's match, on the article (`data-live-match="123"`). */
export const LIVE_MATCH_ATTRIBUTE = 'data-live-match';
/** A cell of the row: `clock`, `home` or `away`. */
export const LIVE_CELL_ATTRIBUTE = 'data-live-cell';
/** The clock cell's state, which the stylesheet follows: `live` (red, pulsing dot) or `over`. */
export const LIVE_STATE_ATTRIBUTE = 'data-state';
/** A running clock, as the controller counts it on (`clockAttribute`); absent when it stands. */
export const LIVE_CLOCK_ATTRIBUTE = 'data-clock';
/** The clock cell's minute and period, which the controller writes. */
export const LIVE_MINUTE_SELECTOR = '.live-minute';
export const LIVE_PERIOD_SELECTOR = '.live-period';

export interface LiveClockView {
  state: 'live' | 'over';
  /** The minute (68', 45+2', 05:12), the break (HT), "Live" without a clock, or the end. */
  minute: string;
  /** The stage or the period being played; empty when there is none or the match is over. */
  period: string;
  /** The clock when it runs, so the minute moves by itself; null when it stands. */
  running: MatchClock | null;
}

/**
 * The clock cell of a row: a live match shows its minute and period, a break shows as a break,
 * never as a stopped clock (decision 0047); a stopped match reads "interrupted", any other
 * "finished".
 */
export function liveClockView(
  state: LiveMatchState,
  nowMs: number,
  texts: LiveCellTexts,
): LiveClockView {
  if (state.status !== MATCH_STATUS.live) {
    const minute = state.status === MATCH_STATUS.stopped ? texts.interrupted : texts.finished;
    return { state: 'over', minute, period: '', running: null };
  }
  const pause = state.statistics?.pause ?? null;
  const clock = state.statistics?.clock ?? null;
  const minute = pause ? texts.pauseShort[pause] : clockLabel(clock, nowMs);
  const latest = currentPeriod(state.statistics);
  const period = state.stage ?? (latest ? texts.period(latest) : null);
  return {
    state: 'live',
    minute: minute ?? texts.live,
    period: period ?? '',
    running: !pause && clock && isCounting(clock) ? clock : null,
  };
}

// A clock read at an instant that cannot be read stands where it is, as `clockLabel` shows it.
const isCounting = (clock: MatchClock) =>
  !clock.stopped && !Number.isNaN(Date.parse(clock.clockUpdatedAt));

/** One side's score, or nothing while the feed sends none. */
export function liveScoreText(state: LiveMatchState, side: 'home' | 'away'): string {
  const score = state.statistics?.totalScore[side];
  return score === undefined ? '' : String(score);
}

/**
 * A running clock in one short attribute: the instant it was read (ms) and the three times
 * the labels count from, `-` for none: `1764151200000 67:12 - -`.
 */
export function clockAttribute(clock: MatchClock): string {
  return [
    Date.parse(clock.clockUpdatedAt),
    clock.matchTime ?? '-',
    clock.remainingTimeInPeriod ?? '-',
    clock.stoppageTime ?? '-',
  ].join(' ');
}

/** The running clock `clockAttribute` wrote, or null for anything else. */
export function parseClockAttribute(text: string | null): MatchClock | null {
  const parts = text?.split(' ');
  if (!parts || parts.length !== 4) return null;
  const [readAt, matchTime, remaining, stoppage] = parts as [string, string, string, string];
  const at = Number(readAt);
  if (!Number.isFinite(at) || parts.some((part) => part === '')) return null;
  const orNull = (value: string) => (value === '-' ? null : value);
  return {
    matchTime: orNull(matchTime),
    remainingTimeInPeriod: orNull(remaining),
    stoppageTime: orNull(stoppage),
    stoppageTimeAnnounced: null,
    remainingTime: null,
    stopped: false,
    clockUpdatedAt: new Date(at).toISOString(),
  };
}
