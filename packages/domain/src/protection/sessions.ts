// Betting sessions, the reality check and the session-time limit (spec sections 4, 8 and 9).
// Times are epoch milliseconds (UTC); the caller reads the clock.

const DAY_MS = 24 * 3_600_000;

/** A betting session as far as time goes: when it began and when it was last seen alive. */
export interface SessionSpan {
  startedAt: number;
  /** Its last sign of life (start, continue, activity ping) or, once ended, its end. */
  lastSeenAt: number;
  /** Set once the session ended (session-time limit reached); null while it may run. */
  endedAt: number | null;
}

/** Start of the UTC day holding `at`: the session-time limit counts per UTC day. */
export const utcDayStart = (at: number): number => at - (((at % DAY_MS) + DAY_MS) % DAY_MS);

/** The next UTC midnight after `at`: when a used-up session-time limit allows play again. */
export const nextUtcMidnight = (at: number): number => utcDayStart(at) + DAY_MS;

/**
 * A session runs while it has not ended and was seen within `idleMs` (the client pings every
 * 60 s while the player is there); a session not seen for longer is over.
 */
export function isSessionRunning(session: SessionSpan, now: number, idleMs: number): boolean {
  return session.endedAt === null && now - session.lastSeenAt <= idleMs;
}

/**
 * Session time used on the UTC day of `now`: each session counts from its start to its last
 * sign of life (its end once ended; `now` while it runs), clipped to the day.
 */
export function sessionTimeUsed(
  sessions: readonly SessionSpan[],
  now: number,
  idleMs: number,
): number {
  const dayStart = utcDayStart(now);
  let used = 0;
  for (const session of sessions) {
    const end = isSessionRunning(session, now, idleMs)
      ? now
      : (session.endedAt ?? session.lastSeenAt);
    const from = Math.max(session.startedAt, dayStart);
    const to = Math.min(end, now);
    if (to > from) used += to - from;
  }
  return used;
}

export interface SessionLimitState {
  /** The limit in ms; null: none. */
  limitMs: number | null;
  usedMs: number;
  reached: boolean;
  /** When the limit runs out (or ran out) if play goes on; null without a limit. */
  endsAt: number | null;
  /** When a session may start again once reached: the next UTC midnight; else null. */
  resumeAt: number | null;
}

/** Whether the daily session-time limit is reached at `now`, and when play can resume. */
export function sessionLimitState(
  limitMs: number | null,
  usedMs: number,
  now: number,
): SessionLimitState {
  if (limitMs === null) {
    return { limitMs, usedMs, reached: false, endsAt: null, resumeAt: null };
  }
  const reached = usedMs >= limitMs;
  return {
    limitMs,
    usedMs,
    reached,
    endsAt: now + (limitMs - usedMs),
    resumeAt: reached ? nextUtcMidnight(now) : null,
  };
}

export interface RealityCheckState {
  intervalMs: number | null;
  due: boolean;
  /** `continuedAt` + interval; null without an interval. */
  nextAt: number | null;
}

/**
 * The reality check is due one interval after the session started or was last continued
 * (answering the check is the deliberate "continue"); it stays due until answered.
 */
export function realityCheckState(
  intervalMs: number | null,
  continuedAt: number,
  now: number,
): RealityCheckState {
  if (intervalMs === null) return { intervalMs, due: false, nextAt: null };
  const nextAt = continuedAt + intervalMs;
  return { intervalMs, due: now >= nextAt, nextAt };
}

/** Money moved in a session, minor units: stakes taken and winnings paid back. */
export interface SessionMoney {
  stakes: number;
  winnings: number;
  /** Winnings minus stakes: negative is a loss. */
  net: number;
}

export const sessionMoney = (stakes: number, winnings: number): SessionMoney => ({
  stakes,
  winnings,
  net: winnings - stakes,
});
