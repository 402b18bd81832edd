// Farming over the real migrations (PGlite, or PostgreSQL with DATABASE_URL): a hunting
// freebet farmed by settled bets (once, even when settlement runs twice), a tournament's
// leaderboard, pool and prizes (paid once under concurrent end calls), a lootbox farmed once per
// event and its booster boosting a freebet's winnings.
import { FARMING_ERROR_CODES, publicChannels, userChannel } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../../config/env';
import { farmingBets, freebets, playerBonuses, tournamentPrizes } from '../../db/schema';
import type { FeedMarket } from '../../feed/feed-model';
import {
  balanceOf,
  expectLedgerMatchesBalance,
  placeBets,
  signUpPlayer,
} from '../../testing/bettor';
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
  return {
    arsenalChelsea: await matchIdOf(ctx.database, 'sr:match:1001'), // live; 1X2 ends 1
    liverpoolEverton: await matchIdOf(ctx.database, 'sr:match:1002'), // voided
    madridBarcelona: await matchIdOf(ctx.database, 'sr:match:1003'), // 1X2 ends 2
  };
}

afterEach(async () => {
  await ctx?.close();
});

const leg = (matchId: number, outcome: string, odds: number, marketId = 1) => ({
  match_id: matchId,
  market_id: marketId,
  specifier: '',
  outcome_id: outcome,
  odds,
});

const single = (stake: number, selection: ReturnType<typeof leg>, extra = {}) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [selection], ...extra }],
});

async function placed(token: string, payload: unknown) {
  const res = await placeBets(ctx.app, token, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function playerIdOf(token: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/platform/player',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as Json).id as number;
}

function settledMarket(urn: string, result: (outcome: string) => 'win' | 'lose' | 'void') {
  const market = footballMarkets(urn).find((m) => m.marketId === 1) as FeedMarket;
  return {
    ...market,
    status: -3,
    outcomes: market.outcomes.map((o) => ({ ...o, result: result(o.id) })),
  } satisfies FeedMarket;
}

/** Results the 1X2 of the matches, twice (the second pass must change nothing). */
async function settle(markets: FeedMarket[]) {
  await ctx.app.farming.idle();
  for (let i = 0; i < 2; i += 1) {
    feed.queue({ ...noChanges(NOW), markets });
    await ctx.runner.tick();
    await ctx.app.settlement.enqueue(async () => {});
  }
}

async function recordOf(campaignId: number, playerId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.campaignId, campaignId), eq(playerBonuses.playerId, playerId)));
  return row;
}

const farmedFreebets = (campaignId: number) =>
  ctx.database.db.select().from(freebets).where(eq(freebets.campaignId, campaignId));

const huntingConfig = {
  min_odds: 1.5,
  min_stake: { EUR: 100 },
  points_per_unit: 1,
  points_for_freebet: 25,
  freebet_type: 'freebet_only_win',
  freebet_amounts: { EUR: 500 },
  freebet_valid_days: 30,
};

