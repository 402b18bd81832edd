// The catalog seeded and moved by the real simulated feed (a fixed seed and start instant), so
// whatever the feed produces is stored, validated by the response schemas and served
// consistently across endpoints, across ticks and across a restart.
import type { MarketWire, MatchWire } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCompetitorLogo } from '../feed/logo';
import { createOddsFeed } from '../feed/odds-feed';
import { manualClock } from '../shared/clock';
import { type TestContext, createTestContext } from '../testing/test-app';
import { FeedRepository } from './feed-repository';
import { createFeedRunner } from './feed-runner';

const API = '/api/sportsbook';
const START = new Date('2026-11-22T18:00:00Z');
const SEED = 7;
let ctx: TestContext;
let feed: ReturnType<typeof createOddsFeed>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(url: string): Promise<any> {
  const res = await ctx.app.inject({ url: `${API}${url}` });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json();
}

async function allMatches(query = ''): Promise<MatchWire[]> {
  const out: MatchWire[] = [];
  for (let page = 1; ; page += 1) {
    const body = await get(`/matches?limit=500&page=${page}${query}`);
    out.push(...body.data);
    if (page >= body.pagination.last_page) return out;
  }
}

beforeAll(async () => {
  feed = createOddsFeed({ seed: SEED, now: START, daysAhead: 2 });
  ctx = await createTestContext({
    feed,
    clock: manualClock(START),
    renderLogo: renderCompetitorLogo,
  });
});

afterAll(async () => {
  await ctx?.close();
});

const isOpen = (market: MarketWire | null) => market === null || [1, -1].includes(market.status);

describe('catalog from the real feed', () => {
  it('stores every event of the snapshot once and pages through all of them', async () => {
    const snapshot = feed.snapshot();
    const matches = await allMatches();
    expect(matches).toHaveLength(snapshot.matches.length);
    expect(new Set(matches.map((m) => m.urn_id)).size).toBe(matches.length);
    expect((await get('/sports')).pagination.total).toBe(snapshot.sports.length);
    expect((await get('/tournaments')).pagination.total).toBe(snapshot.tournaments.length);
  });

  it('features only open markets and counts listed markets consistently', async () => {
    const page: MatchWire[] = (await get('/matches?limit=100&match_status=0,1')).data;
    expect(page.length).toBeGreaterThan(0);
    for (const match of page) {
      expect(isOpen(match.main_market), match.slug).toBe(true);
      expect(isOpen(match.secondary_market), match.slug).toBe(true);
      expect(match.top_markets.every(isOpen), match.slug).toBe(true);
      expect(match.top_markets.length).toBeLessThanOrEqual(2);
      const featuredIds = [match.main_market, match.secondary_market, ...match.top_markets]
        .filter((market) => market !== null)
        .map((market) => `${market.id}/${market.specifier}`);
      expect(new Set(featuredIds).size, match.slug).toBe(featuredIds.length);
    }
    const sample = page.slice(0, 8);
    const lookup = await get(`/matches/lookup?ids=${sample.map((m) => m.id).join(',')}`);
    for (const match of sample) {
      const markets = await get(`/matches/${match.id}/markets`);
      expect(markets.pagination.total, match.slug).toBe(match.available_markets);
      expect(markets.data.some((m: MarketWire) => m.status === 0)).toBe(false);
      expect(lookup.data.find((row: { match_id: number }) => row.match_id === match.id)).toEqual({
        match_id: match.id,
        available_markets_count: match.available_markets,
      });
    }
  });

  it('stores the feed odds exactly', async () => {
    const snapshot = feed.snapshot();
    const match = (await get('/matches?match_status=0&type=match&limit=1')).data[0] as MatchWire;
    const markets: MarketWire[] = (await get(`/matches/${match.id}/markets`)).data;
    for (const market of markets) {
      const source = snapshot.markets.find(
        (m) =>
          m.matchUrnId === match.urn_id &&
          m.marketId === market.id &&
          m.specifier === market.specifier,
      );
      expect(source, `${market.id} ${market.specifier}`).toBeDefined();
      expect(market.outcomes.map((o) => [o.id, o.odds])).toEqual(
        source!.outcomes.map((o) => [o.id, o.odds]),
      );
    }
  });

  it('counts the same events as the list answers', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/counters`,
      payload: { filters: ['sports', 'live'] },
    });
    const counters = res.json().data;
    const total = async (query: string) =>
      (await get(`/matches?limit=1&${query}`)).pagination.total as number;
    const sum = (key: 'matches' | 'outrights') =>
      counters.sports.reduce((all: number, s: Record<string, number>) => all + (s[key] ?? 0), 0);
    expect(sum('matches')).toBe(await total('match_status=0,1&type=match'));
    expect(sum('outrights')).toBe(
      await total('match_status=0,1&type=season,stage,simple_tournament'),
    );
    expect(counters.live.matches).toBe(await total('match_status=1&type=match'));
  });

  it('finds an event by a competitor name and serves its logo', async () => {
    const match = (await get('/matches?type=match&match_status=0&limit=1')).data[0] as MatchWire;
    const home = match.competitors!.home;
    const found = await get(`/search?q=${encodeURIComponent(home.name.slice(0, 20))}`);
    expect(found.data.matches.map((m: MatchWire) => m.id)).toContain(match.id);
    expect(home.logo).toMatch(/^\/api\/sportsbook\/logos\/.+\.svg$/);
    const logo = await ctx.app.inject({ url: home.logo! });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<svg');
  });

  it('follows the feed through twenty minutes of ticks', async () => {
    const persisted: number[] = [];
    ctx.runner.onChanges((changes) => persisted.push(changes.markets.length));
    for (let minute = 0; minute < 20; minute += 1) {
      ctx.clock.advance(60_000);
      await ctx.runner.tick();
    }
    expect(persisted.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // After the ticks the stored odds of live events are the feed's current ones.
    const snapshot = feed.snapshot();
    const live = await allMatches('&match_status=1');
    for (const match of live.slice(0, 5)) {
      const stored: MarketWire[] = (await get(`/matches/${match.id}/markets`)).data;
      for (const market of stored) {
        const source = snapshot.markets.find(
          (m) =>
            m.matchUrnId === match.urn_id &&
            m.marketId === market.id &&
            m.specifier === market.specifier,
        );
        if (!source) continue;
        expect(market.status).toBe(source.status);
        expect(market.outcomes.map((o) => o.odds)).toEqual(source.outcomes.map((o) => o.odds));
      }
    }
  });

  it('re-seeds after a restart without duplicating events', async () => {
    const before = await allMatches();
    const later = new Date(ctx.clock.now().getTime() + 5 * 60_000);
    const restarted = createFeedRunner({
      feed: createOddsFeed({ seed: SEED, now: later, daysAhead: 2 }),
      repository: new FeedRepository(ctx.database.db),
      clock: manualClock(later),
      tickMs: 1000,
    });
    const result = await restarted.seed();
    expect(result.fresh).toBe(false);
    ctx.catalogChanged();
    const urns = (await allMatches()).map((m) => m.urn_id);
    expect(urns.length).toBeGreaterThanOrEqual(before.length);
    expect(new Set(urns).size).toBe(urns.length);
  });
});
