// No bet, cash-out or bet builder price on a closed line: a provider switched off, a match over,
// a market suspended. Checked by validation and again by the placement writer at commit time.
import { BET_ERROR_CODE, betErrorResponse } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/tokens';
import type { ProviderStatuses } from '../catalog/provider-availability';
import type { Database } from '../db/client';
import { markets } from '../db/schema';
import { NOW, catalogSnapshot } from '../testing/feed-factory';
import { newRequestKey, placeBets, signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';
import { BettingRepository, type LineKey, priceStateOf } from './betting-repository';
import { PlacementWriter, type PreparedPlacement } from './placement-writer';
import { writerRepository } from './writer-connection';

const BETS = '/api/sportsbook/v3/bets';
const PROVIDERS = '/api/platform/dev/providers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let database: Database;
let app: FastifyInstance;
let liverpoolEverton: number;
let madridBarcelona: number;

beforeAll(async () => {
  const snapshot = catalogSnapshot();
  snapshot.markets = snapshot.markets.map((m) =>
    m.matchUrnId !== 'sr:match:1003'
      ? m
      : m.marketId === 1
        ? { ...m, customBetGroups: ['match_result'] }
        : m.marketId === 18
          ? { ...m, customBetGroups: ['total_goals'] }
          : m,
  );
  ctx = await createTestContext({
    snapshot,
    cacheTtlMs: 0,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
    pricing: { jointProbability: () => 0.25 },
  });
  ({ app, database } = ctx);
  liverpoolEverton = await matchIdOf(database, 'sr:match:1002');
  madridBarcelona = await matchIdOf(database, 'sr:match:1003');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const setBetradar = async (status: 'active' | 'inactive') => {
  const res = await app.inject({
    method: 'POST',
    url: `${PROVIDERS}/betradar`,
    payload: { status },
  });
  expect(res.statusCode).toBe(200);
};

/** Runs `work` with betradar switched off, and switches it on again whatever happens. */
const whileBetradarOff = async (work: () => Promise<void>) => {
  await setBetradar('inactive');
  try {
    await work();
  } finally {
    await setBetradar('active');
  }
};

const single = (matchId: number, stake: number, marketId = 1, specifier = '', outcome = '1') => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [
        {
          match_id: matchId,
          market_id: marketId,
          specifier,
          outcome_id: outcome,
          odds: 2.1,
        },
      ],
    },
  ],
});

const customBet = () => ({
  meta: { device_id: 'test-device', quick: false, type: 'custom' },
  bets: [
    {
      type: 'custom',
      stake: { value: 1000, currency: 'EUR' },
      custom_odds: 3.62,
      selections: [
        { match_id: madridBarcelona, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 },
        {
          match_id: madridBarcelona,
          market_id: 18,
          specifier: 'total=2.5',
          outcome_id: 'over',
          odds: 1.95,
        },
      ],
    },
  ],
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a switched-off provider', () => {
  it('refuses a bet on its match (104) and takes it again once switched on', async () => {
    const { token } = await signUpPlayer(app, { deposit: 5000 });
    await whileBetradarOff(async () => {
      const match = await app.inject({
        method: 'GET',
        url: `/api/sportsbook/matches/${liverpoolEverton}`,
      });
      expect(match.statusCode).toBe(200);
      expect((match.json() as Json).data?.bettable ?? (match.json() as Json).bettable).toBe(false);

      const refused = await placeBets(app, token, single(liverpoolEverton, 1000));
      expect(refused.status).toBe(400);
      const body = betErrorResponse.parse(refused.body);
      expect(body.code).toBe(BET_ERROR_CODE.matchNotBettable);
      expect(body.data.errors_by_bet['0']?.selection_indexes).toEqual([0]);
    });
    const placed = await placeBets(app, token, single(liverpoolEverton, 1000));
    expect(placed.status).toBe(200);
  });

  it('offers no cash-out on its bets and refuses one (131)', async () => {
    const { token } = await signUpPlayer(app, { deposit: 5000 });
    const placed = await placeBets(app, token, single(liverpoolEverton, 1000));
    expect(placed.status).toBe(200);
    const bet = placed.body.data[0];
    expect(bet.to_cashout).toBe(950);
    await whileBetradarOff(async () => {
      const read = await app.inject({
        method: 'GET',
        url: `${BETS}/${bet.id}`,
        headers: auth(token),
      });
      expect((read.json() as Json).data.to_cashout).toBeNull();
      const cashout = await app.inject({
        method: 'POST',
        url: `${BETS}/cashout`,
        headers: auth(token),
        payload: { bet_id: bet.id, to_cashout: 950 },
      });
      expect(cashout.statusCode).toBe(400);
      expect(betErrorResponse.parse(cashout.json()).code).toBe(BET_ERROR_CODE.cashoutUnavailable);
    });
    const again = await app.inject({
      method: 'GET',
      url: `${BETS}/${bet.id}`,
      headers: auth(token),
    });
    expect((again.json() as Json).data.to_cashout).toBe(950);
  });

  it('has no bet builder price and refuses a custom bet (104)', async () => {
    const { token } = await signUpPlayer(app, { deposit: 5000 });
    const quote = () =>
      app.inject({
        method: 'POST',
        url: `${BETS}/custom/odds`,
        payload: {
          match_id: madridBarcelona,
          selections: [
            { market_id: 1, specifier: '', outcome_id: '1' },
            { market_id: 18, specifier: 'total=2.5', outcome_id: 'over' },
          ],
        },
      });
    await whileBetradarOff(async () => {
      expect(((await quote()).json() as Json).data).toEqual({
        available: false,
        odds: null,
        reason: 'match_not_bettable',
      });
      const refused = await placeBets(app, token, customBet());
      expect(refused.status).toBe(400);
      expect(betErrorResponse.parse(refused.body).code).toBe(BET_ERROR_CODE.matchNotBettable);
    });
    expect(((await quote()).json() as Json).data).toMatchObject({ available: true, odds: 3.62 });
  });
});

