// Farming follows the bet (decision 0034), over the real migrations (PGlite, or PostgreSQL with
// DATABASE_URL): a partial cash-out shrinks what the bet farms to the stake left (hunting
// points, a tournament's farmed amount, a lootbox that no longer meets its minimum), two partial
// cash-outs racing add up exactly, and a voided bet gives its tournament pool share back.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { farmingBets, playerBonuses } from '../../db/schema';
import type { FeedMarket } from '../../feed/feed-model';
import { placeBets, signUpPlayer } from '../../testing/bettor';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../../testing/feed-factory';
import { type RecordingPublisher, recordingPublisher } from '../../testing/recording-publisher';
import { type TestContext, createTestContext, matchIdOf } from '../../testing/test-app';
import { insertCampaign } from './test-campaigns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const SPORTSBOOK = '/api/sportsbook';

let ctx: TestContext;
let feed: ReturnType<typeof scriptedFeed>;
let publisher: RecordingPublisher;

async function start() {
  feed = scriptedFeed(catalogSnapshot());
  publisher = recordingPublisher();
  ctx = await createTestContext({
    feed,
    publisher,
    settle: true,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
  });
  return { liverpoolEverton: await matchIdOf(ctx.database, 'sr:match:1002') };
}

afterEach(async () => {
  await ctx?.close();
});

const single = (matchId: number, stake: number) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 }],
    },
  ],
});

async function placedBet(token: string, matchId: number, stake: number) {
  const res = await placeBets(ctx.app, token, single(matchId, stake));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0] as Json;
}

async function playerIdOf(token: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/platform/player',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as Json).id as number;
}

/** The bet as My bets answers it now (its stake and cash-out offer). */
async function betNow(token: string, betId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${SPORTSBOOK}/v3/bets/${betId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Json).data;
}

function cashOut(token: string, bet: Json, amount?: number) {
  return ctx.app.inject({
    method: 'POST',
    url: `${SPORTSBOOK}/v3/bets/cashout`,
    headers: { authorization: `Bearer ${token}` },
    payload: { bet_id: bet.id, to_cashout: bet.to_cashout, ...(amount ? { amount } : {}) },
  });
}

function market(result: (outcome: string) => 'win' | 'lose' | 'void'): FeedMarket {
  const m = footballMarkets('sr:match:1002').find((x) => x.marketId === 1) as FeedMarket;
  return { ...m, status: -3, outcomes: m.outcomes.map((o) => ({ ...o, result: result(o.id) })) };
}

async function settle(result: (outcome: string) => 'win' | 'lose' | 'void') {
  await ctx.app.farming.idle();
  feed.queue({ ...noChanges(NOW), markets: [market(result)] });
  await ctx.runner.tick();
  await ctx.app.settlement.enqueue(async () => {});
}

async function recordOf(campaignId: number, playerId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.campaignId, campaignId), eq(playerBonuses.playerId, playerId)));
  return row;
}

async function partOf(campaignId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(farmingBets)
    .where(eq(farmingBets.campaignId, campaignId));
  return row;
}

const hunting = {
  min_odds: 1.5,
  min_stake: { EUR: 100 },
  // 10 points per euro: €20 farms 200.
  points_per_unit: 10,
  points_for_freebet: 1_000_000,
  freebet_type: 'freebet_only_win',
  freebet_amounts: { EUR: 500 },
  freebet_valid_days: 30,
};
const tournament = {
  ...hunting,
  currency: 'EUR',
  initial_pool: 10_000,
  pool_share: 0.1,
  prize_shares: [1],
};
const lootbox = {
  min_odds: null,
  // A €20 bet cashed down below €15 no longer counts.
  min_stake: { EUR: 1500 },
  bets_per_box: 1,
  farm_once_per_event: false,
  farming_freebet_type: 'freebet_only_win',
  freebet_amounts: { EUR: 300 },
  boost_multiplier: null,
};

