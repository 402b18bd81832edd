// The bet history's filters (spec section 9: time, sortBy, date, sport, page, isBettable, plus
// open/settled and the result filter) over the real migrations, on PGlite and PostgreSQL.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, matches } from '../db/schema';
import type { FeedMarket } from '../feed/feed-model';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { placeBets, signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';
import { dayInZone } from './bet-history';

const BETS = '/api/sportsbook/v3/bets';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let feed: ReturnType<typeof scriptedFeed>;
let token: string;
/** Bet ids by name: lost (10 days ago), open (2 h), tennis (1 h), old (40 days), lateNight. */
const ids: Record<string, number> = {};

const single = (
  matchId: number,
  marketId: number,
  outcome: string,
  odds: number,
  stake: number,
) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [
        { match_id: matchId, market_id: marketId, specifier: '', outcome_id: outcome, odds },
      ],
    },
  ],
});

async function place(name: string, payload: unknown, placedAt: Date): Promise<void> {
  const res = await placeBets(ctx.app, token, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data[0].id as number;
  ids[name] = id;
  // Backdated here: the catalog's matches start relative to NOW, so the bets are placed now.
  await ctx.database.db.update(bets).set({ createdAt: placedAt }).where(eq(bets.id, id));
}

async function history(query: string, as = token): Promise<{ status: number; body: Json }> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${BETS}?${query}`,
    headers: { authorization: `Bearer ${as}` },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The names of the answered bets, in order. */
async function names(query: string): Promise<string[]> {
  const res = await history(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return (res.body.data as { id: number }[]).map((bet) => byId.get(bet.id) ?? `other ${bet.id}`);
}

beforeAll(async () => {
  feed = scriptedFeed(catalogSnapshot());
  ctx = await createTestContext({
    feed,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
    settle: true,
  });
  const liverpoolEverton = await matchIdOf(ctx.database, 'sr:match:1002');
  const madridBarcelona = await matchIdOf(ctx.database, 'sr:match:1003');
  const sinnerAlcaraz = await matchIdOf(ctx.database, 'sr:match:2001');
  // Another player's combo first: bet and selection ids then differ, as they do in production.
  const other = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'history-first' });
  const combo = await placeBets(ctx.app, other.token, {
    meta: { device_id: 'test-device', quick: false, type: 'combo' },
    bets: [
      {
        type: 'combo',
        stake: { value: 100, currency: 'EUR' },
        selections: [
          { match_id: liverpoolEverton, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 },
          { match_id: madridBarcelona, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 },
        ],
      },
    ],
  });
  expect(combo.status, JSON.stringify(combo.body)).toBe(200);
  ({ token } = await signUpPlayer(ctx.app, { deposit: 100_000, prefix: 'history' }));

  await place('old', single(madridBarcelona, 1, '2', 3.6, 200), new Date(NOW.getTime() - 40 * DAY));
  await place(
    'lost',
    single(liverpoolEverton, 1, '1', 2.1, 100),
    new Date(NOW.getTime() - 10 * DAY),
  );
  // 23:30 UTC on the 20th is already the 21st in Berlin (UTC+1 in November).
  await place(
    'lateNight',
    single(madridBarcelona, 1, 'X', 3.4, 150),
    new Date('2026-11-20T23:30:00Z'),
  );
  await place(
    'open',
    single(madridBarcelona, 1, '1', 2.1, 300),
    new Date(NOW.getTime() - 2 * HOUR),
  );
  await place('tennis', single(sinnerAlcaraz, 186, '1', 1.5, 50), new Date(NOW.getTime() - HOUR));

  // Liverpool–Everton's match result settles: the home win loses.
  const market = footballMarkets('sr:match:1002').find((m) => m.marketId === 1) as FeedMarket;
  feed.queue({
    ...noChanges(NOW),
    markets: [
      {
        ...market,
        status: -3,
        outcomes: market.outcomes.map((o) => ({ ...o, result: o.id === '2' ? 'win' : 'lose' })),
      },
    ],
  });
  await ctx.runner.tick();
  await ctx.app.settlement.enqueue(async () => {});
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /bets: the bet history', () => {
  it('lists every bet of the player newest first, with the spec pagination', async () => {
    const res = await history('');
    expect(res.body.pagination).toEqual({ total: 5, page: 1, limit: 500, last_page: 1 });
    expect(await names('')).toEqual(['tennis', 'open', 'lateNight', 'lost', 'old']);
  });

  it('keeps settled or open bets, and the lost ones', async () => {
    expect(await names('filter=settled')).toEqual(['lost']);
    expect(await names('filter=settled&result=lose')).toEqual(['lost']);
    expect(await names('filter=settled&result=win')).toEqual([]);
    expect(await names('filter=open')).toEqual(['tennis', 'open', 'lateNight', 'old']);
  });

  it('keeps the bets placed within a time range preset', async () => {
    expect(await names('time=24h')).toEqual(['tennis', 'open']);
    expect(await names('time=7d')).toEqual(['tennis', 'open', 'lateNight']);
    expect(await names('time=30d')).toEqual(['tennis', 'open', 'lateNight', 'lost']);
    expect(await names('time=90d')).toHaveLength(5);
  });

  it("keeps the bets of one day in the player's time zone", async () => {
    expect(await names('date=2026-11-20')).toEqual(['lateNight']);
    expect(await names('date=2026-11-20&tz=Europe%2FBerlin')).toEqual([]);
    expect(await names('date=2026-11-21&tz=Europe%2FBerlin')).toEqual(['lateNight']);
    const lostDay = new Date(NOW.getTime() - 10 * DAY).toISOString().slice(0, 10);
    expect(await names(`date=${lostDay}`)).toEqual(['lost']);
    // A day and a range combine: the 20th is not within the last 24 hours.
    expect(await names('date=2026-11-20&time=24h')).toEqual([]);
  });

  it('keeps the bets with a selection in one sport', async () => {
    expect(await names('sport=tennis')).toEqual(['tennis']);
    expect(await names('sport=soccer')).toEqual(['open', 'lateNight', 'lost', 'old']);
    expect(await names('sport=handball')).toEqual([]);
  });

  it('keeps the bets whose match still takes bets, or those whose matches do not', async () => {
    const madridBarcelona = await matchIdOf(ctx.database, 'sr:match:1003');
    await ctx.database.db
      .update(matches)
      .set({ bettable: false })
      .where(inArray(matches.id, [madridBarcelona]));
    try {
      expect(await names('isBettable=true')).toEqual(['tennis', 'lost']);
      expect(await names('isBettable=false')).toEqual(['open', 'lateNight', 'old']);
    } finally {
      await ctx.database.db
        .update(matches)
        .set({ bettable: true })
        .where(inArray(matches.id, [madridBarcelona]));
    }
  });

  it('sorts by date either way, by stake, odds and payout', async () => {
    expect(await names('sortBy=oldest')).toEqual(['old', 'lost', 'lateNight', 'open', 'tennis']);
    expect(await names('sortBy=stake')).toEqual(['open', 'old', 'lateNight', 'lost', 'tennis']);
    expect(await names('sortBy=odds')).toEqual(['old', 'lateNight', 'open', 'lost', 'tennis']);
    // Nothing has paid yet: every payout is 0, so newest first.
    expect(await names('sortBy=payout')).toEqual(['tennis', 'open', 'lateNight', 'lost', 'old']);
  });

  it('pages to the last page without repeating or skipping a bet', async () => {
    const first = await history('limit=2&page=1');
    expect(first.body.pagination).toEqual({ total: 5, page: 1, limit: 2, last_page: 3 });
    const seen = [
      ...(await names('limit=2&page=1')),
      ...(await names('limit=2&page=2')),
      ...(await names('limit=2&page=3')),
    ];
    expect(seen).toEqual(['tennis', 'open', 'lateNight', 'lost', 'old']);
    expect(await names('limit=2&page=4')).toEqual([]);
    const filtered = await history('limit=1&page=2&sport=soccer&sortBy=oldest');
    expect(filtered.body.pagination).toEqual({ total: 4, page: 2, limit: 1, last_page: 4 });
    expect(filtered.body.data[0].id).toBe(ids.lost);
  });

  it("answers another player's history without this player's bets", async () => {
    const other = await signUpPlayer(ctx.app, { prefix: 'history-other' });
    const res = await history('', other.token);
    expect(res.body).toEqual({
      data: [],
      pagination: { total: 0, page: 1, limit: 500, last_page: 1 },
    });
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    for (const [query, field] of [
      ['time=1y', 'time'],
      ['sortBy=cheapest', 'sortBy'],
      ['date=2026-13-01', 'date'],
      ['date=yesterday', 'date'],
      ['tz=Mars%2FOlympus', 'tz'],
      ['isBettable=maybe', 'isBettable'],
      [`sport=${'x'.repeat(65)}`, 'sport'],
      ['page=0', 'page'],
      ['limit=501', 'limit'],
    ] as const) {
      const res = await history(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('asks for a signed-in player', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BETS}?time=7d` });
    expect(res.statusCode).toBe(401);
  });
});

describe('dayInZone', () => {
  it('gives a day its own length across a clock change', () => {
    const spring = dayInZone('2026-03-29', 'Europe/Berlin');
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const utc = dayInZone('2026-12-31', 'UTC');
    expect(utc.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    const ny = dayInZone('2026-11-25', 'America/New_York');
    expect(ny.start.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });
});
