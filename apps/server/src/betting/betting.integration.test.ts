// Bet placement, settlement and cash-out over the real migrations (PGlite, or PostgreSQL with
// DATABASE_URL via `npm run test:pg`): money moves exactly once, whatever is retried or raced.
import { BET_ERROR_CODE, realtimeEventSchema } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../accounts/tokens';
import { loadConfig } from '../config/env';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { ledgerEntries, matches } from '../db/schema';
import type { FeedMarket } from '../feed/feed-model';
import { FeedRepository } from '../feed-runner/feed-repository';
import { type FeedRunner, createFeedRunner } from '../feed-runner/feed-runner';
import { manualClock } from '../shared/clock';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import {
  balanceOf,
  expectLedgerMatchesBalance,
  newRequestKey,
  placeBets,
  signUpPlayer,
} from '../testing/bettor';
import { recordingPublisher } from '../testing/recording-publisher';
import { createTestDatabase } from '../testing/test-database';
import { BettingRepository } from './betting-repository';
import { rowsOf } from './sql-rows';

const BETS = '/api/sportsbook/v3/bets';
const PLATFORM = '/api/platform';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let runner: FeedRunner;
let feed: ReturnType<typeof scriptedFeed>;
const publisher = recordingPublisher();
let liverpoolEverton: number;
let arsenalChelsea: number;
let madridBarcelona: number;

const key = () => newRequestKey();

const player = async (deposit = 0) => (await signUpPlayer(app, { deposit })).token;
const balance = (token: string) => balanceOf(app, token);

const single = (
  matchId: number,
  stake: number,
  overrides: Partial<{
    market_id: number;
    specifier: string;
    outcome_id: string;
    odds: number;
  }> = {},
) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [
        {
          match_id: matchId,
          market_id: 1,
          specifier: '',
          outcome_id: '1',
          odds: 2.1,
          ...overrides,
        },
      ],
    },
  ],
});

const place = (token: string, payload: unknown, requestKey: string | null = key()) =>
  placeBets(app, token, payload, requestKey);

/** The player of a session token, as an SQL subquery. */
const playerOf = (token: string) =>
  sql`select player_id from sessions where id = ${hashToken(token)}`;

const ledgerMatchesBalance = (token: string) => expectLedgerMatchesBalance(app, database, token);

// One clock for every app of this file: sessions started at NOW stay live whenever the tests run.
const clock = manualClock(NOW);

