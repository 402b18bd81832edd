// Comboboost over the real migrations (PGlite, or PostgreSQL with DATABASE_URL): the slip's
// applicable-bonus call offers the comboboost a bet gets (selection count, min odds, event
// conditions, country, verification, restrictions), placement checks, stores and counts it, and
// settlement pays the boost through the ledger exactly as the slip showed.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { players, tournaments } from '../../db/schema';
import type { FeedMarket } from '../../feed/feed-model';
import type { FeedRunner } from '../../feed-runner/feed-runner';
import { type TestContext, createTestContext, matchIdOf } from '../../testing/test-app';
import type { ManualClock } from '../../shared/clock';
import {
  balanceOf,
  expectLedgerMatchesBalance,
  newRequestKey,
  placeBets,
  signUpPlayer,
} from '../../testing/bettor';
import { BettingRepository } from '../../betting/betting-repository';
import { ApplicableBonusService, type BonusOfferSource } from '../applicable-bonuses';
import { insertCampaign } from '../../testing/campaign-fixtures';
import { BetBonusRepository } from './bet-bonus-repository';
import type { BetFacts } from './comboboost-offers';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../../testing/feed-factory';

const APPLICABLE = '/api/sportsbook/v3/bonuses';
const PLATFORM = '/api/platform';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let database: Database;
let app: FastifyInstance;
let runner: FeedRunner;
let feed: ReturnType<typeof scriptedFeed>;
let clock: ManualClock;
let arsenalChelsea: number; // live, England
let liverpoolEverton: number; // pre-match, England
let madridBarcelona: number; // pre-match, Spain
let englandTournament: number;

const leg = (matchId: number, outcome = '1', odds = 2.1) => ({
  match_id: matchId,
  market_id: 1,
  specifier: '',
  outcome_id: outcome,
  odds,
});

type Leg = ReturnType<typeof leg>;

const bet = (stake: number, selections: Leg[], extra: Record<string, unknown> = {}) => ({
  stake: { value: stake, currency: 'EUR' },
  selections,
  ...extra,
});

const slip = (bets: ReturnType<typeof bet>[]) => ({
  meta: { device_id: 'test-device', quick: false, type: bets.length > 1 ? 'single' : 'combo' },
  bets,
});

async function playerIdOf(token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `${PLATFORM}/player`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as Json).id as number;
}

