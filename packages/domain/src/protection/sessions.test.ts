import { describe, expect, it } from 'vitest';
import {
  isSessionRunning,
  nextUtcMidnight,
  realityCheckState,
  sessionLimitState,
  sessionMoney,
  sessionTimeUsed,
  utcDayStart,
} from './sessions';

const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;
const IDLE = 5 * MIN;

describe('UTC days', () => {
  it('starts a day at midnight UTC and resumes at the next one', () => {
    expect(utcDayStart(at('2026-03-10T17:45:12.345Z'))).toBe(at('2026-03-10T00:00:00Z'));
    expect(nextUtcMidnight(at('2026-03-10T17:45:12.345Z'))).toBe(at('2026-03-11T00:00:00Z'));
    expect(nextUtcMidnight(at('2026-03-10T00:00:00Z'))).toBe(at('2026-03-11T00:00:00Z'));
  });
});

describe('isSessionRunning', () => {
  const session = { startedAt: at('2026-03-10T10:00Z'), lastSeenAt: at('2026-03-10T10:30Z') };
  it('runs while seen within the idle time and not ended', () => {
    expect(isSessionRunning({ ...session, endedAt: null }, at('2026-03-10T10:35Z'), IDLE)).toBe(
      true,
    );
    expect(isSessionRunning({ ...session, endedAt: null }, at('2026-03-10T10:35:01Z'), IDLE)).toBe(
      false,
    );
    expect(
      isSessionRunning(
        { ...session, endedAt: at('2026-03-10T10:30Z') },
        at('2026-03-10T10:31Z'),
        IDLE,
      ),
    ).toBe(false);
  });
});

describe('sessionTimeUsed', () => {
  const now = at('2026-03-10T12:00Z');
  it('counts a running session up to now', () => {
    const running = { startedAt: at('2026-03-10T11:00Z'), lastSeenAt: now - MIN, endedAt: null };
    expect(sessionTimeUsed([running], now, IDLE)).toBe(60 * MIN);
  });
  it('counts an idle session up to when it was last seen and an ended one up to its end', () => {
    const idle = {
      startedAt: at('2026-03-10T08:00Z'),
      lastSeenAt: at('2026-03-10T08:20Z'),
      endedAt: null,
    };
    const ended = {
      startedAt: at('2026-03-10T09:00Z'),
      lastSeenAt: at('2026-03-10T09:30Z'),
      endedAt: at('2026-03-10T09:30Z'),
    };
    expect(sessionTimeUsed([idle, ended], now, IDLE)).toBe(50 * MIN);
  });
  it('counts only the part of a session after midnight', () => {
    const overnight = {
      startedAt: at('2026-03-09T23:30Z'),
      lastSeenAt: at('2026-03-10T00:45Z'),
      endedAt: null,
    };
    expect(sessionTimeUsed([overnight], now, IDLE)).toBe(45 * MIN);
  });
  it('is zero without sessions', () => {
    expect(sessionTimeUsed([], now, IDLE)).toBe(0);
  });
});

describe('sessionLimitState', () => {
  const now = at('2026-03-10T12:00Z');
  it('has no end without a limit', () => {
    expect(sessionLimitState(null, 5 * 3_600_000, now)).toEqual({
      limitMs: null,
      usedMs: 5 * 3_600_000,
      reached: false,
      endsAt: null,
      resumeAt: null,
    });
  });
  it('says when the limit runs out while under it', () => {
    const state = sessionLimitState(60 * MIN, 45 * MIN, now);
    expect(state.reached).toBe(false);
    expect(state.endsAt).toBe(now + 15 * MIN);
    expect(state.resumeAt).toBeNull();
  });
  it('is reached at the limit exactly, and play resumes at the next UTC midnight', () => {
    const state = sessionLimitState(60 * MIN, 60 * MIN, now);
    expect(state.reached).toBe(true);
    expect(state.endsAt).toBe(now);
    expect(state.resumeAt).toBe(at('2026-03-11T00:00Z'));
  });
  it('is not reached one millisecond before', () => {
    expect(sessionLimitState(60 * MIN, 60 * MIN - 1, now).reached).toBe(false);
  });
});

describe('realityCheckState', () => {
  const continuedAt = at('2026-03-10T12:00Z');
  it('is never due without an interval', () => {
    expect(realityCheckState(null, continuedAt, continuedAt + 10 * 3_600_000)).toEqual({
      intervalMs: null,
      due: false,
      nextAt: null,
    });
  });
  it('is due one interval after the start or the last continue, and stays due', () => {
    expect(realityCheckState(30 * MIN, continuedAt, continuedAt + 30 * MIN - 1).due).toBe(false);
    expect(realityCheckState(30 * MIN, continuedAt, continuedAt + 30 * MIN)).toEqual({
      intervalMs: 30 * MIN,
      due: true,
      nextAt: continuedAt + 30 * MIN,
    });
    expect(realityCheckState(30 * MIN, continuedAt, continuedAt + 90 * MIN).due).toBe(true);
  });
});

describe('sessionMoney', () => {
  it('nets winnings against stakes', () => {
    expect(sessionMoney(1500, 400)).toEqual({ stakes: 1500, winnings: 400, net: -1100 });
    expect(sessionMoney(0, 0)).toEqual({ stakes: 0, winnings: 0, net: 0 });
  });
});