describe('a partial cash-out', () => {
  it('shrinks hunting points, the tournament farmed amount and drops a lootbox below its minimum', async () => {
    const { liverpoolEverton } = await start();
    const ids = {
      hunting: await insertCampaign(ctx.database, { type: 'hunting', config: hunting }),
      tournament: await insertCampaign(ctx.database, { type: 'tournament', config: tournament }),
      lootbox: await insertCampaign(ctx.database, { type: 'lootbox', config: lootbox }),
    };
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'halver' });
    const playerId = await playerIdOf(token);
    const bet = await placedBet(token, liverpoolEverton, 2000);
    await ctx.app.farming.idle();
    expect(await recordOf(ids.hunting, playerId)).toMatchObject({ potentialPoints: 200 });

    // Half the offer taken: the bet keeps half its stake (stake × (1 − amount / offer)).
    const offer = (await betNow(token, bet.id)) as Json;
    const sold = await cashOut(token, offer, Math.floor(offer.to_cashout / 2));
    expect(sold.statusCode, sold.body).toBe(200);
    const stakeLeft = Number((sold.json() as Json).data.stake.value);
    expect(stakeLeft).toBeGreaterThan(0);
    expect(stakeLeft).toBeLessThan(1500);
    const points = Math.floor((200 * stakeLeft) / 2000);
    expect(await recordOf(ids.hunting, playerId)).toMatchObject({ potentialPoints: points });
    expect(await recordOf(ids.tournament, playerId)).toMatchObject({ potentialPoints: points });
    // The lootbox's part is settled void at once: the stake left is below its minimum.
    expect(await partOf(ids.lootbox)).toMatchObject({ outcome: 'void', points: 0 });

    await settle((o) => (o === '1' ? 'win' : 'lose'));
    expect(await recordOf(ids.hunting, playerId)).toMatchObject({ points, potentialPoints: 0 });
    expect(await recordOf(ids.tournament, playerId)).toMatchObject({
      points,
      potentialPoints: 0,
      farmedAmount: BigInt(stakeLeft),
    });
    expect(await recordOf(ids.lootbox, playerId)).toMatchObject({ points: 0 });
    // A cashed-out bet was at risk: its pool share stays (10 % of €20).
    const rating = await ctx.app.inject({
      method: 'GET',
      url: `${SPORTSBOOK}/bonuses/tournaments/${ids.tournament}/rating`,
    });
    expect((rating.json() as Json).pool_amount).toBe(10_000 + 200);
  }, 60_000);

  it('racing another on the same bet adds up exactly, whichever wins', async () => {
    const { liverpoolEverton } = await start();
    const id = await insertCampaign(ctx.database, { type: 'hunting', config: hunting });
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'racer' });
    const playerId = await playerIdOf(token);
    const bet = await placedBet(token, liverpoolEverton, 2000);
    await ctx.app.farming.idle();
    const offer = (await betNow(token, bet.id)) as Json;
    const answers = await Promise.all(
      [0.25, 0.5, 0.25, 0.1].map((share) =>
        cashOut(token, offer, Math.max(1, Math.floor(offer.to_cashout * share))),
      ),
    );
    // The first sale changes the offer: the others are refused with the new one.
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const stakeLeft = Number((await betNow(token, bet.id)).stake.value);
    const points = Math.floor((200 * stakeLeft) / 2000);
    expect(await recordOf(id, playerId)).toMatchObject({ potentialPoints: points });

    // Then two more sales one after the other, each from the offer as it is: still exact.
    for (const share of [0.3, 0.2]) {
      const now = (await betNow(token, bet.id)) as Json;
      const res = await cashOut(token, now, Math.max(1, Math.floor(now.to_cashout * share)));
      expect(res.statusCode, res.body).toBe(200);
    }
    const finalStake = Number((await betNow(token, bet.id)).stake.value);
    const finalPoints = Math.floor((200 * finalStake) / 2000);
    expect(await recordOf(id, playerId)).toMatchObject({ potentialPoints: finalPoints });
    await settle((o) => (o === '1' ? 'lose' : 'win'));
    expect(await recordOf(id, playerId)).toMatchObject({
      points: finalPoints,
      potentialPoints: 0,
    });
  }, 60_000);
});

describe('a voided bet', () => {
  it('gives back its farming and its tournament pool share, announced', async () => {
    const { liverpoolEverton } = await start();
    const id = await insertCampaign(ctx.database, { type: 'tournament', config: tournament });
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'voided' });
    const playerId = await playerIdOf(token);
    await placedBet(token, liverpoolEverton, 2000);
    await ctx.app.farming.idle();
    const grown = publisher.ofType('tournament_pool_changed').at(-1) as Json;
    expect(grown.message.data).toMatchObject({ id, pool_amount: 10_200 });

    await settle(() => 'void');
    expect(await recordOf(id, playerId)).toMatchObject({
      points: 0,
      potentialPoints: 0,
      farmedAmount: 0n,
    });
    const back = publisher.ofType('tournament_pool_changed').at(-1) as Json;
    expect(back.message.data).toEqual({ id, currency: 'EUR', pool_amount: 10_000 });
    const rating = await ctx.app.inject({
      method: 'GET',
      url: `${SPORTSBOOK}/bonuses/tournaments/${id}/rating`,
    });
    expect((rating.json() as Json).pool_amount).toBe(10_000);
  }, 60_000);
});