async function applicable(token: string, bets: unknown[], country?: string) {
  const res = await app.inject({
    method: 'POST',
    url: APPLICABLE,
    headers: {
      authorization: `Bearer ${token}`,
      ...(country ? { 'cf-ipcountry': country } : {}),
    },
    payload: { bets },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).data as Json[];
}

/** A comboboost campaign: 2 selections 1.05, 3 or more 1.10, unless told. */
const comboboost = (fields: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  insertCampaign(
    database.db,
    {
      type: 'comboboost',
      config: {
        ranges: [
          { min_count: 2, max_count: 2, bonus_odds: 1.05 },
          { min_count: 3, max_count: null, bonus_odds: 1.1 },
        ],
        ...config,
      },
      ...fields,
    },
    clock.now(),
  );

/** Ends every campaign, so each test sees only its own. */
async function endCampaigns() {
  await database.db.execute(sql`update bonus_campaigns set status = 'inactive'`);
}

function settledMarket(urn: string, result: (outcome: string) => 'win' | 'lose' | 'void') {
  const market = footballMarkets(urn).find((m) => m.marketId === 1) as FeedMarket;
  return {
    ...market,
    status: -3,
    outcomes: market.outcomes.map((o) => ({ ...o, result: result(o.id) })),
  } satisfies FeedMarket;
}

beforeAll(async () => {
  feed = scriptedFeed(catalogSnapshot());
  ctx = await createTestContext({
    feed,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
    settle: true,
  });
  ({ database, app, runner, clock } = ctx);
  arsenalChelsea = await matchIdOf(database, 'sr:match:1001');
  liverpoolEverton = await matchIdOf(database, 'sr:match:1002');
  madridBarcelona = await matchIdOf(database, 'sr:match:1003');
  englandTournament = (
    await database.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.urnId, 'sr:tournament:17'))
  )[0]?.id as number;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the comboboost a bet is offered', () => {
  it('gives a combo the bonus odds of the range its selection count falls in', async () => {
    await endCampaigns();
    const id = await comboboost({ name: 'Combo boost' });
    const { token } = await signUpPlayer(app);
    const [single, pair, triple] = await applicable(token, [
      bet(0, [leg(liverpoolEverton)]),
      bet(0, [leg(liverpoolEverton), leg(madridBarcelona)]),
      bet(0, [leg(liverpoolEverton), leg(madridBarcelona), leg(arsenalChelsea)]),
    ]);
    expect(single.comboboost).toBeNull();
    expect(pair.comboboost).toMatchObject({
      id: String(id),
      type: 'comboboost',
      name: 'Combo boost',
      bonus_odds: 1.05,
      user_status: 'available',
      issued: null,
    });
    expect(triple.comboboost.bonus_odds).toBe(1.1);
    expect([pair.hunting, pair.tournament, pair.lootbox]).toEqual([null, null, null]);
  });

  it('is not offered below the ranges, under the least odds, or outside the event conditions', async () => {
    await endCampaigns();
    await comboboost({}, { ranges: [{ min_count: 3, max_count: 3, bonus_odds: 1.2 }] });
    const { token } = await signUpPlayer(app);
    const [pair] = await applicable(token, [bet(0, [leg(liverpoolEverton), leg(madridBarcelona)])]);
    expect(pair.comboboost).toBeNull();

    await endCampaigns();
    await comboboost({}, { min_odds: 3 });
    const [low, high] = await applicable(token, [
      bet(0, [leg(liverpoolEverton), leg(madridBarcelona, 'X', 3.4)]),
      bet(0, [leg(liverpoolEverton, 'X', 3.4), leg(madridBarcelona, '2', 3.6)]),
    ]);
    expect(low.comboboost).toBeNull();
    expect(high.comboboost.bonus_odds).toBe(1.05);

    await endCampaigns();
    await comboboost({
      eventConditions: { tournament: [{ id: String(englandTournament), name: 'Premier League' }] },
    });
    const [mixed, english] = await applicable(token, [
      bet(0, [leg(liverpoolEverton), leg(madridBarcelona)]),
      bet(0, [leg(liverpoolEverton), leg(arsenalChelsea)]),
    ]);
    expect(mixed.comboboost).toBeNull();
    expect(english.comboboost.bonus_odds).toBe(1.05);
  });

  it('respects the campaign’s countries and verification', async () => {
    await endCampaigns();
    await comboboost({ countryCodes: ['DE'] });
    const { token } = await signUpPlayer(app);
    const combo = [bet(0, [leg(liverpoolEverton), leg(madridBarcelona)])];
    expect((await applicable(token, combo, 'FR'))[0].comboboost).toBeNull();
    expect((await applicable(token, combo))[0].comboboost).toBeNull();
    expect((await applicable(token, combo, 'DE'))[0].comboboost.bonus_odds).toBe(1.05);

    await endCampaigns();
    await comboboost({ onlyVerified: true });
    expect((await applicable(token, combo))[0].comboboost).toBeNull();
    await database.db
      .update(players)
      .set({ confirmedAt: clock.now() })
      .where(eq(players.id, await playerIdOf(token)));
    expect((await applicable(token, combo))[0].comboboost.bonus_odds).toBe(1.05);
  });

  it('is not offered once the campaign ended, was switched off or is out of uses', async () => {
    await endCampaigns();
    const { token } = await signUpPlayer(app);
    const combo = [bet(0, [leg(liverpoolEverton), leg(madridBarcelona)])];
    await comboboost({ validTo: new Date(clock.now().getTime() - 1) });
    await comboboost({ status: 'inactive' });
    await comboboost({ triggerKey: 'promo_code' });
    expect((await applicable(token, combo))[0].comboboost).toBeNull();
  });
});

