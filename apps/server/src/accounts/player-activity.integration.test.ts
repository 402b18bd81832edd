// Comp points, status groups, limits, betting sessions and activity tracking over the real
// migrations (PGlite, or PostgreSQL with DATABASE_URL).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { activityEvents, players, userLimits } from '../db/schema';
import { type ManualClock, manualClock } from '../shared/clock';
import { createTestDatabase } from '../testing/test-database';

const PLATFORM = '/api/platform';
const HOUR = 3_600_000;
/** Past the idle time of a betting session (5 min): the next start is a new session. */
const IDLE = 6 * 60_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;
let counter = 0;

interface Player {
  id: number;
  email: string;
  token: string;
  csrf: string;
  cookies: Record<string, string>;
}

async function call(method: 'GET' | 'POST', url: string, token?: string) {
  const res = await app.inject({
    method,
    url,
    remoteAddress: `10.3.0.${(counter++ % 250) + 1}`,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function signUp(): Promise<Player> {
  const res = await app.inject({
    method: 'POST',
    url: `${PLATFORM}/users/sign_up`,
    payload: {
      email: `activity${++counter}@example.test`,
      password: 'secret-password-1',
      currency: 'EUR',
      terms_accepted: true,
    },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Json;
  const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  return {
    id: body.user.id,
    email: body.user.email,
    token: body.token,
    csrf: body.csrf_token,
    cookies,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  clock = manualClock('2026-11-22T10:00:00Z');
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    activity: { sportsbookSessionLimit: 2, sportsbookSessionWindowMs: 24 * HOUR },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('signed-out calls', () => {
  it.each([
    ['GET', '/player/comp_points'],
    ['GET', '/player/status_groups'],
    ['GET', '/user_limits'],
    ['POST', '/sportsbook_sessions'],
    ['POST', '/sportsbook_sessions/continue'],
    ['POST', '/player/activity_limit_track'],
  ] as const)('%s %s answers 401', async (method, path) => {
    const res = await call(method, `${PLATFORM}${path}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

describe('GET /player/comp_points and /player/status_groups', () => {
  it('starts at 0 points on the bronze level', async () => {
    const player = await signUp();
    const res = await call('GET', `${PLATFORM}/player/comp_points`, player.token);
    expect(res.status).toBe(200);
    expect(res.body.points).toBe(0);
    expect(res.body.levels[0]).toEqual({
      id: 'bronze',
      name: 'Bronze',
      status: 'current',
      writeable: true,
      min: 0,
      max: 999,
    });
    expect(res.body.levels.map((l: Json) => l.status)).toEqual([
      'current',
      'locked',
      'locked',
      'locked',
    ]);
  });

  it('reads the persistent points field', async () => {
    const player = await signUp();
    await database.db.update(players).set({ compPoints: 5200 }).where(eq(players.id, player.id));
    const res = await call('GET', `${PLATFORM}/player/comp_points`, player.token);
    expect(res.body.points).toBe(5200);
    expect(res.body.levels.map((l: Json) => [l.id, l.status, l.writeable])).toEqual([
      ['bronze', 'completed', false],
      ['silver', 'completed', false],
      ['gold', 'current', true],
      ['platinum', 'locked', false],
    ]);
    const groups = await call('GET', `${PLATFORM}/player/status_groups`, player.token);
    expect(groups).toEqual({
      status: 200,
      body: {
        status_groups: [
          { id: 'loyalty', name: 'Loyalty', statuses: ['gold'] },
          { id: 'player', name: 'Player', statuses: [] },
        ],
      },
    });
  });
});

describe('GET /user_limits', () => {
  it('lists the player limits (empty by default)', async () => {
    const player = await signUp();
    expect(await call('GET', `${PLATFORM}/user_limits`, player.token)).toEqual({
      status: 200,
      body: { limits: [] },
    });
    await database.db
      .insert(userLimits)
      .values({ playerId: player.id, type: 'deposit', status: 'active' });
    const res = await call('GET', `${PLATFORM}/user_limits`, player.token);
    expect(res.body).toEqual({ limits: [{ type: 'deposit', status: 'active' }] });
  });
});

describe('POST /sportsbook_sessions', () => {
  it('starts sessions up to the limit per window, then answers 403', async () => {
    const player = await signUp();
    const first = await call('POST', `${PLATFORM}/sportsbook_sessions`, player.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      started_at: '2026-11-22T10:00:00.000Z',
      continued_at: '2026-11-22T10:00:00.000Z',
    });
    // Another tab's start carries on the running session: no new one.
    const sameSession = await call('POST', `${PLATFORM}/sportsbook_sessions`, player.token);
    expect(sameSession.body.id).toBe(first.body.id);
    clock.advance(IDLE);
    const second = await call('POST', `${PLATFORM}/sportsbook_sessions`, player.token);
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
    clock.advance(2 * 60_000);
    const continued = await call('POST', `${PLATFORM}/sportsbook_sessions/continue`, player.token);
    expect(continued.status).toBe(200);
    expect(continued.body).toMatchObject({
      id: second.body.id,
      continued_at: '2026-11-22T10:08:00.000Z',
    });
    clock.advance(IDLE);
    const third = await call('POST', `${PLATFORM}/sportsbook_sessions`, player.token);
    expect(third.status).toBe(403);
    expect(third.body.code).toBe('session_limit_reached');

    clock.advance(24 * HOUR);
    const again = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/users/sign_in`,
      payload: { login: player.email, password: 'secret-password-1' },
    });
    const token = (again.json() as Json).token as string;
    expect((await call('POST', `${PLATFORM}/sportsbook_sessions`, token)).status).toBe(200);
  });

  it('continue starts a session when there is none', async () => {
    const player = await signUp();
    const res = await call('POST', `${PLATFORM}/sportsbook_sessions/continue`, player.token);
    expect(res.status).toBe(200);
    expect(res.body.started_at).toBe(res.body.continued_at);
  });

  it('is unlimited by default', async () => {
    const unlimited = await buildApp({ database, clock, apiDocs: false });
    const player = await signUp();
    for (let i = 0; i < 4; i++) {
      const res = await unlimited.inject({
        method: 'POST',
        url: `${PLATFORM}/sportsbook_sessions`,
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(res.statusCode).toBe(200);
      clock.advance(IDLE);
    }
    await unlimited.close();
  });
});

describe('POST /player/activity_limit_track', () => {
  it('records activity; cookie calls need the CSRF header', async () => {
    const player = await signUp();
    const res = await call('POST', `${PLATFORM}/player/activity_limit_track`, player.token);
    expect(res).toEqual({
      status: 200,
      body: { tracked: true, used_seconds: 0, limit_seconds: null },
    });
    const noCsrf = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/player/activity_limit_track`,
      cookies: player.cookies,
    });
    expect(noCsrf.statusCode).toBe(403);
    const withCsrf = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/player/activity_limit_track`,
      cookies: player.cookies,
      headers: { 'x-csrf-token': player.csrf },
    });
    expect(withCsrf.statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.playerId, player.id));
    expect(rows).toHaveLength(2);
  });
});
