// The dev feed corrections over the real migrations: a moved price reaches the catalog, the
// realtime hub and placement like a feed tick's; a settled market settles bets as in production;
// the simulation no longer moves a corrected market; bad input answers 400 with the field.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { matches } from '../db/schema';
import type { FeedMarket } from '../feed/feed-model';
import { manualClock } from '../shared/clock';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { balanceOf, newRequestKey, placeBets, signUpPlayer } from '../testing/bettor';
import { recordingPublisher } from '../testing/recording-publisher';
import { createTestDatabase } from '../testing/test-database';
import { FeedRepository } from './feed-repository';
import { type FeedRunner, createFeedRunner } from './feed-runner';

const PRICES = '/api/platform/dev/feed/prices';
const RESULTS = '/api/platform/dev/feed/results';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let runner: FeedRunner;
let feed: ReturnType<typeof scriptedFeed>;
const publisher = recordingPublisher();
let liverpoolEverton: number;
let madridBarcelona: number;

const player = async (deposit: number) =>
  (await signUpPlayer(app, { deposit, prefix: 'devfeed' })).token;
const balance = (token: string) => balanceOf(app, token);

const single = (matchId: number, stake: number, odds: number) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds }],
    },
  ],
});

const place = (token: string, payload: unknown) =>
  placeBets(app, token, payload, newRequestKey('dev-feed'));

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload });

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = manualClock(NOW);
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
    feed: runner,
    feedChanges: runner,
    publisher,
  });
  const idOf = async (urn: string) =>
    (await database.db.select({ id: matches.id }).from(matches).where(eq(matches.urnId, urn)))[0]
      ?.id as number;
  liverpoolEverton = await idOf('sr:match:1002');
  madridBarcelona = await idOf('sr:match:1003');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('moving a price', () => {
  it('reaches placement and the realtime hub, and the simulation no longer moves it', async () => {
    publisher.clear();
    const res = await post(PRICES, {
      match_id: liverpoolEverton,
      market_id: 1,
      outcome_id: '1',
      odds: 2.5,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json).outcomes.find((o: Json) => o.id === '1').odds).toBe(2.5);
    // The hub's publication follows the committed write asynchronously.
    await vi.waitFor(() => expect(publisher.ofType('markets_changed').length).toBeGreaterThan(0));

    const token = await player(5000);
    const refused = await place(token, single(liverpoolEverton, 100, 2.1));
    expect(refused.body.code).toBe(BET_ERROR_CODE.invalidOdds);
    expect(refused.body.data.details.current_odds).toEqual({ 0: [2.5] });

    // The simulation's own move of that market is ignored from now on.
    const market = footballMarkets('sr:match:1002').find((m) => m.marketId === 1) as FeedMarket;
    feed.queue({
      ...noChanges(NOW),
      markets: [{ ...market, outcomes: market.outcomes.map((o) => ({ ...o, odds: 1.9 })) }],
    });
    await runner.tick();
    expect((await place(token, single(liverpoolEverton, 100, 2.5))).status).toBe(200);
  });

  it('answers bad input with 400 naming the field and an unknown match or market with 404', async () => {
    const odds = await post(PRICES, {
      match_id: liverpoolEverton,
      market_id: 1,
      outcome_id: '1',
      odds: 0.5,
    });
    expect(odds.statusCode).toBe(400);
    expect((odds.json() as Json).field).toBe('odds');
    const outcome = await post(PRICES, {
      match_id: liverpoolEverton,
      market_id: 1,
      outcome_id: 'nope',
      odds: 2,
    });
    expect(outcome.statusCode).toBe(400);
    expect((outcome.json() as Json).field).toBe('outcome_id');
    const match = await post(PRICES, { match_id: 999_999, market_id: 1, outcome_id: '1', odds: 2 });
    expect(match.statusCode).toBe(404);
    const marketMissing = await post(RESULTS, {
      match_id: liverpoolEverton,
      market_id: 4242,
      winning_outcome_id: '1',
    });
    expect(marketMissing.statusCode).toBe(404);
    const missing = await post(RESULTS, { match_id: liverpoolEverton, market_id: 1 });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as Json).field).toBe('winning_outcome_id');
  });
});

describe('settling a market', () => {
  it('settles the bets on it as a feed result does, once', async () => {
    const token = await player(5000);
    expect((await place(token, single(madridBarcelona, 1000, 2.1))).status).toBe(200);
    const res = await post(RESULTS, {
      match_id: madridBarcelona,
      market_id: 1,
      winning_outcome_id: '1',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json).status).toBe(-3);
    await app.settlement.enqueue(async () => {});
    expect(await balance(token)).toBe(4000 + 2100);
    // Settling again pays nothing more.
    await post(RESULTS, { match_id: madridBarcelona, market_id: 1, winning_outcome_id: '1' });
    await app.settlement.enqueue(async () => {});
    expect(await balance(token)).toBe(4000 + 2100);
  });

  it('is not mounted when dev tools are off', async () => {
    const closed = await buildApp({ database, apiDocs: false, devTools: false, feed: runner });
    const res = await closed.inject({
      method: 'POST',
      url: RESULTS,
      payload: { match_id: madridBarcelona, market_id: 1, winning_outcome_id: '1' },
    });
    expect(res.statusCode).toBe(404);
    await closed.close();
  });
});
