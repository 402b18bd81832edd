// The match clock of spec section 3 as shown to players. The feed sends the clock as text
// (`67:12`) with the instant it was read; a running clock keeps counting from there.
import type { Match } from '@sportsbook/contract';

export type MatchClock = NonNullable<NonNullable<Match['statistics']>['clock']>;

/** `67:12` → 4032 seconds; anything else → null. */
export function parseClockText(text: string | null): number | null {
  if (!text) return null;
  const match = /^(\d+):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Seconds since the clock was read, when it runs (never negative). */
function runningFor(clock: MatchClock, nowMs: number): number {
  if (clock.stopped) return 0;
  const readAt = Date.parse(clock.clockUpdatedAt);
  if (Number.isNaN(readAt)) return 0;
  return Math.max(0, Math.floor((nowMs - readAt) / 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');
const mmss = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

/**
 * The short clock of a match row, football style: the minute being played (67:12 → 68'), with
 * stoppage time after the regular minute (45:00 + 1:30 stoppage → 45+2'). Sports that count
 * down show the time left in the period (05:12). Null when the feed sends no usable clock.
 */
export function clockLabel(clock: MatchClock | null, nowMs: number): string | null {
  if (!clock) return null;
  const running = runningFor(clock, nowMs);
  const remaining = parseClockText(clock.remainingTimeInPeriod);
  if (remaining !== null) return mmss(Math.max(0, remaining - running));
  const played = parseClockText(clock.matchTime);
  if (played === null) return null;
  const stoppage = parseClockText(clock.stoppageTime);
  if (stoppage !== null) {
    return `${Math.floor(played / 60)}+${Math.floor((stoppage + running) / 60) + 1}'`;
  }
  return `${Math.floor((played + running) / 60) + 1}'`;
}

/** The full running clock of the scoreboard: 67:45, or the time left in the period. */
export function clockTime(clock: MatchClock | null, nowMs: number): string | null {
  if (!clock) return null;
  const running = runningFor(clock, nowMs);
  const remaining = parseClockText(clock.remainingTimeInPeriod);
  if (remaining !== null) return mmss(Math.max(0, remaining - running));
  const played = parseClockText(clock.matchTime);
  if (played === null) return null;
  const stoppage = parseClockText(clock.stoppageTime);
  if (stoppage !== null) return `${mmss(played)} +${mmss(stoppage + running)}`;
  return mmss(played + running);
}

/** Whether the clock moves by itself, so the view needs to tick. */
export const isClockRunning = (clock: MatchClock | null) => clock !== null && !clock.stopped;

export type PeriodScore = NonNullable<Match['statistics']>['periodScore'][number];

/** The period being played, for feeds that send no stage: the last period score. */
export function currentPeriod(statistics: Match['statistics']): PeriodScore | null {
  const periods = statistics?.periodScore ?? [];
  let latest: PeriodScore | undefined;
  for (const period of periods) if (!latest || period.number > latest.number) latest = period;
  return latest ?? null;
}
