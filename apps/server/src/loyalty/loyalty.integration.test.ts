// Loyalty over the real migrations (PGlite, and PostgreSQL with DATABASE_URL): comp points of
// settled stakes (once per bet, none for a voided bet), levels and status groups from the data,
// the operator's level and rate changes, and a level's unlock issued once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import type { Database } from '../db/client';
import { bonusCampaigns } from '../db/schema';
import type { FeedMarket } from '../feed/feed-model';
import type { FeedRunner } from '../feed-runner/feed-runner';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { placeBets, signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';
import { rowsOf } from '../betting/sql-rows';

const LEVELS = '/api/operator/loyalty/levels';
const RATES = '/api/operator/loyalty/rates';
const COMP_POINTS = '/api/platform/player/comp_points';
const STATUS_GROUPS = '/api/platform/player/status_groups';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let database: Database;
let app: FastifyInstance;
let runner: FeedRunner;
let feed: ReturnType<typeof scriptedFeed>;
const issued: { playerId: number; campaignId: number }[] = [];

const operator = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const single = (matchId: number, stake: number, outcome = '1', odds = 2.1) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: outcome, odds }],
    },
  ],
});

function settled(urn: string, result: (outcome: string) => 'win' | 'lose' | 'void'): FeedMarket {
  const market = footballMarkets(urn).find((m) => m.marketId === 1) as FeedMarket;
  return {
    ...market,
    status: -3,
    outcomes: market.outcomes.map((o) => ({ ...o, result: result(o.id) })),
  };
}

async function settle(markets: FeedMarket[]) {
  feed.queue({ ...noChanges(NOW), markets });
  await runner.tick();
  await app.settlement.enqueue(async () => {});
}

async function compPoints(token: string) {
  const res = await app.inject({ method: 'GET', url: COMP_POINTS, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Json;
}

async function putLevel(id: string, body: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `${LEVELS}/${id}`, headers: operator, payload: body });
}

async function playerIdOf(token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/platform/player',
    headers: bearer(token),
  });
  return (res.json() as Json).id as number;
}