beforeAll(async () => {
  database = await createTestDatabase();
  const snapshot = catalogSnapshot();
  // Real Madrid-Barcelona offers a bet builder on its 1X2 and total lines.
  snapshot.markets = snapshot.markets.map((m) =>
    m.matchUrnId !== 'sr:match:1003'
      ? m
      : m.marketId === 1
        ? { ...m, customBetGroups: ['match_result'] }
        : m.marketId === 18
          ? { ...m, customBetGroups: ['total_goals'] }
          : m,
  );
  feed = scriptedFeed(snapshot);
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
    publisher,
    // A stand-in for the feed model: every pair of legs wins together a quarter of the time.
    pricing: { jointProbability: () => 0.25 },
  });
  const idOf = async (urn: string) =>
    (await database.db.select({ id: matches.id }).from(matches).where(eq(matches.urnId, urn)))[0]
      ?.id as number;
  liverpoolEverton = await idOf('sr:match:1002');
  arsenalChelsea = await idOf('sr:match:1001');
  madridBarcelona = await idOf('sr:match:1003');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('placing bets', () => {
  it('answers 401 without a session', async () => {
    const res = await app.inject({ method: 'POST', url: BETS, payload: single(1, 100) });
    expect(res.statusCode).toBe(401);
    const list = await app.inject({ method: 'GET', url: BETS });
    expect(list.statusCode).toBe(401);
  });

  it('answers bad input with 400 naming the field', async () => {
    const token = await player(1000);
    const odds = await place(token, single(liverpoolEverton, 100, { odds: 2.1234 }));
    expect(odds.status).toBe(400);
    expect(odds.body.field).toBe('bets.0.selections.0.odds');
    const badKey = await place(token, single(liverpoolEverton, 100), 'short');
    expect(badKey.status).toBe(400);
    expect(badKey.body.field).toBe('idempotency-key');
    const stake = await place(token, {
      ...single(liverpoolEverton, 100),
      bets: [{ stake: { value: 'ten', currency: 'EUR' }, selections: [] }],
    });
    expect(stake.status).toBe(400);
    expect(stake.body.field).toMatch(/^bets\.0\./);
  });

  it('places a bet sent without an Idempotency-Key, each time it is sent (decision 0015)', async () => {
    const token = await player(1000);
    const first = await place(token, single(liverpoolEverton, 100), null);
    expect(first.status).toBe(200);
    const again = await place(token, single(liverpoolEverton, 100), null);
    expect(again.status).toBe(200);
    expect(again.body.data[0].id).not.toBe(first.body.data[0].id);
    expect(await balance(token)).toBe(800);
    // With a key, the retry answers the bet placed the first time.
    const requestKey = key();
    const keyed = await place(token, single(liverpoolEverton, 100), requestKey);
    const retried = await place(token, single(liverpoolEverton, 100), requestKey);
    expect(retried.body.data[0].id).toBe(keyed.body.data[0].id);
    expect(await balance(token)).toBe(700);
    await ledgerMatchesBalance(token);
  });

  it('places several bets of one request in one statement, each with its selections and debit', async () => {
    const token = await player(5000);
    const leg = (matchId: number) => ({
      match_id: matchId,
      market_id: 1,
      specifier: '',
      outcome_id: '1',
      odds: 2.1,
    });
    const payload = {
      meta: { device_id: 'test-device', quick: false, type: 'combo' },
      bets: [
        { stake: { value: 500, currency: 'EUR' }, selections: [leg(liverpoolEverton)] },
        {
          type: 'combo',
          stake: { value: 300, currency: 'EUR' },
          selections: [leg(madridBarcelona), leg(liverpoolEverton)],
        },
      ],
    };
    const requestKey = key();
    const res = await place(token, payload, requestKey);
    expect(res.status).toBe(200);
    const [first, second] = res.body.data;
    expect(first).toMatchObject({ type: 'single', stake: { value: 500 } });
    expect(second).toMatchObject({ type: 'combo', stake: { value: 300 } });
    expect(second.selections.map((s: Json) => s.match.id)).toEqual([
      madridBarcelona,
      liverpoolEverton,
    ]);
    expect(await balance(token)).toBe(4200);
    await ledgerMatchesBalance(token);
    // What was stored answers the same as the placement (a replay reads it back).
    const again = await place(token, payload, requestKey);
    expect(again.status).toBe(200);
    expect(again.body.data.map((b: Json) => [b.id, b.selections.map((s: Json) => s.id)])).toEqual(
      res.body.data.map((b: Json) => [b.id, b.selections.map((s: Json) => s.id)]),
    );
    // The bet rows record the placement (decision 0064): each carries the request's key and
    // payload hash, and its wager entry; no `placed` event row is written.
    const rows = await database.db.execute(
      sql`select b.id::int as bet_id, b.request_key, b.request_index, length(b.payload_hash) as hash,
            l.amount::int as amount,
            (select count(*)::int from bet_events e where e.bet_id = b.id) as events
          from bets b join ledger_entries l on l.idempotency_key = 'bet:' || b.id || ':wager'
          where b.id in (${first.id}, ${second.id}) order by b.id`,
    );
    const written = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
    expect(written).toEqual([
      {
        bet_id: Number(first.id),
        request_key: requestKey,
        request_index: 0,
        hash: 64,
        amount: -500,
        events: 0,
      },
      {
        bet_id: Number(second.id),
        request_key: requestKey,
        request_index: 1,
        hash: 64,
        amount: -300,
        events: 0,
      },
    ]);
  });

  it('places a single: debits the stake, lists the bet and keeps the ledger equal to the balance', async () => {
    const token = await player(5000);
    const res = await place(token, single(liverpoolEverton, 1000));
    expect(res.status).toBe(200);
    const [bet] = res.body.data;
    expect(bet).toMatchObject({
      type: 'single',
      status: 'waiting_results',
      result: 'no_results',
      stake: { value: 1000, currency: 'EUR', subunits: 100 },
      odds: 2.1,
      potential_win: 2100,
    });
    expect(bet.selections[0]).toMatchObject({
      status: 'open',
      odds: 2.1,
      market: { id: 1, name: '1X2' },
      outcome: { id: '1' },
      match: { id: liverpoolEverton, name_a: 'Liverpool', name_b: 'Everton' },
    });
    expect(await balance(token)).toBe(4000);
    // The player's channel hears the bet and the new balance, in the realtime contract's shapes.
    await vi.waitFor(() => {
      const heard = publisher.publications.filter(
        (p) => p.message.type === 'bet_changed' && (p.message.data as Json).id === bet.id,
      );
      expect(heard).toHaveLength(1);
      const channel = heard[0]?.channel;
      const balances = publisher
        .ofType('balance_changed')
        .filter((p) => p.channel === channel)
        .map((p) => realtimeEventSchema.parse(p.message).data as Json);
      expect(balances.at(-1)).toMatchObject({ currency: 'EUR', balance: 4000 });
      expect(realtimeEventSchema.parse(heard[0]?.message).type).toBe('bet_changed');
    });
    const list = await app.inject({
      method: 'GET',
      url: `${BETS}?filter=open`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((list.json() as Json).data.map((b: Json) => b.id)).toEqual([bet.id]);
    expect((list.json() as Json).pagination).toEqual({
      total: 1,
      page: 1,
      limit: 500,
      last_page: 1,
    });
    await ledgerMatchesBalance(token);
  });

  it('accepts exactly one of 100 concurrent bets against a balance that covers one', async () => {
    const token = await player(1000);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => place(token, single(liverpoolEverton, 1000))),
    );
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(BET_ERROR_CODE.insufficientBalance);
    }
    expect(await balance(token)).toBe(0);
    await ledgerMatchesBalance(token);
  }, 60_000);

  it('places one bet for 50 concurrent retries with one key and refuses another payload under it', async () => {
    const token = await player(10_000);
    const requestKey = key();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => place(token, single(liverpoolEverton, 500), requestKey)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.data[0].id)).size).toBe(1);
    expect(await balance(token)).toBe(9500);
    const other = await place(token, single(liverpoolEverton, 600), requestKey);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(BET_ERROR_CODE.idempotencyConflict);
    expect(await balance(token)).toBe(9500);
    await ledgerMatchesBalance(token);
  }, 60_000);

  it.skipIf(loadConfig().database.driver !== 'postgres')(
    'answers a key another process commits while the batch writes it as taken (108 for another payload)',
    async () => {
      const token = await player(5000);
      const requestKey = key();
      const rows = rowsOf<{ player_id: number; account_id: number }>(
        await database.db.execute(
          sql`select player_id, id as account_id from player_accounts
              where player_id = (${playerOf(token)}) and currency = 'EUR'`,
        ),
      );
      const { player_id: playerId, account_id: accountId } = rows[0] as (typeof rows)[number];
      let answer: ReturnType<typeof place> | undefined;
      // Another process's placement under the same key, still open: this process's batch does
      // not see the key, and waits for that transaction (on the account's stored balance or the
      // bets' key index) before its insert fails on the key.
      await database.db.transaction(async (tx) => {
        await new BettingRepository(tx).insertPlacements([
          {
            playerId,
            key: requestKey,
            payloadHash: 'another payload',
            createdAt: NOW,
            bets: [
              {
                accountId,
                requestIndex: 0,
                currency: 'EUR',
                type: 'single',
                stake: 700n,
                totalStake: 700n,
                debit: 700n,
                odds: '2.1000',
                customOdds: null,
                systemWinCount: null,
                systemSize: null,
                quick: false,
                deviceId: 'other-process',
                selections: [
                  {
                    matchId: liverpoolEverton,
                    marketTypeId: 1,
                    specifier: '',
                    outcomeId: '1',
                    marketName: '1X2',
                    outcomeName: 'Liverpool',
                    odds: '2.100',
                  },
                ],
              },
            ],
          },
        ]);
        answer = place(token, single(liverpoolEverton, 500), requestKey);
        await vi.waitFor(
          async () => {
            const waiting = rowsOf<{ n: number }>(
              await database.db.execute(
                sql`select count(*)::int as n from pg_stat_activity
                    where wait_event_type = 'Lock' and datname = current_database()`,
              ),
            );
            expect(waiting[0]?.n).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 20 },
        );
      });
      const res = await (answer as ReturnType<typeof place>);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(BET_ERROR_CODE.idempotencyConflict);
      expect(await balance(token)).toBe(4300);
      const keyed = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from bets where request_key = ${requestKey}`,
        ),
      );
      expect(keyed[0]?.n).toBe(1);
      await ledgerMatchesBalance(token);
    },
    30_000,
  );

  it('refuses a changed price (101) with the current odds, and a suspended market (102)', async () => {
    const token = await player(5000);
    const moved = await place(token, single(liverpoolEverton, 100, { odds: 2.0 }));
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({
      code: BET_ERROR_CODE.invalidOdds,
      message: 'error.place_bets.invalid_odds',
      data: { details: { current_odds: { 0: [2.1] } } },
    });
    expect(moved.body.data.errors_by_bet['0'].localized_message).toBeTruthy();
    const suspended = await place(
      token,
      single(liverpoolEverton, 100, { market_id: 16, specifier: 'hcp=-1', odds: 3.25 }),
    );
    expect(suspended.status).toBe(400);
    expect(suspended.body.code).toBe(BET_ERROR_CODE.selectionSuspended);
    expect(await balance(token)).toBe(5000);
  });

  it('places a changed price when the player accepts any change', async () => {
    const token = await player(5000);
    await app.inject({
      method: 'POST',
      url: '/api/sportsbook/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { auto_accept_odds_change: 'any' },
    });
    const res = await place(token, single(liverpoolEverton, 100, { odds: 2.0 }));
    expect(res.status).toBe(200);
    expect(res.body.data[0].odds).toBe(2.1);
  });

  it('refuses with 401 a bet whose session ended or whose player was locked after the session was last read', async () => {
    // Placement reads sessions through a short in-process cache; the writer checks in its
    // transaction that the session is still live. Changes made by another server process are
    // simulated by writing the database directly, behind this process's cache.
    for (const end of [
      (token: string) => sql`update sessions set revoked_at = now() where id = ${hashToken(token)}`,
      (token: string) => sql`update players set locked_at = now() where id = (${playerOf(token)})`,
    ]) {
      const token = await player(5000);
      expect((await place(token, single(liverpoolEverton, 1000))).status).toBe(200);
      await database.db.execute(end(token));
      const refused = await place(token, single(liverpoolEverton, 1000));
      expect(refused.status).toBe(401);
      const rows = await database.db.execute(
        sql`select coalesce(sum(l.amount), 0)::int as balance
            from player_accounts a join ledger_entries l on l.account_id = a.id
            where a.player_id = (${playerOf(token)})`,
      );
      // One bet's stake taken, not two.
      const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Json[];
      expect(list[0]).toMatchObject({ balance: 4000 });
    }
    // A sign-out through this process is seen at once as well.
    const token = await player(5000);
    expect((await place(token, single(liverpoolEverton, 1000))).status).toBe(200);
    const out = await app.inject({
      method: 'DELETE',
      url: `${PLATFORM}/users/sign_out`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await place(token, single(liverpoolEverton, 1000))).status).toBe(401);
  });

  it('refuses a stake at the max stake limit with the limit message key', async () => {
    const token = await player(5000);
    const res = await place(token, single(liverpoolEverton, 1_000_000));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: BET_ERROR_CODE.betLimit,
      message: 'error.validation.bet_limits.max_stake_limit_exceeded',
    });
  });
});

describe('settling bets', () => {
  it('pays a won single exactly once and a lost one nothing', async () => {
    const winner = await player(5000);
    const loser = await player(5000);
    const won = await place(winner, single(arsenalChelsea, 1000));
    const lost = await place(loser, single(arsenalChelsea, 1000, { outcome_id: '2', odds: 3.6 }));
    expect([won.status, lost.status]).toEqual([200, 200]);
    const market = footballMarkets('sr:match:1001').find((m) => m.marketId === 1) as FeedMarket;
    const settled: FeedMarket = {
      ...market,
      status: -3,
      outcomes: market.outcomes.map((o) => ({ ...o, result: o.id === '1' ? 'win' : 'lose' })),
    };
    feed.queue({ ...noChanges(NOW), markets: [settled] });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    // A second tick with the same results pays nothing more.
    feed.queue({ ...noChanges(NOW), markets: [settled] });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    expect(await balance(winner)).toBe(4000 + 2100);
    expect(await balance(loser)).toBe(4000);
    const res = await app.inject({
      method: 'GET',
      url: `${BETS}?filter=settled`,
      headers: { authorization: `Bearer ${winner}` },
    });
    expect((res.json() as Json).data[0]).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: 2100,
      selections: [{ status: 'win' }],
    });
    await ledgerMatchesBalance(winner);
    await ledgerMatchesBalance(loser);
    const wins = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'win'));
    expect(wins.filter((w) => w.reference === `bet:${won.body.data[0].id}`)).toHaveLength(1);
  });
});

describe('cashing out', () => {
  it('cashes out at the offer seen, and refuses an offer that moved', async () => {
    const token = await player(5000);
    const placed = await place(token, single(liverpoolEverton, 1000));
    const bet = placed.body.data[0];
    expect(bet.to_cashout).toBe(950);
    const moved = await app.inject({
      method: 'POST',
      url: `${BETS}/cashout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bet_id: bet.id, to_cashout: 999 },
    });
    expect(moved.statusCode).toBe(400);
    expect((moved.json() as Json).code).toBe(BET_ERROR_CODE.cashoutOfferChanged);
    const partial = await app.inject({
      method: 'POST',
      url: `${BETS}/cashout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bet_id: bet.id, to_cashout: 950, amount: 475 },
    });
    expect(partial.statusCode).toBe(200);
    expect((partial.json() as Json).data).toMatchObject({
      status: 'waiting_results',
      stake: { value: 500 },
      cashed_out_amount: 475,
      to_cashout: 475,
    });
    const full = await app.inject({
      method: 'POST',
      url: `${BETS}/cashout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bet_id: bet.id, to_cashout: 475 },
    });
    expect((full.json() as Json).data).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
    });
    expect(await balance(token)).toBe(4000 + 950);
    await ledgerMatchesBalance(token);
  });
});

