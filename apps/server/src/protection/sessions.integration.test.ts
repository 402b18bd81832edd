// Betting sessions, the reality-check info and activity tracking that limits, over the real
// migrations (PGlite, or PostgreSQL with DATABASE_URL), on a manual clock.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { type ManualClock, manualClock } from '../shared/clock';
import { signUpPlayer } from '../testing/bettor';
import { createTestDatabase } from '../testing/test-database';

const PLATFORM = '/api/platform';
const MIN = 60_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;

async function call(method: 'GET' | 'POST', path: string, token?: string) {
  const res = await app.inject({
    method,
    url: `${PLATFORM}${path}`,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const start = (token: string) => call('POST', '/sportsbook_sessions', token);
const info = (token: string) => call('GET', '/sportsbook_sessions/current', token);
const ping = (token: string) => call('POST', '/player/activity_limit_track', token);

/** Plays for `minutes`: the clock moves a minute at a time and the client pings each minute. */
async function play(token: string, minutes: number) {
  let last = { status: 0, body: {} as Json };
  for (let i = 0; i < minutes; i++) {
    clock.advance(MIN);
    last = await ping(token);
    if (last.status !== 200) return last;
  }
  return last;
}

const nextMidnight = () => {
  const next = new Date(clock.now());
  next.setUTCHours(24, 0, 0, 0);
  return next;
};

/** A new player at 09:00 of a fresh UTC day (so the day's session time starts at 0). */
async function newDayPlayer(): Promise<{ token: string; email: string }> {
  clock.set(new Date(nextMidnight().getTime() + 9 * 60 * MIN));
  return signUpPlayer(app, { prefix: 'sessions' });
}
const newDay = async () => (await newDayPlayer()).token;

async function signIn(email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${PLATFORM}/users/sign_in`,
    payload: { login: email, password: 'secret-password-1' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).token as string;
}

beforeAll(async () => {
  database = await createTestDatabase();
  clock = manualClock('2026-03-10T09:00:00Z');
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    timeLimitDefaults: { sessionTimeLimitMs: 60 * MIN, realityCheckIntervalMs: 20 * MIN },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('signed out', () => {
  it('answers 401 on every session call', async () => {
    expect((await call('POST', '/sportsbook_sessions')).status).toBe(401);
    expect((await call('POST', '/sportsbook_sessions/continue')).status).toBe(401);
    expect((await call('GET', '/sportsbook_sessions/current')).status).toBe(401);
    expect((await call('POST', '/player/activity_limit_track')).status).toBe(401);
  });
});

describe('GET /sportsbook_sessions/current (the reality-check poll)', () => {
  it('answers 400 no_sportsbook_session before a session starts: the client stops polling', async () => {
    const token = await newDay();
    const res = await info(token);
    expect(res).toMatchObject({ status: 400, body: { code: 'no_sportsbook_session' } });
  });

  it('tells the duration, the money, the reality check and the session-time limit', async () => {
    const token = await newDay();
    const started = await start(token);
    expect(started.status).toBe(200);
    const at = clock.now().getTime();
    const res = await info(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: started.body.id,
      started_at: new Date(at).toISOString(),
      continued_at: new Date(at).toISOString(),
      duration_seconds: 0,
      totals: [],
      reality_check: {
        interval_seconds: 1200,
        due: false,
        next_at: new Date(at + 20 * MIN).toISOString(),
      },
      session_limit: {
        limit_seconds: 3600,
        used_seconds: 0,
        ends_at: new Date(at + 60 * MIN).toISOString(),
        reached: false,
        resume_at: null,
      },
    });
    const cached = await app.inject({
      method: 'GET',
      url: `${PLATFORM}/sportsbook_sessions/current`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cached.headers['cache-control']).toBe('no-store');
  });

  it('makes the reality check due after the interval until the player continues', async () => {
    const token = await newDay();
    await start(token);
    await play(token, 19);
    expect((await info(token)).body.reality_check.due).toBe(false);
    await play(token, 1);
    const due = await info(token);
    expect(due.body.reality_check.due).toBe(true);
    expect(due.body.duration_seconds).toBe(20 * 60);
    await play(token, 3);
    expect((await info(token)).body.reality_check.due).toBe(true);

    const continued = await call('POST', '/sportsbook_sessions/continue', token);
    expect(continued.status).toBe(200);
    expect(continued.body.id).toBe(due.body.id);
    expect(continued.body.continued_at).toBe(clock.now().toISOString());
    const after = await info(token);
    expect(after.body.reality_check).toEqual({
      interval_seconds: 1200,
      due: false,
      next_at: new Date(clock.now().getTime() + 20 * MIN).toISOString(),
    });
    expect(after.body.started_at).toBe(due.body.started_at);
  });

  it('ends a session not pinged for longer than the idle time: 400, and a start is a new session', async () => {
    const token = await newDay();
    const first = await start(token);
    await play(token, 10);
    clock.advance(5 * MIN);
    expect((await info(token)).status).toBe(200);
    clock.advance(1);
    expect((await info(token)).body.code).toBe('no_sportsbook_session');
    const second = await start(token);
    expect(second.body.id).not.toBe(first.body.id);
    // The idle session counted up to its last ping: 10 minutes.
    expect((await info(token)).body.session_limit.used_seconds).toBe(10 * 60);
  });
});

describe('the session-time limit', () => {
  it('ends the session at the limit: the ping answers 401 and a start 403 until the next UTC midnight', async () => {
    const { token, email } = await newDayPlayer();
    await start(token);
    const under = await play(token, 59);
    expect(under).toEqual({
      status: 200,
      body: { tracked: true, used_seconds: 59 * 60, limit_seconds: 3600 },
    });
    const resumeAt = nextMidnight().toISOString();
    const reached = await play(token, 1);
    expect(reached).toEqual({
      status: 401,
      body: {
        code: 'activity_limit_reached',
        message: expect.any(String),
        resume_at: resumeAt,
      },
    });
    expect((await info(token)).status).toBe(400);
    const refused = await start(token);
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'session_limit_reached', resume_at: resumeAt },
    });
    const continued = await call('POST', '/sportsbook_sessions/continue', token);
    expect(continued.status).toBe(403);
    // Pings keep answering 401 while the limit is used up.
    expect((await ping(token)).status).toBe(401);

    // Signing in again is allowed; play is not until midnight.
    clock.set(new Date(Date.parse(resumeAt) - 1));
    const late = await signIn(email);
    expect((await start(late)).status).toBe(403);
    clock.set(new Date(resumeAt));
    const again = await start(late);
    expect(again.status).toBe(200);
    expect((await info(late)).body.session_limit).toMatchObject({
      used_seconds: 0,
      reached: false,
    });
  });

  it('adds up the day’s sessions', async () => {
    const token = await newDay();
    await start(token);
    await play(token, 30);
    clock.advance(10 * MIN);
    await start(token);
    await play(token, 29);
    expect((await info(token)).body.session_limit).toMatchObject({
      used_seconds: 59 * 60,
      reached: false,
    });
    expect((await play(token, 1)).status).toBe(401);
  });

  it('is not enforced without a limit', async () => {
    const unlimited = await buildApp({
      database,
      clock,
      apiDocs: false,
      timeLimitDefaults: { sessionTimeLimitMs: 0, realityCheckIntervalMs: 0 },
    });
    const { token } = await signUpPlayer(unlimited, { prefix: 'sessions' });
    const started = await unlimited.inject({
      method: 'POST',
      url: `${PLATFORM}/sportsbook_sessions`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(started.statusCode).toBe(200);
    const res = await unlimited.inject({
      method: 'GET',
      url: `${PLATFORM}/sportsbook_sessions/current`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((res.json() as Json).reality_check).toEqual({
      interval_seconds: null,
      due: false,
      next_at: null,
    });
    expect((res.json() as Json).session_limit).toMatchObject({
      limit_seconds: null,
      ends_at: null,
      reached: false,
    });
    await unlimited.close();
  });
});