describe('hunting', () => {
  it('farms points from settled bets and turns them into one freebet, once', async () => {
    const { arsenalChelsea, liverpoolEverton, madridBarcelona } = await start();
    const hunting = await insertCampaign(ctx.database, {
      type: 'hunting',
      name: 'Goal hunt',
      config: huntingConfig,
    });
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'hunter' });
    const playerId = await playerIdOf(token);
    // Three €10 bets at 2.10 on Arsenal–Chelsea (one naming the hunting as its bonus), one on
    // a match that is voided, one below the minimum odds (does not farm).
    await placed(token, single(1000, leg(arsenalChelsea, '1', 2.1)));
    await placed(token, single(1000, leg(arsenalChelsea, '2', 3.6)));
    await placed(
      token,
      single(1000, leg(madridBarcelona, '1', 2.1), {
        bonus: { id: String(hunting), type: 'hunting' },
      }),
    );
    await placed(token, single(1000, leg(liverpoolEverton, '1', 2.1)));
    await placed(
      token,
      single(1000, { ...leg(arsenalChelsea, 'over', 1.35, 18), specifier: 'total=1.5' }),
    );
    await ctx.app.farming.idle();
    expect(await recordOf(hunting, playerId)).toMatchObject({
      state: 'active',
      betsCount: 4,
      stakeSum: 4000n,
      potentialPoints: 40,
      points: 0,
    });

    await settle([
      settledMarket('sr:match:1001', (o) => (o === '1' ? 'win' : 'lose')),
      settledMarket('sr:match:1002', () => 'void'),
      settledMarket('sr:match:1003', (o) => (o === '2' ? 'win' : 'lose')),
    ]);

    // Won or lost, three settled bets count (30 points); the voided one farms nothing.
    expect(await recordOf(hunting, playerId)).toMatchObject({
      points: 30,
      availablePoints: 5,
      potentialPoints: 0,
      farmedFreebetsCount: 1,
    });
    const issued = await farmedFreebets(hunting);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      playerId,
      name: 'Goal hunt',
      type: 'freebet_only_win',
      amount: 500n,
      currency: 'EUR',
    });
    expect(publisher.ofType('bonus_issued')).toEqual([
      {
        channel: userChannel(playerId),
        message: {
          type: 'bonus_issued',
          data: expect.objectContaining({ id: issued[0]?.id, type: 'freebet_only_win' }),
        },
      },
    ]);
    // €50 staked (the total 1.5 still open); €21 won once, €10 refunded: the freebet is bonus
    // money, never cash.
    expect(await balanceOf(ctx.app, token)).toBe(10_000 - 5000 + 2100 + 1000);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
  }, 60_000);

  it('issues no freebet to a player in a time-out, and farms nothing from a freebet stake', async () => {
    const { arsenalChelsea } = await start();
    const hunting = await insertCampaign(ctx.database, {
      type: 'hunting',
      config: { ...huntingConfig, points_for_freebet: 10 },
    });
    const resting = await signUpPlayer(ctx.app, { deposit: 5000, prefix: 'resting' });
    const restingId = await playerIdOf(resting.token);
    await placed(resting.token, single(1000, leg(arsenalChelsea, '1', 2.1)));
    const { token, email } = await signUpPlayer(ctx.app, { deposit: 5000, prefix: 'freebettor' });
    const freebet = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/freebets',
      headers: { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` },
      payload: { email, type: 'freebet_all_win', amount: 1000, currency: 'EUR' },
    });
    await placed(
      token,
      single(1000, leg(arsenalChelsea, '1', 2.1), {
        freebet_id: (freebet.json() as Json).data.id,
      }),
    );
    await ctx.app.farming.idle();
    expect(await recordOf(hunting, await playerIdOf(token))).toBeUndefined();
    // The time-out starts after the bet: its points count at settlement, but the freebet they
    // make waits (no bonus during a time-out).
    const timeOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/player/restrictions/time_out',
      headers: { authorization: `Bearer ${resting.token}` },
      payload: { period: '24h' },
    });
    expect(timeOut.statusCode, timeOut.body).toBeLessThan(300);
    await settle([settledMarket('sr:match:1001', (o) => (o === '1' ? 'win' : 'lose'))]);
    expect(await recordOf(hunting, restingId)).toMatchObject({
      points: 10,
      availablePoints: 10,
      farmedFreebetsCount: 0,
    });
    expect(await farmedFreebets(hunting)).toEqual([]);
  }, 60_000);
});

describe('cash-out', () => {
  it('farms nothing from a bet cashed out whole', async () => {
    const { liverpoolEverton } = await start();
    const hunting = await insertCampaign(ctx.database, { type: 'hunting', config: huntingConfig });
    const { token } = await signUpPlayer(ctx.app, { deposit: 5000, prefix: 'seller' });
    const playerId = await playerIdOf(token);
    const bet = (await placed(token, single(1000, leg(liverpoolEverton, '1', 2.1)))).data[0];
    await ctx.app.farming.idle();
    expect(await recordOf(hunting, playerId)).toMatchObject({ potentialPoints: 10 });
    const sold = await ctx.app.inject({
      method: 'POST',
      url: `${SPORTSBOOK}/v3/bets/cashout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bet_id: bet.id, to_cashout: bet.to_cashout },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await recordOf(hunting, playerId)).toMatchObject({ potentialPoints: 0, points: 0 });
    const [part] = await ctx.database.db
      .select()
      .from(farmingBets)
      .where(eq(farmingBets.campaignId, hunting));
    expect(part).toMatchObject({ outcome: 'void', points: 0 });
  }, 60_000);
});