beforeAll(async () => {
  feed = scriptedFeed(catalogSnapshot());
  ctx = await createTestContext({
    feed,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
    settle: true,
    issueCampaign: async (playerId, campaignId) => {
      issued.push({ playerId, campaignId });
    },
  });
  ({ database, app, runner } = ctx);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('a new database', () => {
  // First of all: nothing has read the loyalty data yet, so the settlement's own transaction
  // writes the defaults (on PGlite, waiting for another connection would wait for itself).
  it('seeds the defaults in the first settlement that needs them', async () => {
    const { token } = await signUpPlayer(app, { deposit: 10_000, prefix: 'first' });
    const madrid = await matchIdOf(database, 'sr:match:1003');
    expect((await placeBets(app, token, single(madrid, 2000, '2', 3.6))).status).toBe(200);
    await settle([settled('sr:match:1003', (o) => (o === '1' ? 'win' : 'lose'))]);
    const points = await compPoints(token);
    expect(points.points).toBe(20);
    expect(points.levels).toHaveLength(4);
  });
});

describe('levels and status groups from the data', () => {
  it('a new player is on the first of the seeded levels', async () => {
    const { token } = await signUpPlayer(app, { prefix: 'loyal' });
    const points = await compPoints(token);
    expect(points.points).toBe(0);
    expect(points.levels.map((l: Json) => [l.id, l.status, l.writeable, l.min, l.max])).toEqual([
      ['bronze', 'current', true, 0, 999],
      ['silver', 'locked', false, 1000, 4999],
      ['gold', 'locked', false, 5000, 19_999],
      ['platinum', 'locked', false, 20_000, null],
    ]);
    const groups = await app.inject({ method: 'GET', url: STATUS_GROUPS, headers: bearer(token) });
    expect((groups.json() as Json).status_groups).toEqual([
      { id: 'loyalty', name: 'Loyalty', statuses: ['bronze'] },
      { id: 'player', name: 'Player', statuses: [] },
    ]);
  });

  it('needs sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: COMP_POINTS })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: STATUS_GROUPS })).statusCode).toBe(401);
  });
});

describe('the operator', () => {
  it('needs the operator key', async () => {
    expect((await app.inject({ method: 'GET', url: LEVELS })).statusCode).toBe(401);
  });

  it('renames a level and adds one; players see it at once', async () => {
    const renamed = await putLevel('platinum', { name: 'Platinum Club', min: 20_000, max: 49_999 });
    expect(renamed.statusCode).toBe(200);
    const added = await putLevel('diamond', { name: 'Diamond', min: 50_000 });
    expect((added.json() as Json).data).toEqual({
      id: 'diamond',
      name: 'Diamond',
      min: 50_000,
      max: null,
      unlock_campaign_id: null,
    });
    const { token } = await signUpPlayer(app, { prefix: 'loyal' });
    const levels = (await compPoints(token)).levels as Json[];
    expect(levels.map((l) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum Club',
      'Diamond',
    ]);
    const list = await app.inject({ method: 'GET', url: LEVELS, headers: operator });
    expect(((list.json() as Json).data as Json[]).map((l) => l.id)).toContain('diamond');
    const removed = await app.inject({
      method: 'DELETE',
      url: `${LEVELS}/diamond`,
      headers: operator,
    });
    expect(removed.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `${LEVELS}/diamond`,
      headers: operator,
    });
    expect(again.statusCode).toBe(404);
    await putLevel('platinum', { name: 'Platinum', min: 20_000 });
  });

  it('refuses an overlapping range, a max below min, and an unknown campaign', async () => {
    const overlap = await putLevel('between', { name: 'Between', min: 900, max: 1100 });
    expect(overlap.statusCode).toBe(409);
    expect((overlap.json() as Json).code).toBe('loyalty_level_overlap');
    const inverted = await putLevel('between', { name: 'Between', min: 900, max: 800 });
    expect(inverted.statusCode).toBe(400);
    expect((inverted.json() as Json).field).toBe('max');
    const unknown = await putLevel('silver', {
      name: 'Silver',
      min: 1000,
      max: 4999,
      unlock_campaign_id: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates, changes, orders and removes status groups; players see them at once', async () => {
    const GROUPS = '/api/operator/loyalty/status-groups';
    const put = (id: string, body: object) =>
      app.inject({ method: 'PUT', url: `${GROUPS}/${id}`, headers: operator, payload: body });
    const { token } = await signUpPlayer(app, { prefix: 'grouped' });
    const playerGroups = async () =>
      (
        (
          await app.inject({ method: 'GET', url: STATUS_GROUPS, headers: bearer(token) })
        ).json() as Json
      ).status_groups as Json[];

    const created = await put('vip', { name: 'VIP club', source: 'comp_point_level' });
    expect(created.statusCode).toBe(200);
    expect((created.json() as Json).data).toEqual({
      id: 'vip',
      name: 'VIP club',
      source: 'comp_point_level',
      position: 2,
    });
    expect(await playerGroups()).toEqual([
      { id: 'loyalty', name: 'Loyalty', statuses: ['bronze'] },
      { id: 'player', name: 'Player', statuses: [] },
      { id: 'vip', name: 'VIP club', statuses: ['bronze'] },
    ]);

    // Changed without a position: keeps its place; with one: moves.
    await put('vip', { name: 'VIP', source: 'player_statuses' });
    expect((await playerGroups())[2]).toEqual({ id: 'vip', name: 'VIP', statuses: [] });
    const first = await put('vip', { name: 'VIP', source: 'player_statuses', position: 0 });
    expect((first.json() as Json).data.position).toBe(0);
    // Same position as Loyalty: ordered by id, so the answer is stable.
    expect((await playerGroups()).map((g) => g.id)).toEqual(['loyalty', 'vip', 'player']);

    const list = await app.inject({ method: 'GET', url: GROUPS, headers: operator });
    expect(((list.json() as Json).data as Json[]).map((g) => g.id)).toEqual([
      'loyalty',
      'vip',
      'player',
    ]);
    const removed = await app.inject({ method: 'DELETE', url: `${GROUPS}/vip`, headers: operator });
    expect((removed.json() as Json).data).toEqual({ id: 'vip' });
    expect((await playerGroups()).map((g) => g.id)).toEqual(['loyalty', 'player']);
    const again = await app.inject({ method: 'DELETE', url: `${GROUPS}/vip`, headers: operator });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad status groups with the field, and callers without the key', async () => {
    const GROUPS = '/api/operator/loyalty/status-groups';
    const put = (id: string, body: unknown, headers: Record<string, string> = operator) =>
      app.inject({ method: 'PUT', url: `${GROUPS}/${id}`, headers, payload: body as object });
    expect((await put('ok', { name: 'Ok', source: 'comp_point_level' }, {})).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: GROUPS })).statusCode).toBe(401);
    const cases: [string, unknown, string][] = [
      ['ok', { name: 'Ok', source: 'tier' }, 'source'],
      ['ok', { name: '', source: 'comp_point_level' }, 'name'],
      ['ok', { name: 'Ok', source: 'comp_point_level', position: -1 }, 'position'],
      ['ok', { name: 'Ok', source: 'comp_point_level', position: 1.5 }, 'position'],
      ['ok', { name: 'Ok', source: 'comp_point_level', position: 40_000 }, 'position'],
      ['ok', { source: 'comp_point_level' }, 'name'],
      ['Not Valid', { name: 'Ok', source: 'comp_point_level' }, 'group_id'],
      ['x'.repeat(41), { name: 'Ok', source: 'comp_point_level' }, 'group_id'],
    ];
    for (const [id, body, field] of cases) {
      const res = await put(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as Json).field).toBe(field);
    }
    const list = await app.inject({ method: 'GET', url: GROUPS, headers: operator });
    expect(((list.json() as Json).data as Json[]).map((g) => g.id)).not.toContain('ok');
  });

  it('sets the rate of a currency', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `${RATES}/USD`,
      headers: operator,
      payload: { points: 2, per_minor_units: 100 },
    });
    expect((res.json() as Json).data).toEqual({ currency: 'USD', points: 2, per_minor_units: 100 });
    const list = await app.inject({ method: 'GET', url: RATES, headers: operator });
    expect((list.json() as Json).data).toContainEqual({
      currency: 'EUR',
      points: 1,
      per_minor_units: 100,
    });
  });
});