describe('share codes', () => {
  it('shares bets under a code and restores them in another currency', async () => {
    const token = await player();
    const created = await app.inject({
      method: 'POST',
      url: `${BETS}/share-code`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bets: single(liverpoolEverton, 1000).bets },
    });
    expect(created.statusCode).toBe(200);
    const code = (created.json() as Json).data.code as string;
    const shared = await app.inject({ method: 'GET', url: `${BETS}/share-code?code=${code}` });
    expect((shared.json() as Json).data.bets[0].stake).toEqual({ value: 1000, currency: 'EUR' });
    const restored = await app.inject({
      method: 'POST',
      url: `${BETS}/restore`,
      payload: { bets: (shared.json() as Json).data.bets, currency: 'USD' },
    });
    expect((restored.json() as Json).data[0]).toMatchObject({
      type: 'single',
      stake: { value: 1080, currency: 'USD' },
      selections: [{ match_id: liverpoolEverton, odds: 2.1, name_a: 'Liverpool' }],
    });
    const missing = await app.inject({ method: 'GET', url: `${BETS}/share-code?code=ABCDEFGH` });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as Json).code).toBe(BET_ERROR_CODE.shareCodeNotFound);
  });
});

describe('max stake', () => {
  it('answers the balance, or just under the max stake limit when the balance is larger', async () => {
    const small = await player(5000);
    const big = await player(2_000_000);
    const ask = (token: string) =>
      app.inject({
        method: 'POST',
        url: `${BETS}/max-stake`,
        headers: { authorization: `Bearer ${token}` },
        payload: { bets: single(liverpoolEverton, 1).bets },
      });
    expect(((await ask(small)).json() as Json).data[0]).toEqual({
      max_stake: 5000,
      currency: 'EUR',
      limited_by: 'balance',
    });
    expect(((await ask(big)).json() as Json).data[0]).toEqual({
      max_stake: 999_999,
      currency: 'EUR',
      limited_by: 'max_stake',
    });
  });
});