describe('what a slip would farm', () => {
  it('offers per bet the first campaign of each kind it farms for, and nothing to a freebet', async () => {
    const { arsenalChelsea, madridBarcelona } = await start();
    const hunting = await insertCampaign(ctx.database, {
      type: 'hunting',
      name: 'Hunt',
      config: { ...huntingConfig, points_per_unit: 2 },
    });
    // Needs activation: not offered to a player who has not activated it.
    await insertCampaign(ctx.database, {
      type: 'hunting',
      config: huntingConfig,
      requiresActivation: true,
    });
    const tournament = await insertCampaign(ctx.database, {
      type: 'tournament',
      name: 'Race',
      config: {
        ...huntingConfig,
        currency: 'EUR',
        initial_pool: 0,
        pool_share: 0.05,
        prize_shares: [1],
      },
      // Only Madrid–Barcelona counts.
      eventConditions: {
        sport_type: [],
        sport: [],
        category: [],
        tournament: [],
        event: [{ id: String(madridBarcelona), name: 'Real Madrid – Barcelona' }],
      },
    });
    const { token } = await signUpPlayer(ctx.app, { prefix: 'slipper' });
    const playerId = await playerIdOf(token);
    const bet = (matchId: number, stake: number, odds: number, extra = {}) => ({
      currency: 'EUR',
      stake: BigInt(stake),
      odds,
      matchIds: [matchId],
      freebet: false,
      bonus: null,
      ...extra,
    });
    const offers = await ctx.app.farming.farmingOffers(playerId, [
      bet(madridBarcelona, 1000, 2.1),
      bet(arsenalChelsea, 1000, 2.1),
      bet(madridBarcelona, 1000, 1.2),
      bet(madridBarcelona, 1000, 2.1, { freebet: true }),
      bet(madridBarcelona, 1000, 2.1, { bonus: { id: String(tournament), type: 'tournament' } }),
    ]);
    expect(offers[0]).toEqual({
      hunting: {
        id: String(hunting),
        name: 'Hunt',
        type: 'hunting',
        points: 20,
        farmed_amount: 0,
        currency: 'EUR',
      },
      tournament: {
        id: String(tournament),
        name: 'Race',
        type: 'tournament',
        points: 10,
        farmed_amount: 1000,
        currency: 'EUR',
      },
      lootbox: null,
    });
    expect(offers[1]).toMatchObject({ hunting: { id: String(hunting) }, tournament: null });
    expect(offers[2]).toEqual({ hunting: null, tournament: null, lootbox: null });
    expect(offers[3]).toEqual({ hunting: null, tournament: null, lootbox: null });
    expect(offers[4]).toMatchObject({ hunting: null, tournament: { id: String(tournament) } });

    // As the applicable-bonus call asks: a slip's bet before its stake is typed is offered the
    // campaigns (farming nothing yet); a restricted player is offered nothing.
    const slip = [
      { currency: 'EUR', stake: 0, odds: 2.1, selections: [{ matchId: madridBarcelona }] },
    ];
    const [untyped] = await ctx.app.farming.offers(playerId, slip, { mayReceiveBonus: true }, NOW);
    expect(untyped).toMatchObject({
      hunting: { id: String(hunting), points: 0 },
      tournament: { id: String(tournament), farmed_amount: 0 },
    });
    expect(await ctx.app.farming.offers(playerId, slip, { mayReceiveBonus: false }, NOW)).toEqual([
      { hunting: null, tournament: null, lootbox: null },
    ]);
  }, 60_000);
});