describe('a closed match or market', () => {
  it('refuses a bet on a finished match (104) and on a suspended market (102)', async () => {
    const { token } = await signUpPlayer(app, { deposit: 5000 });
    const finished = await matchIdOf(database, 'sr:match:1004');
    const over = await placeBets(app, token, single(finished, 1000));
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(BET_ERROR_CODE.matchNotBettable);
    // Liverpool-Everton's "Total 1.5" market is suspended in the snapshot (status -1).
    const [suspended] = await database.db
      .select({ marketTypeId: markets.marketTypeId, specifier: markets.specifier })
      .from(markets)
      .where(sql`${markets.matchId} = ${liverpoolEverton} and ${markets.status} = -1`);
    expect(suspended).toBeDefined();
    const closed = await placeBets(
      app,
      token,
      single(liverpoolEverton, 1000, suspended?.marketTypeId, suspended?.specifier, 'over'),
    );
    expect(closed.status).toBe(400);
    expect([BET_ERROR_CODE.selectionSuspended, BET_ERROR_CODE.selectionNotFound]).toContain(
      closed.body.code,
    );
  });
});

describe('the placement writer at commit time', () => {
  /** A placement of one single on Liverpool-Everton's 1X2 "1", validated against `state`. */
  const placement = async (state: string): Promise<PreparedPlacement> => {
    const { token } = await signUpPlayer(app, { deposit: 5000 });
    const rows = await database.db.execute(
      sql`select s.player_id, a.id as account_id from sessions s
          join player_accounts a on a.player_id = s.player_id
          where s.id = ${hashToken(token)}`,
    );
    const row = ((rows as unknown as { rows?: Json[] }).rows ?? (rows as unknown as Json[]))[0];
    const key: LineKey = {
      matchId: liverpoolEverton,
      marketTypeId: 1,
      specifier: '',
      outcomeId: '1',
    };
    return {
      playerId: Number(row.player_id),
      key: newRequestKey('writer'),
      payloadHash: 'hash',
      createdAt: NOW,
      bets: [
        {
          accountId: Number(row.account_id),
          requestIndex: 0,
          currency: 'EUR',
          type: 'single',
          stake: 100n,
          totalStake: 100n,
          debit: 100n,
          odds: '2.1000',
          customOdds: null,
          systemWinCount: null,
          systemSize: null,
          quick: false,
          deviceId: 'test-device',
          selections: [{ ...key, marketName: '1X2', outcomeName: 'Liverpool', odds: '2.100' }],
        },
      ],
      prices: [{ key, state }],
    };
  };

  const stateNow = async () => {
    const repository = new BettingRepository(database.db);
    const lines = await repository.findLines([
      { matchId: liverpoolEverton, marketTypeId: 1, specifier: '', outcomeId: '1' },
    ]);
    return priceStateOf([...lines.values()][0] as Parameters<typeof priceStateOf>[0]);
  };

  it('refuses a line whose provider went off after validation (104)', async () => {
    const statuses: ProviderStatuses = {};
    const writer = new PlacementWriter(
      writerRepository(new BettingRepository(database.db)),
      undefined,
      {
        providerStatuses: () => statuses,
      },
    );
    const prepared = await placement(await stateNow());
    statuses.betradar = 'inactive';
    const outcome = await writer.write(prepared);
    expect(outcome).toEqual({
      status: 'closed',
      code: BET_ERROR_CODE.matchNotBettable,
      faults: [{ bet: 0, selections: [0] }],
    });
    // Switched on again, the same placement is written.
    statuses.betradar = 'active';
    expect((await writer.write({ ...prepared, key: newRequestKey('writer') })).status).toBe(
      'placed',
    );
  });

  it('refuses a line whose market was suspended after validation (102)', async () => {
    const writer = new PlacementWriter(writerRepository(new BettingRepository(database.db)));
    const prepared = await placement(await stateNow());
    const market = sql`${markets.matchId} = ${liverpoolEverton} and ${markets.marketTypeId} = 1 and ${markets.specifier} = ''`;
    await database.db.update(markets).set({ status: -1 }).where(market);
    try {
      expect(await writer.write(prepared)).toEqual({
        status: 'closed',
        code: BET_ERROR_CODE.selectionSuspended,
        faults: [{ bet: 0, selections: [0] }],
      });
    } finally {
      await database.db.update(markets).set({ status: 1 }).where(market);
    }
  });
});