describe('max stake of a slip', () => {
  it('leaves each bet what the other bets of the slip do not take', async () => {
    const token = await player(5000);
    const bet = (matchId: number, stake: number) => single(matchId, stake).bets[0];
    const res = await app.inject({
      method: 'POST',
      url: `${BETS}/max-stake`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bets: [bet(liverpoolEverton, 1), bet(madridBarcelona, 1000)] },
    });
    expect(res.json()).toMatchObject({ data: expect.any(Array) });
    // €50: the second bet keeps its €10, the first (1 cent) at least the €0.10 minimum.
    expect((res.json() as Json).data).toEqual([
      { max_stake: 4000, currency: 'EUR', limited_by: 'balance' },
      { max_stake: 4990, currency: 'EUR', limited_by: 'balance' },
    ]);
  });
});

describe('bet builder', () => {
  const legs = (second: { market_id: number; specifier: string; outcome_id: string }) => ({
    match_id: madridBarcelona,
    selections: [{ market_id: 1, specifier: '', outcome_id: '1' }, second],
  });

  it('lists the bet builder markets and prices legs of one match together', async () => {
    const markets = await app.inject({
      method: 'GET',
      url: `${BETS}/custom/markets/${madridBarcelona}`,
    });
    expect(((markets.json() as Json).data as Json[]).map((m) => m.id).sort()).toEqual([1, 18, 18]);
    const quote = await app.inject({
      method: 'POST',
      url: `${BETS}/custom/odds`,
      payload: legs({ market_id: 18, specifier: 'total=2.5', outcome_id: 'over' }),
    });
    // 1 / (0.25 × 1.10) = 3.636…, down to the 0.02 ladder step.
    expect((quote.json() as Json).data).toEqual({ available: true, odds: 3.62, reason: null });
    const same = await app.inject({
      method: 'POST',
      url: `${BETS}/custom/odds`,
      payload: {
        match_id: madridBarcelona,
        selections: [
          { market_id: 18, specifier: 'total=2.5', outcome_id: 'over' },
          { market_id: 18, specifier: 'total=1.5', outcome_id: 'over' },
        ],
      },
    });
    // Two lines of one bet builder group (total goals) cannot be combined.
    expect((same.json() as Json).data).toMatchObject({ available: false, reason: 'same_market' });
  });

  it('places a custom bet at the quoted price and refuses a moved one with 120', async () => {
    const token = await player(5000);
    const custom = (customOdds: number) => ({
      meta: { device_id: 'test-device', quick: false, type: 'custom' },
      bets: [
        {
          type: 'custom',
          stake: { value: 1000, currency: 'EUR' },
          custom_odds: customOdds,
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
    const moved = await place(token, custom(4));
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({
      code: BET_ERROR_CODE.invalidOddsCustomBet,
      data: { details: { custom_odds: 3.62 } },
    });
    const placed = await place(token, custom(3.62));
    expect(placed.status).toBe(200);
    expect(placed.body.data[0]).toMatchObject({ type: 'custom', odds: 3.62, potential_win: 3620 });
  });
});

describe('auto cash-out', () => {
  it('cashes out in full once the offer reaches the target after a price move', async () => {
    const token = await player(5000);
    const placed = await place(token, single(madridBarcelona, 1000));
    const bet = placed.body.data[0];
    expect(bet.to_cashout).toBe(950);
    const low = await app.inject({
      method: 'POST',
      url: `${BETS}/auto-cashout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bet_id: bet.id, target: 900 },
    });
    expect(low.statusCode).toBe(400);
    const set = await app.inject({
      method: 'POST',
      url: `${BETS}/auto-cashout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { bet_id: bet.id, target: 1200 },
    });
    expect((set.json() as Json).data.auto_cashout).toEqual({ target: 1200 });
    const market = footballMarkets('sr:match:1003').find((m) => m.marketId === 1) as FeedMarket;
    feed.queue({
      ...noChanges(NOW),
      markets: [
        {
          ...market,
          customBetGroups: ['match_result'],
          outcomes: market.outcomes.map((o) => (o.id === '1' ? { ...o, odds: 1.5 } : o)),
        },
      ],
    });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    const after = await app.inject({
      method: 'GET',
      url: `${BETS}/${bet.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    // 10 × 2.1 / 1.5 × 0.95 = €13.30.
    expect((after.json() as Json).data).toMatchObject({
      status: 'cashed_out',
      win_amount: 1330,
    });
    expect(await balance(token)).toBe(4000 + 1330);
    await ledgerMatchesBalance(token);
  });
});

describe('bad input barrage', () => {
  it('answers every malformed betting call with a 4xx naming a field, never a 5xx', async () => {
    const token = await player(1000);
    const bodies: unknown[] = [
      'text',
      [],
      {},
      { meta: null, bets: 'x' },
      { meta: { device_id: 'd', type: 'single' }, bets: [] },
      { meta: { device_id: 'd', type: 'nope' }, bets: [{}] },
      { bets: [{ stake: { value: 1e20, currency: 'eur' }, selections: [{ match_id: -1 }] }] },
      { bet_id: '1'.repeat(40), to_cashout: -5 },
      { bet_id: '12', to_cashout: 1.5, amount: 'all' },
      { match_id: 'x', selections: [{}] },
      { code: '\u0000' },
      { bets: [{ stake: { value: 1, currency: 'EUR' }, selections: Array(40).fill({}) }] },
    ];
    const calls = [
      ['POST', BETS],
      ['POST', `${BETS}/max-stake`],
      ['POST', `${BETS}/cashout`],
      ['POST', `${BETS}/auto-cashout`],
      ['POST', `${BETS}/share-code`],
      ['POST', `${BETS}/restore`],
      ['POST', `${BETS}/custom/odds`],
    ] as const;
    for (const [method, url] of calls) {
      for (const body of bodies) {
        const res = await app.inject({
          method,
          url,
          headers: {
            authorization: `Bearer ${token}`,
            'idempotency-key': key(),
            'content-type': 'application/json',
          },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.statusCode === 400 && typeof (res.json() as Json).code === 'string') {
          expect((res.json() as Json).field).toBeTruthy();
        }
      }
    }
    for (const url of [
      `${BETS}?status=nope`,
      `${BETS}?limit=0`,
      `${BETS}/abc`,
      `${BETS}/share-code?code=%00`,
      `${BETS}/custom/markets/abc`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await balance(token)).toBe(1000);
  });
});

describe('in-play acceptance delay', () => {
  it('re-checks a live bet after the delay and refuses it when the price moved meanwhile', async () => {
    const delayed = await buildApp({
      database,
      clock,
      apiDocs: false,
      betting: { liveDelayMs: 300 },
    });
    try {
      const token = await player(5000);
      const live = (odds: number) =>
        delayed.inject({
          method: 'POST',
          url: BETS,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key() },
          payload: single(arsenalChelsea, 100, {
            market_id: 18,
            specifier: 'total=2.5',
            outcome_id: 'over',
            odds,
          }),
        });
      const started = Date.now();
      const accepted = await live(1.95);
      expect(accepted.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);

      const pending = live(1.95);
      const market = footballMarkets('sr:match:1001').find(
        (m) => m.marketId === 18 && m.specifier === 'total=2.5',
      ) as FeedMarket;
      feed.queue({
        ...noChanges(NOW),
        markets: [
          { ...market, outcomes: market.outcomes.map((o) => ({ ...o, odds: o.odds + 0.2 })) },
        ],
      });
      await runner.tick();
      const refused = await pending;
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as Json).code).toBe(BET_ERROR_CODE.invalidOdds);
      expect(await balance(token)).toBe(4900);
    } finally {
      await delayed.close();
    }
  });
});

describe('prices read for validation', () => {
  it('refuses a bet at a price that moved after it was last read, once the writer sees the move', async () => {
    const token = await player(5000);
    const under = (odds: number) =>
      single(arsenalChelsea, 100, {
        market_id: 18,
        specifier: 'total=2.5',
        outcome_id: 'under',
        odds,
      });
    const probe = await place(token, under(1.01));
    expect(probe.body.code).toBe(BET_ERROR_CODE.invalidOdds);
    const current = probe.body.data.details.current_odds[0][0] as number;
    expect((await place(token, under(current))).status).toBe(200);

    const market = footballMarkets('sr:match:1001').find(
      (m) => m.marketId === 18 && m.specifier === 'total=2.5',
    ) as FeedMarket;
    const moved = market.outcomes.map((o) => ({ ...o, odds: o.odds + 0.5 }));
    feed.queue({ ...noChanges(NOW), markets: [{ ...market, outcomes: moved }] });
    await runner.tick();

    // Placed right after the move, at the price read a moment before it.
    const late = await place(token, under(current));
    expect(late.status).toBe(400);
    expect(late.body.code).toBe(BET_ERROR_CODE.invalidOdds);
    expect(late.body.data.details.current_odds[0][0]).toBe(
      (moved.find((o) => o.id === 'under') as { odds: number }).odds,
    );
    expect(await balance(token)).toBe(4900);
    await ledgerMatchesBalance(token);
  });
  it('answers a retry of a placed bet with that bet even after its price moved', async () => {
    const token = await player(5000);
    const over = (odds: number) =>
      single(arsenalChelsea, 100, {
        market_id: 18,
        specifier: 'total=2.5',
        outcome_id: 'over',
        odds,
      });
    const probe = await place(token, over(1.01));
    const current = probe.body.data.details.current_odds[0][0] as number;
    const requestKey = key();
    const placed = await place(token, over(current), requestKey);
    expect(placed.status).toBe(200);

    const market = footballMarkets('sr:match:1001').find(
      (m) => m.marketId === 18 && m.specifier === 'total=2.5',
    ) as FeedMarket;
    const moved = market.outcomes.map((o) => ({ ...o, odds: o.odds + 0.8 }));
    feed.queue({ ...noChanges(NOW), markets: [{ ...market, outcomes: moved }] });
    await runner.tick();

    const retry = await place(token, over(current), requestKey);
    expect(retry.status).toBe(200);
    expect(retry.body.data[0].id).toBe(placed.body.data[0].id);
    expect(await balance(token)).toBe(4900);
  });
});
