// Time-out, self-exclusion, the panic button and the pve flag's operator API, over the real
// migrations (PGlite, or PostgreSQL with DATABASE_URL): what a restricted player can no longer
// do, that nothing lifts a restriction early, that open bets still settle and pay, and that a
// panic pressed while bets are being placed lets no bet through once it has committed.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import type { Database } from '../db/client';
import {
  accountRestrictions,
  bets,
  ledgerEntries,
  matches,
  playerAccounts,
  players,
} from '../db/schema';
import type { FeedMarket } from '../feed/feed-model';
import { FeedRepository } from '../feed-runner/feed-repository';
import { type FeedRunner, createFeedRunner } from '../feed-runner/feed-runner';
import { manualClock } from '../shared/clock';
import { balanceOf, placeBets, signUpPlayer } from '../testing/bettor';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { createTestDatabase } from '../testing/test-database';

const PLATFORM = '/api/platform';
const OPERATOR = '/api/operator';
const DAY = 24 * 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let runner: FeedRunner;
let feed: ReturnType<typeof scriptedFeed>;
let arsenalChelsea: number;
/** The match whose result market one test settles. */
let liverpoolEverton: number;
// Bets are placed at NOW (prematch); tests that move time build their own app below.
const clock = manualClock(NOW);

const single = (stake: number, matchId = arsenalChelsea) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 }],
    },
  ],
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { token, payload, on = app }: { token?: string; payload?: unknown; on?: FastifyInstance } = {},
) {
  const res = await on.inject({
    method,
    url,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const operator = (
  method: 'PUT' | 'DELETE',
  playerId: number | string,
  key = DEV_OPERATOR_API_KEY,
) =>
  app.inject({
    method,
    url: `${OPERATOR}/players/${playerId}/pve`,
    headers: { authorization: `Bearer ${key}` },
  });

const operatorIssuesFreebet = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `${OPERATOR}/freebets`,
    headers: { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` },
    payload: { email, type: 'freebet_all_win', amount: 1000, currency: 'EUR' },
  });
  return { status: res.statusCode, body: res.json() as Json };
};

async function signIn(email: string, on = app) {
  return call('POST', `${PLATFORM}/users/sign_in`, {
    payload: { login: email, password: 'secret-password-1' },
    on,
  });
}

const playerIdOf = async (token: string, on = app) =>
  (await call('GET', `${PLATFORM}/player`, { token, on })).body.id as number;

beforeAll(async () => {
  database = await createTestDatabase();
  feed = scriptedFeed(catalogSnapshot());
  runner = createFeedRunner({
    feed,
    repository: new FeedRepository(database.db),
    clock,
    tickMs: 1000,
  });
  await runner.seed();
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
    feedChanges: runner,
  });
  const idOf = async (urn: string) =>
    (await database.db.select({ id: matches.id }).from(matches).where(eq(matches.urnId, urn)))[0]
      ?.id as number;
  arsenalChelsea = await idOf('sr:match:1001');
  liverpoolEverton = await idOf('sr:match:1002');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('restriction calls', () => {
  it('answer 401 signed out', async () => {
    expect((await call('GET', `${PLATFORM}/player/restrictions`)).status).toBe(401);
    expect((await call('POST', `${PLATFORM}/player/restrictions/panic`)).status).toBe(401);
    const timeOut = await call('POST', `${PLATFORM}/player/restrictions/time_out`, {
      payload: { period: '24h' },
    });
    expect(timeOut.status).toBe(401);
  });

  it('refuse bad input with 400 naming the field', async () => {
    const { token } = await signUpPlayer(app, { prefix: 'restricted' });
    const cases: [string, unknown, string][] = [
      ['time_out', { period: '2h' }, 'period'],
      ['time_out', { period: '6m' }, 'period'],
      ['time_out', {}, 'period'],
      ['time_out', { period: 24 }, 'period'],
      ['time_out', { period: '24h', extra: 1 }, 'body'],
      ['self_exclusion', { period: '24h' }, 'period'],
      ['self_exclusion', { period: '1 year' }, 'period'],
      ['self_exclusion', { period: null }, 'period'],
    ];
    for (const [path, payload, field] of cases) {
      const res = await call('POST', `${PLATFORM}/player/restrictions/${path}`, { token, payload });
      expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.field).toContain(field);
    }
    const noBody = await call('POST', `${PLATFORM}/player/restrictions/time_out`, { token });
    expect(noBody.status).toBe(400);
    // Nothing was recorded, and the player is still signed in.
    const list = await call('GET', `${PLATFORM}/player/restrictions`, { token });
    expect(list).toEqual({ status: 200, body: { restrictions: [] } });
  });
});

describe('a time-out', () => {
  it('signs the player out everywhere and refuses sign-in until it ends; nothing lifts it', async () => {
    // Its own clock: this test moves a week on.
    const weekClock = manualClock(NOW);
    const own = await buildApp({ database, clock: weekClock, apiDocs: false });
    const { token, email } = await signUpPlayer(own, { prefix: 'restricted' });
    const other = (await signIn(email, own)).body.token as string;
    const res = await call('POST', `${PLATFORM}/player/restrictions/time_out`, {
      token,
      payload: { period: '1w' },
      on: own,
    });
    expect(res.status).toBe(200);
    const restriction = res.body.restriction;
    expect(restriction).toEqual({
      id: expect.any(Number),
      type: 'coolingoff',
      strategy: 'timeout',
      status: 'active',
      period: '1w',
      parent_type: null,
      disable_at: new Date(NOW.getTime() + 7 * DAY).toISOString(),
      created_at: NOW.toISOString(),
      confirm_until: null,
    });
    // Both sessions ended at once.
    expect((await call('GET', `${PLATFORM}/player`, { token, on: own })).status).toBe(401);
    expect((await call('GET', `${PLATFORM}/player`, { token: other, on: own })).status).toBe(401);

    const refused = await signIn(email, own);
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 'account_restricted',
        message: expect.any(String),
        restriction_type: 'coolingoff',
        disable_at: restriction.disable_at,
      },
    });
    // A wrong password learns nothing of it.
    const wrong = await call('POST', `${PLATFORM}/users/sign_in`, {
      payload: { login: email, password: 'wrong-password-1' },
      on: own,
    });
    expect(wrong.status).toBe(401);

    // No call lifts it: there is no such route, and the row stays as it was.
    for (const method of ['DELETE', 'PUT'] as const) {
      const lift = await call(method, `${PLATFORM}/player/restrictions/${restriction.id}`, {
        on: own,
      });
      expect(lift.status).toBe(404);
    }
    const lift = await call('DELETE', `${PLATFORM}/player/restrictions`, { on: own });
    expect(lift).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });

    weekClock.set(new Date(Date.parse(restriction.disable_at) - 1));
    expect((await signIn(email, own)).status).toBe(403);
    weekClock.set(new Date(restriction.disable_at));
    const back = await signIn(email, own);
    expect(back.status).toBe(200);
    const list = await call('GET', `${PLATFORM}/player/restrictions`, {
      token: back.body.token,
      on: own,
    });
    expect(list.body.restrictions).toEqual([{ ...restriction, status: 'disabled' }]);
    await own.close();
  });

  it('lets open bets settle and pay out', async () => {
    const { token, email } = await signUpPlayer(app, { deposit: 5000, prefix: 'restricted' });
    const placed = await placeBets(app, token, single(1000, liverpoolEverton));
    expect(placed.status).toBe(200);
    const playerId = await playerIdOf(token);
    const res = await call('POST', `${PLATFORM}/player/restrictions/time_out`, {
      token,
      payload: { period: '24h' },
    });
    expect(res.status).toBe(200);

    const market = footballMarkets('sr:match:1002').find((m) => m.marketId === 1) as FeedMarket;
    feed.queue({
      ...noChanges(NOW),
      markets: [
        {
          ...market,
          status: -3,
          outcomes: market.outcomes.map((o) => ({ ...o, result: o.id === '1' ? 'win' : 'lose' })),
        },
      ],
    });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    const [bet] = await database.db
      .select({ status: bets.status, winAmount: bets.winAmount })
      .from(bets)
      .where(eq(bets.playerId, playerId));
    expect(bet).toEqual({ status: 'done', winAmount: 2100n });
    // The balance is the player's: 4000 left + 2100 won, seen once the time-out ends.
    const [sum] = await database.db
      .select({ total: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries)
      .innerJoin(playerAccounts, eq(playerAccounts.id, ledgerEntries.accountId))
      .where(eq(playerAccounts.playerId, playerId));
    expect(Number(sum?.total)).toBe(6100);
    expect((await signIn(email)).status).toBe(403);
  });
});

describe('a self-exclusion', () => {
  it('runs for calendar months and refuses sign-in until then', async () => {
    const { token, email } = await signUpPlayer(app, { prefix: 'restricted' });
    const res = await call('POST', `${PLATFORM}/player/restrictions/self_exclusion`, {
      token,
      payload: { period: '6m' },
    });
    expect(res.status).toBe(200);
    expect(res.body.restriction).toMatchObject({
      type: 'selfexclusion',
      strategy: 'selfexclusion',
      status: 'active',
      period: '6m',
      disable_at: '2027-05-22T12:00:00.000Z',
    });
    expect((await signIn(email)).body).toMatchObject({
      code: 'account_restricted',
      restriction_type: 'selfexclusion',
      disable_at: '2027-05-22T12:00:00.000Z',
    });
  });
});

describe('the panic button', () => {
  it('starts a 24-hour time-out at once, without a body or a confirmation', async () => {
    const { token, email } = await signUpPlayer(app, { prefix: 'restricted' });
    const res = await call('POST', `${PLATFORM}/player/restrictions/panic`, { token });
    expect(res.status).toBe(200);
    expect(res.body.restriction).toMatchObject({
      type: 'coolingoff',
      strategy: 'panic',
      status: 'active',
      period: '24h',
      disable_at: new Date(NOW.getTime() + DAY).toISOString(),
      confirm_until: null,
    });
    expect((await call('GET', `${PLATFORM}/player`, { token })).status).toBe(401);
    expect((await signIn(email)).status).toBe(403);
  });
});

describe('a session that outlives a restriction', () => {
  // A sign-in that read no restriction just before one committed keeps its session: every
  // way to play still refuses.
  it('can start no betting session, deposit nothing, get no freebet and place no bet', async () => {
    const { token, email } = await signUpPlayer(app, { deposit: 5000, prefix: 'restricted' });
    const playerId = await playerIdOf(token);
    await database.db.insert(accountRestrictions).values({
      playerId,
      type: 'coolingoff',
      strategy: 'timeout',
      period: '24h',
      createdAt: NOW,
      disableAt: new Date(NOW.getTime() + DAY),
    });
    const session = await call('POST', `${PLATFORM}/sportsbook_sessions`, { token });
    expect(session).toMatchObject({ status: 403, body: { code: 'account_restricted' } });
    const deposit = await call('POST', `${PLATFORM}/payments/quick_deposit`, {
      token,
      payload: { amount: 1000, currency: 'EUR' },
    });
    expect(deposit).toMatchObject({ status: 403, body: { code: 'account_restricted' } });
    const freebet = await operatorIssuesFreebet(email);
    expect(freebet).toMatchObject({ status: 403, body: { code: 'account_restricted' } });
    const placed = await placeBets(app, token, single(1000));
    expect(placed.status).toBe(401);
    expect(await database.db.select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);
    // Its money stays where it was; the account can still be seen.
    expect(await balanceOf(app, token)).toBe(5000);
  });
});

describe('the panic button while bets are being placed', () => {
  it('lets no bet through after it committed', async () => {
    const { token } = await signUpPlayer(app, { deposit: 1_000_000, prefix: 'panicking' });
    const playerId = await playerIdOf(token);
    // Warm the session cache: placements read the session from it, not from the database.
    expect((await placeBets(app, token, single(100))).status).toBe(200);

    let panicked = false;
    const after: Promise<{ status: number }>[] = [];
    const before: Promise<{ status: number }>[] = [];
    const panic = call('POST', `${PLATFORM}/player/restrictions/panic`, { token }).then((res) => {
      panicked = true;
      // Placements sent once the panic answered, with the session still in the cache.
      for (let i = 0; i < 10; i++) after.push(placeBets(app, token, single(100)));
      return res;
    });
    for (let i = 0; i < 30; i++) {
      before.push(placeBets(app, token, single(100)));
      if (panicked) break;
    }
    expect((await panic).status).toBe(200);
    const raced = await Promise.all(before);
    const late = await Promise.all(after);
    expect(late.map((res) => res.status)).toEqual(late.map(() => 401));
    for (const res of raced) expect([200, 401]).toContain(res.status);

    const [restriction] = await database.db
      .select({ createdAt: accountRestrictions.createdAt })
      .from(accountRestrictions)
      .where(eq(accountRestrictions.playerId, playerId));
    expect(restriction).toBeDefined();
    // Every bet in the database was answered 200: none slipped in unanswered or after.
    const accepted = raced.filter((res) => res.status === 200).length + 1;
    const rows = await database.db
      .select({ id: bets.id })
      .from(bets)
      .where(eq(bets.playerId, playerId));
    expect(rows).toHaveLength(accepted);
    // Nothing is placed from here on either.
    expect((await placeBets(app, token, single(100))).status).toBe(401);
  });
});

describe('the pve flag (operator API)', () => {
  it('refuses bets with code 114 while set and takes them once cleared', async () => {
    const { token } = await signUpPlayer(app, { deposit: 5000, prefix: 'pve' });
    const playerId = await playerIdOf(token);
    // Cached session first: the flag must still apply at once.
    expect((await placeBets(app, token, single(100))).status).toBe(200);

    const set = await operator('PUT', playerId);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ player_id: playerId, pve: true });
    expect((await call('GET', `${PLATFORM}/player`, { token })).body.serasa).toEqual({ pve: true });
    const refused = await placeBets(app, token, single(100));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(114);
    expect(JSON.stringify(refused.body)).toContain('error.platform.pve_player_bet_forbidden');

    const cleared = await operator('DELETE', playerId);
    expect(cleared.json()).toEqual({ player_id: playerId, pve: false });
    expect((await placeBets(app, token, single(100))).status).toBe(200);
    const [row] = await database.db
      .select({ pve: players.pve })
      .from(players)
      .where(eq(players.id, playerId));
    expect(row?.pve).toBe(false);
  });

  it('needs the operator key', async () => {
    const { token } = await signUpPlayer(app, { prefix: 'pve' });
    const playerId = await playerIdOf(token);
    const none = await app.inject({ method: 'PUT', url: `${OPERATOR}/players/${playerId}/pve` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'unauthorized' });
    expect((await operator('PUT', playerId, `${DEV_OPERATOR_API_KEY}x`)).statusCode).toBe(401);
    // A player's own session is no operator key.
    const asPlayer = await app.inject({
      method: 'PUT',
      url: `${OPERATOR}/players/${playerId}/pve`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asPlayer.statusCode).toBe(401);
    const [row] = await database.db
      .select({ pve: players.pve })
      .from(players)
      .where(eq(players.id, playerId));
    expect(row?.pve).toBe(false);
  });

  it('refuses bad input with 400 naming the field and an unknown player with 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '9999999999']) {
      const res = await operator('PUT', id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect((res.json() as Json).field).toContain('player_id');
    }
    const unknown = await operator('DELETE', 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('the OpenAPI document', () => {
  it('describes the protection calls and the operator API', async () => {
    const documented = await buildApp({ database, clock, apiDocs: true });
    const res = await documented.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as Json).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${PLATFORM}/sportsbook_sessions`,
        `${PLATFORM}/sportsbook_sessions/continue`,
        `${PLATFORM}/sportsbook_sessions/current`,
        `${PLATFORM}/player/activity_limit_track`,
        `${PLATFORM}/player/restrictions`,
        `${PLATFORM}/player/restrictions/time_out`,
        `${PLATFORM}/player/restrictions/self_exclusion`,
        `${PLATFORM}/player/restrictions/panic`,
        `${OPERATOR}/players/{player_id}/pve`,
      ]),
    );
    await documented.close();
  });
});
