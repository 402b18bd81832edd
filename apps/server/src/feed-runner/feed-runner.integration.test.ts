// The feed runner against the real schema: seeding is idempotent, ticks upsert what changed,
// new fixtures appear, the catalog cache follows every write, and a restart closes orphans.
import type { MatchWire } from '@sportsbook/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NOW,
  catalogSnapshot,
  feedCompetitor,
  feedMarket,
  feedMatch,
  feedOutcome,
  feedStatistics,
  feedTournament,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { type TestContext, createTestContext } from '../testing/test-app';
import { FeedRepository } from './feed-repository';
import { createFeedRunner } from './feed-runner';

const API = '/api/sportsbook';
let ctx: TestContext | undefined;

afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(url: string): Promise<any> {
  const res = await ctx!.app.inject({ url: `${API}${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const matchBySlug = async (slug: string): Promise<MatchWire> =>
  (await get(`/matches?slug=${slug}`)).data[0];

describe('feed runner persistence', () => {
  it('seeds the same snapshot twice without duplicating anything', async () => {
    ctx = await createTestContext();
    const before = await get('/matches?limit=500');
    const second = await ctx.runner.seed();
    expect(second.fresh).toBe(false);
    expect(second.summary?.closedOrphans).toBe(0);
    const after = await get('/matches?limit=500');
    expect(after).toEqual(before);
    expect((await get('/sports')).pagination.total).toBe(4);
    expect((await get('/tournaments')).pagination.total).toBe(5);
  });

  it('persists a tick: score, odds, market states, a match going live and a new fixture', async () => {
    const feed = scriptedFeed(catalogSnapshot());
    ctx = await createTestContext({ feed });
    // Warm the cache: the answers below must not come from it.
    expect((await matchBySlug('arsenal-chelsea')).secondary_market?.specifier).toBe('total=2.5');

    const markets = footballMarkets('sr:match:1001');
    const oneXTwo = markets.find((m) => m.marketId === 1)!;
    const total25 = markets.find((m) => m.specifier === 'total=2.5')!;
    const facup = feedTournament({
      urnId: 'sr:tournament:19',
      slug: 'fa-cup',
      name: 'FA Cup',
      priority: 3,
      isTop: false,
    });
    const spurs = feedCompetitor({
      urnId: 'sr:competitor:33',
      name: 'Tottenham',
      abbreviation: 'TOT',
    });
    const villa = feedCompetitor({
      urnId: 'sr:competitor:40',
      name: 'Aston Villa',
      abbreviation: 'AVL',
    });
    const at = new Date(NOW.getTime() + 60_000);
    feed.queue({
      ...noChanges(at),
      tournaments: [facup],
      competitors: [spurs, villa],
      matches: [
        feedMatch({
          urnId: 'sr:match:1001',
          slug: 'arsenal-chelsea',
          status: 1,
          startTime: new Date(NOW.getTime() - 30 * 60_000),
          statistics: feedStatistics({ total_score: { home: 2, away: 0 } }),
          hasVideo: true,
          popularity: 90,
        }),
        feedMatch({
          urnId: 'sr:match:1002',
          slug: 'liverpool-everton',
          home: feedCompetitor({
            urnId: 'sr:competitor:44',
            name: 'Liverpool',
            abbreviation: 'LIV',
          }),
          away: feedCompetitor({ urnId: 'sr:competitor:48', name: 'Everton', abbreviation: 'EVE' }),
          status: 1,
          startTime: new Date(NOW.getTime() + 3 * 3_600_000),
          popularity: 70,
        }),
        feedMatch({
          urnId: 'sr:match:1100',
          slug: 'tottenham-aston-villa',
          tournamentUrnId: 'sr:tournament:19',
          home: spurs,
          away: villa,
          startTime: new Date(NOW.getTime() + 48 * 3_600_000),
        }),
      ],
      markets: [
        {
          ...oneXTwo,
          outcomes: [
            feedOutcome({ id: '1', name: 'Home', odds: 1.25 }),
            feedOutcome({ id: 'X', name: 'Draw', odds: 5.5 }),
            feedOutcome({ id: '2', name: 'Away', odds: 12.345, active: false }),
          ],
        },
        { ...total25, status: 0 },
        ...footballMarkets('sr:match:1100'),
      ],
      statusChanged: ['sr:match:1002'],
    });

    const heard: string[][] = [];
    ctx.runner.onChanges((changes) => heard.push(changes.statusChanged));
    await ctx.runner.tick();
    expect(heard).toEqual([['sr:match:1002']]);

    const arsenal = await matchBySlug('arsenal-chelsea');
    expect(arsenal.statistics?.total_score).toEqual({ home: 2, away: 0 });
    expect(arsenal.main_market?.outcomes).toEqual([
      { id: '1', name: 'Home', active: true, odds: 1.25 },
      { id: 'X', name: 'Draw', active: true, odds: 5.5 },
      { id: '2', name: 'Away', active: false, odds: 12.345 },
    ]);
    // Total 2.5 is no longer allowed: the type falls back to its other line.
    expect(arsenal.secondary_market?.specifier).toBe('total=1.5');
    expect(arsenal.available_markets).toBe(5);

    expect((await matchBySlug('liverpool-everton')).status).toBe(1);
    expect((await get('/matches?match_status=1')).pagination.total).toBe(3);

    const fixture = await matchBySlug('tottenham-aston-villa');
    expect(fixture).toMatchObject({
      name: 'Tottenham vs Aston Villa',
      tournament: { slug: 'fa-cup', category: { slug: 'england' }, sport: { key: 'soccer' } },
      competitors: { home: { abbreviation: 'TOT' }, away: { abbreviation: 'AVL' } },
      main_market: { id: 1 },
    });
    expect(
      (await get('/tournaments?sport_key=soccer')).data.map((t: { slug: string }) => t.slug),
    ).toEqual(['premier-league', 'laliga', 'fa-cup']);
  });

  it('leaves out items whose parent it does not know and keeps going', async () => {
    const feed = scriptedFeed(catalogSnapshot());
    ctx = await createTestContext({ feed });
    feed.queue({
      ...noChanges(NOW),
      matches: [
        feedMatch({ urnId: 'sr:match:5', slug: 'ghost', tournamentUrnId: 'sr:tournament:404' }),
      ],
      markets: [feedMarket({ matchUrnId: 'sr:match:404' })],
      tournaments: [feedTournament({ urnId: 'sr:tournament:77', categorySlug: 'atlantis' })],
    });
    await ctx.runner.tick();
    expect((await get('/matches?slug=ghost')).data).toEqual([]);
    expect((await get('/matches')).pagination.total).toBe(7);
  });

  it('closes unfinished events of an earlier run that a restarted feed no longer has', async () => {
    ctx = await createTestContext();
    const restarted = catalogSnapshot();
    restarted.matches = restarted.matches.filter((m) => m.urnId !== 'sr:match:1002');
    restarted.markets = restarted.markets.filter((m) => m.matchUrnId !== 'sr:match:1002');
    const runner = createFeedRunner({
      feed: scriptedFeed(restarted),
      repository: new FeedRepository(ctx.database.db),
      clock: ctx.clock,
      tickMs: 1000,
    });
    const result = await runner.seed();
    expect(result.summary?.closedOrphans).toBe(1);

    ctx.catalogChanged();
    const res = await ctx.app.inject({ url: `${API}/matches?slug=liverpool-everton` });
    const orphan: MatchWire = res.json().data[0];
    expect(orphan).toMatchObject({ status: 3, bettable: false, main_market: null });
    // The finished match of the earlier run is history, not an orphan.
    expect((await matchBySlug('sevilla-valencia')).status).toBe(4);
  });
});