describe('comp points from settled stakes', () => {
  it('accrue once per settled bet, none for a voided one, and a reached level unlocks its campaign once', async () => {
    const [campaign] = await database.db
      .insert(bonusCampaigns)
      .values({
        type: 'freebet',
        name: 'Silver welcome',
        validFrom: NOW,
        eventConditions: { sport_type: [], sport: [], category: [], tournament: [], event: [] },
        config: {},
        createdAt: NOW,
      })
      .returning({ id: bonusCampaigns.id });
    const campaignId = (campaign as { id: number }).id;
    expect(
      (
        await putLevel('silver', {
          name: 'Silver',
          min: 1000,
          max: 4999,
          unlock_campaign_id: campaignId,
        })
      ).statusCode,
    ).toBe(200);

    const { token } = await signUpPlayer(app, { deposit: 200_000, prefix: 'loyal' });
    const playerId = await playerIdOf(token);
    const arsenal = await matchIdOf(database, 'sr:match:1001');
    const liverpool = await matchIdOf(database, 'sr:match:1002');
    // €600 on the away win and €500 on the home win of Arsenal – Chelsea (home wins), and
    // €500 on Liverpool – Everton, whose market is voided.
    expect((await placeBets(app, token, single(arsenal, 60_000, '2', 3.6))).status).toBe(200);
    expect((await placeBets(app, token, single(arsenal, 50_000, '1'))).status).toBe(200);
    expect((await placeBets(app, token, single(liverpool, 50_000, '1'))).status).toBe(200);
    expect((await compPoints(token)).points).toBe(0);
    // Another player reaches Silver too, but presses the panic button before the settlement.
    const paused = await signUpPlayer(app, { deposit: 200_000, prefix: 'paused' });
    const pausedId = await playerIdOf(paused.token);
    expect((await placeBets(app, paused.token, single(arsenal, 100_000, '1'))).status).toBe(200);
    const panic = await app.inject({
      method: 'POST',
      url: '/api/platform/player/restrictions/panic',
      headers: bearer(paused.token),
    });
    expect(panic.statusCode).toBe(200);

    const markets = [
      settled('sr:match:1001', (o) => (o === '1' ? 'win' : 'lose')),
      settled('sr:match:1002', () => 'void'),
    ];
    await settle(markets);
    // The same results again: nothing accrues twice.
    await settle(markets);

    // €600 + €500 settled (1 point per euro); the voided €500 earns nothing.
    const after = await compPoints(token);
    expect(after.points).toBe(1100);
    expect(after.levels.find((l: Json) => l.status === 'current').id).toBe('silver');
    expect(
      (
        (
          await app.inject({ method: 'GET', url: STATUS_GROUPS, headers: bearer(token) })
        ).json() as Json
      ).status_groups[0].statuses,
    ).toEqual(['silver']);
    // One accrual per settled cash bet: the lost €600 and the won €500.
    const accruals = rowsOf<{ n: string; points: string }>(
      await database.db.execute(
        sql`select count(*)::text as n, sum(points)::text as points from comp_point_accruals where player_id = ${playerId}`,
      ),
    );
    expect(accruals).toEqual([{ n: '2', points: '1100' }]);

    // The paused player earned the points, but the unlock stays owed: no bonus while paused.
    const owed = rowsOf<{ points: number; level_id: string; issued_at: string | null }>(
      await database.db.execute(
        sql`select p.comp_points as points, u.level_id, u.issued_at from players p join comp_point_unlocks u on u.player_id = p.id where p.id = ${pausedId}`,
      ),
    );
    expect(owed).toEqual([{ points: 1000, level_id: 'silver', issued_at: null }]);
    expect(issued.filter((i) => i.playerId === pausedId)).toEqual([]);

    // Issued after the settlement committed, within the settlement's turn.
    expect(issued.filter((i) => i.playerId === playerId)).toEqual([{ playerId, campaignId }]);
  });
});
