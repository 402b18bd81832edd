// Freebet progress and the amb freebet calls over the real migrations (PGlite, or PostgreSQL
// with DATABASE_URL): qualifying bets counted at placement issue each milestone's freebets once,
// also under concurrent placements; the amb list, terms and applicable call.
import { userChannel } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../realtime/publisher';
import { DEV_OPERATOR_API_KEY } from '../../config/env';
import { freebets } from '../../db/schema';
import { newRequestKey, placeBets, signUpPlayer } from '../../testing/bettor';
import { insertCampaign } from '../../testing/campaign-fixtures';
import { type TestContext, createTestContext, matchIdOf } from '../../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let liverpoolEverton: number;
let madridBarcelona: number;
const published: { channel: string; message: RealtimeMessage }[] = [];

const PROGRESS = '/api/sportsbook/bonuses/freebets/progress';
const AMB = '/api/sportsbook/bonuses/freebets/amb';
const AMB_APPLICABLE = '/api/sportsbook/v3/bonuses/freebets/amb';

const single = (stake: number, matchId = liverpoolEverton) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 }],
    },
  ],
});

async function get(url: string, token: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function playerIdOf(token: string): Promise<number> {
  return (await get('/api/platform/player', token)).body.id as number;
}

async function progressFreebets(playerId: number, campaignId: number) {
  return ctx.database.db
    .select({ id: freebets.id, amount: freebets.amount, type: freebets.type })
    .from(freebets)
    .where(and(eq(freebets.playerId, playerId), eq(freebets.campaignId, campaignId)));
}

/** A progress campaign: 2 bets earn 1 freebet, 4 bets 2 more; bets of 1.00 EUR or more count. */
const progressCampaign = () =>
  insertCampaign(
    ctx.database.db,
    {
      type: 'freebet_all_win',
      name: 'Bet and earn',
      config: {
        amounts: { EUR: 500 },
        progress: {
          min_stake: { EUR: 100 },
          ranges: [
            { number_of_bets: 4, number_of_freebets: 2 },
            { number_of_bets: 2, number_of_freebets: 1 },
          ],
        },
      },
    },
    ctx.clock.now(),
  );

beforeAll(async () => {
  ctx = await createTestContext({
    betting: { liveDelayMs: 0 },
    apiDocs: false,
    publisher: {
      publish: async (channel, message) => {
        published.push({ channel, message });
      },
      broadcast: async () => {},
    },
  });
  liverpoolEverton = await matchIdOf(ctx.database, 'sr:match:1002');
  madridBarcelona = await matchIdOf(ctx.database, 'sr:match:1003');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('freebet progress', () => {
  it('counts qualifying bets and issues each milestone’s freebets once', async () => {
    await ctx.database.db.execute(sql`update bonus_campaigns set status = 'inactive'`);
    const campaignId = await progressCampaign();
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000 });
    const playerId = await playerIdOf(token);

    const empty = await get(PROGRESS, token);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([
      {
        id: String(campaignId),
        name: 'Bet and earn',
        type: 'freebet_all_win',
        progress_count: 0,
        possible_progress_count: 4,
        stake_currency: 'EUR',
        min_stake: 100,
        issue_to: null,
        ranges: [
          { number_of_bets: 2, number_of_freebets: 1, issued_bonus_amount: 500 },
          { number_of_bets: 4, number_of_freebets: 2, issued_bonus_amount: 1000 },
        ],
      },
    ]);

    // Below the minimum stake: not counted.
    expect((await placeBets(ctx.app, token, single(99))).status).toBe(200);
    expect((await placeBets(ctx.app, token, single(100))).status).toBe(200);
    expect(await progressFreebets(playerId, campaignId)).toHaveLength(0);
    expect((await placeBets(ctx.app, token, single(100, madridBarcelona))).status).toBe(200);
    const first = await progressFreebets(playerId, campaignId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ amount: 500n, type: 'freebet_all_win' });
    await expect
      .poll(() =>
        published.some(
          (p) =>
            p.channel === userChannel(playerId) &&
            (p.message as Json).type === 'bonus_issued' &&
            (p.message as Json).data.id === first[0]?.id,
        ),
      )
      .toBe(true);

    // Four more at once: the last milestone pays its two freebets once, bets past it count nothing.
    const concurrent = await Promise.all(
      Array.from({ length: 4 }, () =>
        placeBets(ctx.app, token, single(100), newRequestKey('progress')),
      ),
    );
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await progressFreebets(playerId, campaignId)).toHaveLength(3);
    const done = await get(PROGRESS, token);
    expect(done.body.data[0]).toMatchObject({ progress_count: 4, possible_progress_count: 4 });
  }, 60_000);

  it('does not count a bet staked by a freebet', async () => {
    await ctx.database.db.execute(sql`update bonus_campaigns set status = 'inactive'`);
    const campaignId = await progressCampaign();
    const { token, email } = await signUpPlayer(ctx.app);
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/freebets',
      headers: { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` },
      payload: { email, type: 'freebet_all_win', amount: 100, currency: 'EUR', uses_count: 3 },
    });
    const freebetId = (issued.json() as Json).data.id as string;
    for (const matchId of [liverpoolEverton, madridBarcelona]) {
      const payload = single(100, matchId);
      const placed = await placeBets(ctx.app, token, {
        ...payload,
        bets: payload.bets.map((b) => ({ ...b, freebet_id: freebetId })),
      });
      expect(placed.status).toBe(200);
    }
    expect(await progressFreebets(await playerIdOf(token), campaignId)).toHaveLength(0);
    expect((await get(PROGRESS, token)).body.data[0].progress_count).toBe(0);
  });
});

describe('amb freebets', () => {
  it('lists the amb freebets, answers their terms and which bets may use them', async () => {
    const { token, email } = await signUpPlayer(ctx.app);
    const issue = async (type: string, fields: Record<string, unknown> = {}) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/operator/freebets',
        headers: { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` },
        payload: { email, type, amount: 1000, currency: 'EUR', ...fields },
      });
      return (res.json() as Json).data as Json;
    };
    const amb = await issue('freebet', { selection_count_from: 2 });
    await issue('freebet_all_win');

    const list = await get(`${AMB}?limit=10`, token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((f: Json) => f.id)).toEqual([amb.id]);
    expect(list.body.pagination).toMatchObject({ total: 1, page: 1, limit: 10 });

    const terms = await get(`${AMB}/${amb.id}/terms`, token);
    expect(terms.body.data).toMatchObject({
      id: amb.id,
      terms: '',
      selection_count_from: 2,
      uses_count: 1,
    });
    const other = await signUpPlayer(ctx.app);
    expect((await get(`${AMB}/${amb.id}/terms`, other.token)).status).toBe(404);

    const leg = (matchId: number) => ({
      match_id: matchId,
      market_id: 1,
      specifier: '',
      outcome_id: '1',
      odds: 2.1,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: AMB_APPLICABLE,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        bets: [
          { stake: { value: 0, currency: 'EUR' }, selections: [leg(liverpoolEverton)] },
          {
            stake: { value: 0, currency: 'EUR' },
            selections: [leg(liverpoolEverton), leg(madridBarcelona)],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as Json).data as Json[];
    expect(data[0].freebet).toEqual([]);
    expect(data[1].freebet.map((f: Json) => f.id)).toEqual([amb.id]);
  });
});