describe('the farming offers of the applicable-bonus call', () => {
  it('asks the offer source about every bet whose lines are known, and answers in bet order', async () => {
    const betting = new BettingRepository(database.db);
    const asked: BetFacts[][] = [];
    const source: BonusOfferSource = {
      offers: async (_playerId, bets) => {
        asked.push([...bets]);
        return bets.map((facts) => ({
          hunting: {
            id: '7',
            name: 'Hunt',
            type: 'hunting',
            points: facts.stake / 100,
            farmed_amount: facts.stake,
            currency: facts.currency,
          },
        }));
      },
    };
    const service = new ApplicableBonusService(
      betting.freebets(),
      (keys) => betting.findLines(keys),
      clock,
      new BetBonusRepository(database.db),
      async () => true,
      source,
    );
    const { token } = await signUpPlayer(app);
    const missing = { ...leg(liverpoolEverton), outcome_id: 'nope' };
    const answer = await service.applicable(await playerIdOf(token), {
      bets: [
        bet(300, [leg(liverpoolEverton)]),
        bet(100, [missing]),
        bet(500, [leg(madridBarcelona)]),
      ],
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.map((facts) => [facts.index, facts.stake])).toEqual([
      [0, 300],
      [2, 500],
    ]);
    expect(answer.data.map((offer) => offer.hunting?.points ?? null)).toEqual([3, null, 5]);
    expect(answer.data.map((offer) => offer.tournament)).toEqual([null, null, null]);
  });
});

describe('a bet placed with a comboboost', () => {
  it('is refused with 112 when the odds sent are not the bonus odds now, or it does not apply', async () => {
    await endCampaigns();
    const id = String(await comboboost());
    const { token } = await signUpPlayer(app, { deposit: 10_000 });
    const pair = [leg(liverpoolEverton), leg(madridBarcelona)];
    const wrong = await placeBets(
      app,
      token,
      slip([bet(1000, pair, { bonus: { type: 'comboboost', id, odds: 1.1 } })]),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: BET_ERROR_CODE.bonusNotUsable,
      message: 'error.place_bets.bonus_not_usable',
      data: { details: { reason: 'bonus_odds', bonus_odds: 1.05 } },
    });
    const single = await placeBets(
      app,
      token,
      slip([bet(1000, [leg(liverpoolEverton)], { bonus: { type: 'comboboost', id, odds: 1.05 } })]),
    );
    expect(single.body).toMatchObject({
      code: BET_ERROR_CODE.bonusNotUsable,
      data: { details: { reason: 'bet_type', bonus_odds: null } },
    });
    const unknown = await placeBets(
      app,
      token,
      slip([bet(1000, pair, { bonus: { type: 'comboboost', id: '999999', odds: 1.05 } })]),
    );
    expect(unknown.body.data.details.reason).toBe('not_found');
    expect(await balanceOf(app, token)).toBe(10_000);
  });

  it('spends no more uses than the campaign allows under 50 concurrent placements', async () => {
    await endCampaigns();
    const id = String(await comboboost({ usesCount: 1 }));
    const { token } = await signUpPlayer(app, { deposit: 100_000 });
    const payload = slip([
      bet(100, [leg(liverpoolEverton), leg(madridBarcelona)], {
        bonus: { type: 'comboboost', id, odds: 1.05 },
      }),
    ]);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeBets(app, token, payload, newRequestKey('boost'))),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.body.code).toBe(BET_ERROR_CODE.bonusNotUsable);
      expect(['bonus_over']).toContain(refused.body.data.details.reason);
    }
    expect(await balanceOf(app, token)).toBe(100_000 - 100);
    const playerId = await playerIdOf(token);
    const rows = await database.db.execute(
      sql`select times_used from player_bonuses where campaign_id = ${Number(id)} and player_id = ${playerId}`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      times_used: number;
    }[];
    expect(list.map((r) => Number(r.times_used))).toEqual([1]);
    const offered = await applicable(token, [
      bet(0, [leg(liverpoolEverton), leg(madridBarcelona)]),
    ]);
    expect(offered[0].comboboost).toBeNull();
  }, 60_000);

  it('accepts and stores a hunting bonus the player may use, and refuses another kind’s id', async () => {
    await endCampaigns();
    const boostId = await comboboost();
    const huntingId = await insertCampaign(
      database.db,
      {
        type: 'hunting',
        config: {
          min_stake: { EUR: 100 },
          points_per_unit: 1,
          points_for_freebet: 100,
          freebet_type: 'freebet_all_win',
          freebet_amounts: { EUR: 500 },
        },
      },
      clock.now(),
    );
    const { token } = await signUpPlayer(app, { deposit: 10_000 });
    const hunting = (id: number) =>
      slip([bet(500, [leg(liverpoolEverton)], { bonus: { type: 'hunting', id: String(id) } })]);
    const wrongKind = await placeBets(app, token, hunting(boostId));
    expect(wrongKind.body).toMatchObject({
      code: BET_ERROR_CODE.bonusNotUsable,
      data: { details: { reason: 'not_found' } },
    });
    const placed = await placeBets(app, token, hunting(huntingId));
    expect(placed.status).toBe(200);
    expect(placed.body.data[0].bonus).toEqual({
      id: String(huntingId),
      type: 'hunting',
      odds: null,
    });
    // Not boosted: a single at 2.10 for 5.00 shows 10.50.
    expect(placed.body.data[0].potential_win).toBe(1050);
    const rows = await database.db.execute(
      sql`select type, campaign_id, bonus_odds from bet_bonuses where bet_id = ${Number(placed.body.data[0].id)}`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Json[];
    expect(list).toEqual([{ type: 'hunting', campaign_id: huntingId, bonus_odds: null }]);
  });

  it('holds a boosted combo to the payout limit at its boosted odds', async () => {
    await endCampaigns();
    const id = String(await comboboost());
    const { token } = await signUpPlayer(app, { deposit: 400_000 });
    // 2.10 × 3.60 × 3.60 = 27.216: 3,600 EUR wins 94,377.60, under the 100,000 payout limit;
    // boosted 10 % it would win 103,815.36.
    const triple = [
      leg(arsenalChelsea),
      leg(liverpoolEverton, '2', 3.6),
      leg(madridBarcelona, '2', 3.6),
    ];
    const [offer] = await applicable(token, [bet(360_000, triple)]);
    expect(offer.comboboost.bonus_odds).toBe(1.1);
    const boosted = await placeBets(
      app,
      token,
      slip([bet(360_000, triple, { bonus: { type: 'comboboost', id, odds: 1.1 } })]),
    );
    expect(boosted.status).toBe(400);
    expect(boosted.body).toMatchObject({
      code: BET_ERROR_CODE.betLimit,
      data: { details: { kind: 'max_payout' } },
    });
    expect((await placeBets(app, token, slip([bet(360_000, triple)]))).status).toBe(200);
  });

  it('is stored with its bonus odds, shown boosted, and paid boosted at settlement', async () => {
    await endCampaigns();
    const id = String(await comboboost());
    const { token } = await signUpPlayer(app, { deposit: 10_000 });
    const pair = [leg(liverpoolEverton), leg(madridBarcelona)];
    const [offer] = await applicable(token, [bet(1000, pair)]);
    const placed = await placeBets(
      app,
      token,
      slip([
        bet(1000, pair, {
          bonus: { type: 'comboboost', id, odds: offer.comboboost.bonus_odds },
        }),
      ]),
    );
    expect(placed.status).toBe(200);
    const [placedBet] = placed.body.data;
    // 2.10 × 2.10 = 4.41; winnings 3.41 boosted 5 % = 3.5805: 1000 pays 4580.
    expect(placedBet).toMatchObject({
      bonus: { id, type: 'comboboost', odds: 1.05 },
      potential_win: 4580,
    });
    const read = await app.inject({
      method: 'GET',
      url: `/api/sportsbook/v3/bets/${placedBet.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((read.json() as Json).data).toMatchObject({
      bonus: { id, type: 'comboboost', odds: 1.05 },
      potential_win: 4580,
    });
    expect(await balanceOf(app, token)).toBe(9_000);

    feed.queue({
      ...noChanges(NOW),
      markets: [
        settledMarket('sr:match:1002', (o) => (o === '1' ? 'win' : 'lose')),
        settledMarket('sr:match:1003', (o) => (o === '1' ? 'win' : 'lose')),
      ],
    });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    expect(await balanceOf(app, token)).toBe(9_000 + 4580);
    await expectLedgerMatchesBalance(app, database, token);
    const settled = await app.inject({
      method: 'GET',
      url: `/api/sportsbook/v3/bets/${placedBet.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((settled.json() as Json).data).toMatchObject({
      status: 'done',
      win_amount: 4580,
      bonus: { type: 'comboboost', odds: 1.05 },
    });
  }, 60_000);
});