describe('hunting tournament', () => {
  it('ranks players, grows the pool and pays the prizes once under concurrent end calls', async () => {
    const { arsenalChelsea } = await start();
    const tournament = await insertCampaign(ctx.database, {
      type: 'tournament',
      name: 'Weekend race',
      config: {
        ...huntingConfig,
        points_for_freebet: 1_000_000,
        freebet_type: 'freebet_all_win',
        currency: 'EUR',
        initial_pool: 10_000,
        pool_share: 0.1,
        prize_shares: [0.6, 0.4],
      },
    });
    const ann = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'ann' });
    const bob = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'bob' });
    const cid = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'cid' });
    await placed(ann.token, single(3000, leg(arsenalChelsea, '2', 3.6)));
    await placed(bob.token, single(1000, leg(arsenalChelsea, '1', 2.1)));
    await placed(cid.token, single(2000, leg(arsenalChelsea, '1', 2.1)));
    await ctx.app.farming.idle();
    // 10% of €60 staked: the pool grew by €6, announced on the public channels.
    const pools = publisher.ofType('tournament_pool_changed');
    expect(pools.at(-1)?.message.data).toEqual({
      id: tournament,
      currency: 'EUR',
      pool_amount: 10_600,
    });
    expect(new Set(pools.map((p) => p.channel))).toEqual(new Set(publicChannels()));

    await settle([settledMarket('sr:match:1001', (o) => (o === '1' ? 'win' : 'lose'))]);

    const rating = async (token: string | null, query = '') => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${SPORTSBOOK}/bonuses/tournaments/${tournament}/rating${query}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Json;
    };
    const mask = (email: string) => `${email.slice(0, 2)}***@ex***.test`;
    const bobs = await rating(bob.token, '?limit=2');
    expect(bobs.data).toEqual([
      {
        position: 1,
        current_user: false,
        email: mask(ann.email),
        farmed_amount: 3000,
        currency_code: 'EUR',
        farmed_freebets_count: 0,
      },
      expect.objectContaining({ position: 2, email: mask(cid.email), farmed_amount: 2000 }),
    ]);
    // Bob is third, outside the page: his own row comes with it.
    expect(bobs.current_user).toMatchObject({
      position: 3,
      current_user: true,
      farmed_amount: 1000,
    });
    expect(bobs).toMatchObject({
      pool_amount: 10_600,
      currency: 'EUR',
      finished: false,
      pagination: { total: 3, page: 1, limit: 2, last_page: 2 },
    });
    const secondPage = await rating(bob.token, '?limit=2&page=2');
    expect(secondPage.data).toEqual([expect.objectContaining({ position: 3, current_user: true })]);
    const anonymous = await rating(null);
    expect(anonymous.current_user).toBeNull();
    expect(anonymous.data.map((r: Json) => r.current_user)).toEqual([false, false, false]);

    // Ten concurrent end calls: the €106 pool is paid once, 60/40 between the first two.
    const ends = await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.farming.finishTournament(tournament)),
    );
    for (const prizes of ends) {
      expect(prizes.map((p) => [p.position, p.amount])).toEqual([
        [1, 6360],
        [2, 4240],
      ]);
    }
    const prizeRows = await ctx.database.db
      .select()
      .from(tournamentPrizes)
      .where(eq(tournamentPrizes.campaignId, tournament));
    expect(prizeRows).toHaveLength(2);
    const prizeFreebets = await farmedFreebets(tournament);
    expect(prizeFreebets.map((f) => [f.playerId, f.amount, f.type]).sort()).toEqual(
      [
        [await playerIdOf(ann.token), 6360n, 'freebet_all_win'],
        [await playerIdOf(cid.token), 4240n, 'freebet_all_win'],
      ].sort(),
    );
    expect((await rating(null)).finished).toBe(true);
    // Prizes are freebets: cash moved only by the bets themselves.
    for (const who of [ann, bob, cid]) {
      await expectLedgerMatchesBalance(ctx.app, ctx.database, who.token);
    }
    expect(await balanceOf(ctx.app, ann.token)).toBe(7000);
  }, 60_000);

  it('counts every one of many concurrent bets once, and the pool grows by each share', async () => {
    const { arsenalChelsea } = await start();
    const tournament = await insertCampaign(ctx.database, {
      type: 'tournament',
      config: {
        ...huntingConfig,
        currency: 'EUR',
        initial_pool: 0,
        pool_share: 0.05,
        prize_shares: [1],
      },
    });
    const players = await Promise.all(
      [0, 1].map(() => signUpPlayer(ctx.app, { deposit: 50_000, prefix: 'crowd' })),
    );
    await Promise.all(
      players.flatMap(({ token }) =>
        Array.from({ length: 15 }, () =>
          placed(token, single(1000, leg(arsenalChelsea, '1', 2.1))),
        ),
      ),
    );
    await ctx.app.farming.idle();
    for (const { token } of players) {
      expect(await recordOf(tournament, await playerIdOf(token))).toMatchObject({
        betsCount: 15,
        stakeSum: 15_000n,
        potentialPoints: 150,
      });
    }
    const rating = await ctx.app.inject({
      method: 'GET',
      url: `${SPORTSBOOK}/bonuses/tournaments/${tournament}/rating`,
    });
    expect((rating.json() as Json).pool_amount).toBe(30 * 50);
  }, 60_000);

  it('answers 404 for a campaign that is not a tournament, and 400 for a bad page', async () => {
    await start();
    const hunting = await insertCampaign(ctx.database, { type: 'hunting', config: huntingConfig });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `${SPORTSBOOK}/bonuses/tournaments/${hunting}/rating`,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${SPORTSBOOK}/bonuses/tournaments/${hunting}/rating?page=0`,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Json).field).toBe('page');
  }, 60_000);
});

describe('lootbox', () => {
  it('farms once per event, opens a box every two bets, and its booster boosts a freebet', async () => {
    const { arsenalChelsea, madridBarcelona, liverpoolEverton } = await start();
    const lootbox = await insertCampaign(ctx.database, {
      type: 'lootbox',
      name: 'Mystery box',
      config: {
        min_odds: null,
        min_stake: { EUR: 100 },
        bets_per_box: 2,
        farm_once_per_event: true,
        farming_freebet_type: 'freebet_only_win',
        freebet_amounts: { EUR: 300 },
        boost_multiplier: 1.5,
      },
    });
    const { token, email } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'looter' });
    const playerId = await playerIdOf(token);
    // Two bets on Arsenal–Chelsea (the event counts once) and one on Madrid–Barcelona.
    await placed(token, single(500, leg(arsenalChelsea, '1', 2.1)));
    await placed(token, single(500, leg(arsenalChelsea, 'X', 3.4)));
    await placed(token, single(500, leg(madridBarcelona, '1', 2.1)));
    await settle([
      settledMarket('sr:match:1001', (o) => (o === '1' ? 'win' : 'lose')),
      settledMarket('sr:match:1003', (o) => (o === '2' ? 'win' : 'lose')),
    ]);
    const record = await recordOf(lootbox, playerId);
    expect(record).toMatchObject({ points: 2, availablePoints: 0, farmedFreebetsCount: 1 });
    expect([...(record?.farmedEventIds ?? [])].sort()).toEqual(
      [arsenalChelsea, madridBarcelona].sort(),
    );
    const parts = await ctx.database.db
      .select({ outcome: farmingBets.outcome, points: farmingBets.points })
      .from(farmingBets)
      .where(eq(farmingBets.campaignId, lootbox));
    expect(parts.map((p) => p.points).sort()).toEqual([0, 1, 1]);
    const [booster] = await farmedFreebets(lootbox);
    expect(booster).toMatchObject({ amount: 300n, type: 'freebet_only_win', name: 'Mystery box' });

    // The booster boosts a €10 only-win freebet ×1.5.
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/freebets',
      headers: { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` },
      payload: { email, type: 'freebet_only_win', amount: 1000, currency: 'EUR' },
    });
    const target = (issued.json() as Json).data.id as string;
    const fields = await ctx.app.farming.lootboxFieldsOf(playerId, lootbox);
    expect(fields).toMatchObject({
      farm_once_per_event: true,
      farming_freebet_type: 'freebet_only_win',
      freebets_to_boost: [target],
    });
    expect(fields?.used_in_bets).toHaveLength(2);
    expect(await ctx.app.farming.lootboxFieldsOf(playerId, 999_999)).toBeNull();
    // The player's bonus list and the lootbox's details carry the same fields.
    for (const url of [
      `${SPORTSBOOK}/bonuses/lootboxes`,
      `${SPORTSBOOK}/bonuses/lootbox/${lootbox}`,
    ]) {
      const answer = (
        await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
      ).json() as Json;
      const item = Array.isArray(answer.data)
        ? answer.data.find((b: Json) => b.id === String(lootbox))
        : answer.data;
      expect(item).toMatchObject({ freebets_to_boost: [target] });
      expect(item.used_in_bets).toEqual(fields?.used_in_bets);
    }
    const boost = (freebetId: string, id = lootbox) =>
      ctx.app.inject({
        method: 'POST',
        url: `${SPORTSBOOK}/bonuses/${id}/boost`,
        headers: { authorization: `Bearer ${token}` },
        payload: { freebet_id: freebetId },
      });
    const [first, second] = await Promise.all([boost(target), boost(target)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = (first.statusCode === 200 ? first : second).json() as Json;
    expect(ok.data).toMatchObject({
      id: target,
      boost_multiplier: 1.5,
      booster_freebet_id: String(booster?.id),
    });
    const refusedAgain = await boost(target);
    expect((refusedAgain.json() as Json).code).toBe(FARMING_ERROR_CODES.alreadyBoosted);
    const another = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/freebets',
      headers: { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` },
      payload: { email, type: 'freebet_only_win', amount: 1000, currency: 'EUR' },
    });
    const noBooster = await boost((another.json() as Json).data.id);
    expect(noBooster.statusCode).toBe(409);
    expect((noBooster.json() as Json).code).toBe(FARMING_ERROR_CODES.noBooster);
    expect((await boost(target, 999_999)).statusCode).toBe(404);
    expect((await boost('abc')).statusCode).toBe(400);

    // Played on Liverpool–Everton 1 at 2.10 and won: winnings €11 boosted ×1.5 = €16.50.
    const before = await balanceOf(ctx.app, token);
    await placed(token, single(1000, leg(liverpoolEverton, '1', 2.1), { freebet_id: target }));
    await settle([settledMarket('sr:match:1002', (o) => (o === '1' ? 'win' : 'lose'))]);
    expect(await balanceOf(ctx.app, token)).toBe(before + 1650);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
  }, 60_000);
});
