// Every catalog call of spec section 7 against the real migrations, seeded by the feed runner
// from `catalogSnapshot()` (see its comment for the board at NOW).
import { type MatchWire, catalogEndpoints } from '@sportsbook/contract';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTBALL_LISTED_MARKETS, NOW } from '../testing/feed-factory';
import { type TestContext, createTestContext } from '../testing/test-app';

const API = '/api/sportsbook';
let ctx: TestContext;
/** Match id by URN. */
const id: Record<string, number> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function get(url: string): Promise<{ status: number; body: Json }> {
  const res = await ctx.app.inject({ method: 'GET', url: `${API}${url}` });
  return { status: res.statusCode, body: res.json() };
}

async function getOk(url: string): Promise<Json> {
  const res = await get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const slugs = (body: { data: MatchWire[] } | MatchWire[]) =>
  (Array.isArray(body) ? body : body.data).map((match) => match.slug);

beforeAll(async () => {
  ctx = await createTestContext({
    renderLogo: (file) =>
      file === 'sr-competitor-42.svg' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : null,
  });
  const all = await getOk('/matches?limit=500');
  for (const match of all.data as MatchWire[]) id[match.urn_id] = match.id;
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /sports', () => {
  it('lists every sport by priority with a pagination block', async () => {
    const body = await getOk('/sports');
    expect(body.data.map((s: Json) => s.key)).toEqual(['soccer', 'tennis', 'cs2', 'handball']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      urn_id: 'sr:sport:1',
      key: 'soccer',
      name: 'Soccer',
      priority: 1,
      type: 'regular',
      provider: 'betradar',
    });
    expect(body.pagination).toEqual({ total: 4, page: 1, limit: 500, last_page: 1 });
  });

  it('filters by sport type and provider', async () => {
    expect((await getOk('/sports?sport_type=cyber')).data.map((s: Json) => s.key)).toEqual(['cs2']);
    expect((await getOk('/sports?provider=oddin')).data.map((s: Json) => s.key)).toEqual(['cs2']);
    expect((await getOk('/sports?sport_type=premium_cricket')).pagination).toEqual({
      total: 0,
      page: 1,
      limit: 500,
      last_page: 1,
    });
  });

  it('keeps only sports with upcoming or live events when has_matches is set', async () => {
    const withMatches = await getOk('/sports?has_matches=true');
    expect(withMatches.data.map((s: Json) => s.key)).toEqual(['soccer', 'tennis', 'cs2']);
    const without = await getOk('/sports?has_matches=false');
    expect(without.data.map((s: Json) => s.key)).toEqual(['handball']);
  });

  it('pages through the list and answers an empty page past the end', async () => {
    const second = await getOk('/sports?limit=3&page=2');
    expect(second.data.map((s: Json) => s.key)).toEqual(['handball']);
    expect(second.pagination).toEqual({ total: 4, page: 2, limit: 3, last_page: 2 });
    const beyond = await getOk('/sports?limit=3&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toEqual({ total: 4, page: 9, limit: 3, last_page: 2 });
  });
});

describe('GET /categories', () => {
  it('lists categories by sport then priority, with their sport', async () => {
    const body = await getOk('/categories');
    expect(body.data.map((c: Json) => c.slug)).toEqual([
      'england',
      'spain',
      'atp',
      'international',
      'germany',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'england',
      name: 'England',
      priority: 1,
      country_code: 'GB',
      sport: { id: expect.any(Number), key: 'soccer', name: 'Soccer', type: 'regular' },
    });
  });

  it('filters by sport key, sport id, sport type and slug', async () => {
    const soccer = await getOk('/categories?sport_key=soccer');
    expect(soccer.data.map((c: Json) => c.slug)).toEqual(['england', 'spain']);
    const sportId = soccer.data[0].sport.id;
    expect((await getOk(`/categories?sport_id=${sportId}`)).pagination.total).toBe(2);
    expect((await getOk('/categories?sport_type=cyber')).data.map((c: Json) => c.slug)).toEqual([
      'international',
    ]);
    expect((await getOk('/categories?slug=spain')).data.map((c: Json) => c.name)).toEqual([
      'Spain',
    ]);
    expect((await getOk('/categories?sport_key=curling')).data).toEqual([]);
  });

  it('pages categories', async () => {
    const body = await getOk('/categories?limit=2&page=2');
    expect(body.data.map((c: Json) => c.slug)).toEqual(['atp', 'international']);
    expect(body.pagination).toEqual({ total: 5, page: 2, limit: 2, last_page: 3 });
  });

  it('answers one category by id, 404 for an unknown one', async () => {
    const list = await getOk('/categories?slug=atp');
    const atp = list.data[0];
    expect((await getOk(`/categories/${atp.id}`)).data).toEqual(atp);
    const missing = await get('/categories/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });
});

describe('GET /tournaments', () => {
  it('lists leagues with state, category, sport and main/secondary outcome counts', async () => {
    const body = await getOk('/tournaments');
    expect(body.data.map((t: Json) => t.slug)).toEqual([
      'premier-league',
      'laliga',
      'atp-paris',
      'cs2-major',
      'handball-bundesliga',
    ]);
    const premier = body.data[0];
    expect(premier).toEqual({
      id: expect.any(Number),
      urn_id: 'sr:tournament:17',
      slug: 'premier-league',
      name: 'Premier League',
      priority: 1,
      state: 'active',
      is_top: true,
      category: { id: expect.any(Number), slug: 'england', name: 'England', country_code: 'GB' },
      sport: { id: expect.any(Number), key: 'soccer', name: 'Soccer', type: 'regular' },
      // 1X2 then the total line; the season outright does not count.
      main_market_outcomes_count: 3,
      secondary_market_outcomes_count: 2,
    });
    const counts = Object.fromEntries(
      body.data.map((t: Json) => [
        t.slug,
        [t.main_market_outcomes_count, t.secondary_market_outcomes_count],
      ]),
    );
    expect(counts).toEqual({
      'premier-league': [3, 2],
      laliga: [3, 2],
      'atp-paris': [2, 2],
      'cs2-major': [2, 0],
      'handball-bundesliga': [0, 0],
    });
  });

  it('filters by sport, category, slug, top flag and state', async () => {
    const slugsOf = async (query: string) =>
      (await getOk(`/tournaments?${query}`)).data.map((t: Json) => t.slug);
    expect(await slugsOf('sport_key=soccer')).toEqual(['premier-league', 'laliga']);
    expect(await slugsOf('sport_type=cyber')).toEqual(['cs2-major']);
    const spain = (await getOk('/categories?slug=spain')).data[0];
    expect(await slugsOf(`category_id=${spain.id}`)).toEqual(['laliga']);
    expect(await slugsOf('slug=atp-paris')).toEqual(['atp-paris']);
    expect(await slugsOf('is_top=true')).toEqual(['premier-league', 'atp-paris']);
    expect(await slugsOf('is_top=0')).toEqual(['laliga', 'cs2-major', 'handball-bundesliga']);
    expect(await slugsOf('state=created')).toEqual(['cs2-major']);
    expect(await slugsOf('state=paused')).toEqual(['handball-bundesliga']);
    expect(await slugsOf('state=finished')).toEqual([]);
  });

  it('pages leagues', async () => {
    const body = await getOk('/tournaments?limit=2&page=3');
    expect(body.data.map((t: Json) => t.slug)).toEqual(['handball-bundesliga']);
    expect(body.pagination).toEqual({ total: 5, page: 3, limit: 2, last_page: 3 });
  });

  it('answers one league by id, 404 for an unknown one', async () => {
    const laliga = (await getOk('/tournaments?slug=laliga')).data[0];
    expect((await getOk(`/tournaments/${laliga.id}`)).data).toEqual(laliga);
    const missing = await get('/tournaments/424242');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });
});

describe('GET /matches', () => {
  it('lists events by start time with 50 a page by default', async () => {
    const body = await getOk('/matches');
    expect(slugs(body)).toEqual([
      'premier-league-winner-2026-27',
      'sevilla-valencia',
      'sinner-alcaraz',
      'arsenal-chelsea',
      'liverpool-everton',
      'navi-faze',
      'real-madrid-barcelona',
    ]);
    expect(body.pagination).toEqual({ total: 7, page: 1, limit: 50, last_page: 1 });
  });

  it('shows a live match with competitors, statistics and its featured markets', async () => {
    const body = await getOk(`/matches?id=${id['sr:match:1001']}`);
    const match: MatchWire = body.data[0];
    expect(match).toMatchObject({
      urn_id: 'sr:match:1001',
      slug: 'arsenal-chelsea',
      type: 'match',
      name: 'Arsenal vs Chelsea',
      status: 1,
      start_time: new Date(NOW.getTime() - 30 * 60_000).toISOString(),
      end_date: null,
      stadium: 'Emirates Stadium',
      city: 'London',
      has_video: true,
      provider: 'betradar',
      is_provider_stats_available: true,
      bettable: true,
      tournament: {
        urn_id: 'sr:tournament:17',
        slug: 'premier-league',
        category: { slug: 'england' },
        sport: { key: 'soccer', type: 'regular' },
      },
      competitors: {
        home: { name: 'Arsenal', abbreviation: 'ARS', logo: null },
        away: { name: 'Chelsea', abbreviation: 'CHE', logo: null },
      },
    });
    expect(match.statistics?.total_score).toEqual({ home: 1, away: 0 });
    expect(match.statistics?.clock?.match_time).toBe('31:00');
    expect(match.available_markets).toBe(FOOTBALL_LISTED_MARKETS);
    // Double chance has the lowest priority but status 0; First goal is settled (-3).
    expect(match.main_market).toEqual({
      match_urn_id: 'sr:match:1001',
      id: 1,
      name: '1X2',
      status: 1,
      specifier: '',
      outcomes: [
        { id: '1', name: 'Home', active: true, odds: 2.1 },
        { id: 'X', name: 'Draw', active: true, odds: 3.4 },
        { id: '2', name: 'Away', active: true, odds: 3.6 },
      ],
      market_groups: ['main'],
      priority: 1,
      most_balanced: false,
      next_bet_stop: null,
      custom_bet_groups: [],
      provider: 'betradar',
    });
    expect(match.secondary_market).toMatchObject({ id: 18, specifier: 'total=2.5' });
    expect(match.top_markets.map((m) => [m.id, m.specifier, m.status])).toEqual([
      [16, 'hcp=-1', -1],
      [29, '', 1],
    ]);
    expect(match.top_markets[0]?.outcomes.map((o) => o.odds)).toEqual([3.25, 1.333]);
  });

  it('shows an outright with its end date, no competitors and its winner market', async () => {
    const body = await getOk('/matches?type=season');
    expect(body.data).toHaveLength(1);
    const outright: MatchWire = body.data[0];
    expect(outright).toMatchObject({
      type: 'season',
      name: 'Premier League 2026/27 - Winner',
      competitors: null,
      end_date: '2027-05-23T15:00:00.000Z',
      secondary_market: null,
    });
    expect(outright.main_market?.outcomes).toHaveLength(4);
    expect(outright.main_market?.outcomes[3]?.odds).toBe(4.333);
  });

  it('features nothing for a finished match whose markets are all settled', async () => {
    const match: MatchWire = (await getOk(`/matches?id=${id['sr:match:1004']}`)).data[0];
    expect(match.main_market).toBeNull();
    expect(match.secondary_market).toBeNull();
    expect(match.top_markets).toEqual([]);
    expect(match.available_markets).toBe(FOOTBALL_LISTED_MARKETS);
  });

  it('filters by id list, type, slug, sport, category and league', async () => {
    expect(
      slugs(await getOk(`/matches?id=${id['sr:match:1003']},${id['sr:match:2001']},999999`)),
    ).toEqual(['sinner-alcaraz', 'real-madrid-barcelona']);
    expect(slugs(await getOk('/matches?type=season,stage'))).toEqual([
      'premier-league-winner-2026-27',
    ]);
    expect((await getOk('/matches?type=match')).pagination.total).toBe(6);
    expect(slugs(await getOk('/matches?slug=navi-faze'))).toEqual(['navi-faze']);
    expect(slugs(await getOk('/matches?sport_key=tennis'))).toEqual(['sinner-alcaraz']);
    expect(slugs(await getOk('/matches?sport_type=cyber'))).toEqual(['navi-faze']);
    const spain = (await getOk('/categories?slug=spain')).data[0];
    expect(slugs(await getOk(`/matches?category_id=${spain.id}`))).toEqual([
      'sevilla-valencia',
      'real-madrid-barcelona',
    ]);
    const premier = (await getOk('/tournaments?slug=premier-league')).data[0];
    expect(slugs(await getOk(`/matches?tournament_id=${premier.id}`))).toEqual([
      'premier-league-winner-2026-27',
      'arsenal-chelsea',
      'liverpool-everton',
    ]);
  });

  it('filters by status list, start window, bettable and video', async () => {
    expect(slugs(await getOk('/matches?match_status=1'))).toEqual([
      'sinner-alcaraz',
      'arsenal-chelsea',
    ]);
    expect((await getOk('/matches?match_status=0,1')).pagination.total).toBe(6);
    expect(slugs(await getOk('/matches?match_status=4'))).toEqual(['sevilla-valencia']);
    expect((await getOk('/matches?match_status=2,3,5')).data).toEqual([]);
    const from = NOW.toISOString();
    const to = new Date(NOW.getTime() + 6 * 3_600_000).toISOString();
    expect(slugs(await getOk(`/matches?start_from=${from}&start_to=${to}`))).toEqual([
      'liverpool-everton',
      'navi-faze',
    ]);
    expect(
      slugs(await getOk(`/matches?start_from=${encodeURIComponent('2026-11-23T13:00:00+01:00')}`)),
    ).toEqual(['real-madrid-barcelona']);
    expect(slugs(await getOk('/matches?bettable=false'))).toEqual([
      'sevilla-valencia',
      'navi-faze',
    ]);
    expect(slugs(await getOk('/matches?has_video=true'))).toEqual(['arsenal-chelsea', 'navi-faze']);
    expect((await getOk('/matches?has_video=false')).pagination.total).toBe(5);
  });

  it('filters by a start-within window from now or from start_from', async () => {
    // NOW is the test clock's time; the window replaces start_to.
    const from = NOW.toISOString();
    const to = new Date(NOW.getTime() + 6 * 3_600_000).toISOString();
    const explicit = slugs(await getOk(`/matches?start_from=${from}&start_to=${to}`));
    expect(slugs(await getOk('/matches?start_within=6h'))).toEqual(explicit);
    expect(slugs(await getOk('/matches?start_within=360m'))).toEqual(explicit);
    expect(slugs(await getOk(`/matches?start_from=${from}&start_within=6h`))).toEqual(explicit);
    const wholeBoard = await getOk(`/matches?start_from=${from}`);
    expect(slugs(await getOk('/matches?start_within=30d'))).toEqual(slugs(wholeBoard));
    expect((await getOk('/matches?start_within=1m')).data).toEqual([]);
  });

  it('answers compact list items with markets=main that parse back to the full shape', async () => {
    const full = await getOk('/matches');
    const compact = await getOk('/matches?markets=main');
    expect(slugs(compact)).toEqual(slugs(full));
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(full).length * 0.75);
    const live: Json = compact.data.find((m: MatchWire) => m.urn_id === 'sr:match:1001');
    // The main market only; fields holding their default (null, false, []) are left out.
    expect(live).not.toHaveProperty('secondary_market');
    expect(live).not.toHaveProperty('top_markets');
    expect(live).not.toHaveProperty('end_date');
    expect(live.main_market).not.toHaveProperty('next_bet_stop');
    expect(live.main_market).not.toHaveProperty('custom_bet_groups');
    expect(live.stadium).toBe('Emirates Stadium');
    const parsed = catalogEndpoints.getMatches.response.parse(compact);
    const expected = catalogEndpoints.getMatches.response.parse(full);
    expect(parsed.data).toEqual(
      expected.data.map((match) => ({ ...match, secondary_market: null, top_markets: [] })),
    );
  });

  it('asks a visitor to sign in for favourite matches, never a shared page', async () => {
    const favourites = await ctx.app.inject({
      method: 'GET',
      url: '/api/sportsbook/matches?favourite=true',
    });
    expect(favourites.statusCode).toBe(401);
    expect(favourites.json().code).toBe('unauthorized');
    expect((await getOk('/matches?favourite=false')).pagination.total).toBe(7);
  });

  it('sorts by popularity or by sport and league priority', async () => {
    expect(slugs(await getOk('/matches?sort_by=popularity'))).toEqual([
      'real-madrid-barcelona',
      'sinner-alcaraz',
      'arsenal-chelsea',
      'liverpool-everton',
      'navi-faze',
      'premier-league-winner-2026-27',
      'sevilla-valencia',
    ]);
    expect(slugs(await getOk('/matches?sort_by=priority'))).toEqual([
      'premier-league-winner-2026-27',
      'arsenal-chelsea',
      'liverpool-everton',
      'sevilla-valencia',
      'real-madrid-barcelona',
      'sinner-alcaraz',
      'navi-faze',
    ]);
  });

  it('keeps at most N events per sport with max_per_sport', async () => {
    const one = await getOk('/matches?max_per_sport=1');
    expect(slugs(one)).toEqual(['premier-league-winner-2026-27', 'sinner-alcaraz', 'navi-faze']);
    expect(one.pagination.total).toBe(3);
    expect(slugs(await getOk('/matches?max_per_sport=2&match_status=0,1'))).toEqual([
      'premier-league-winner-2026-27',
      'sinner-alcaraz',
      'arsenal-chelsea',
      'navi-faze',
    ]);
    expect(slugs(await getOk('/matches?max_per_sport=1&sort_by=popularity'))).toEqual([
      'real-madrid-barcelona',
      'sinner-alcaraz',
      'navi-faze',
    ]);
  });

  it('pages events: the last page holds the rest, past it the page is empty', async () => {
    const third = await getOk('/matches?limit=3&page=3');
    expect(slugs(third)).toEqual(['real-madrid-barcelona']);
    expect(third.pagination).toEqual({ total: 7, page: 3, limit: 3, last_page: 3 });
    const beyond = await getOk('/matches?limit=3&page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toEqual({ total: 7, page: 4, limit: 3, last_page: 3 });
    const none = await getOk('/matches?sport_key=handball&page=2');
    expect(none.pagination).toEqual({ total: 0, page: 2, limit: 50, last_page: 1 });
  });

  it('refuses bad parameters with 400, naming the field', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['match_status=9', 'match_status.0'],
      ['match_status=1,x', 'match_status.1'],
      ['sort_by=name', 'sort_by'],
      ['start_from=yesterday', 'start_from'],
      ['start_from=2026-11-23T00:00:00Z&start_to=2026-11-22T00:00:00Z', 'start_to'],
      ['start_within=6', 'start_within'],
      ['start_within=0h', 'start_within'],
      ['start_within=31d', 'start_within'],
      ['start_within=-1h', 'start_within'],
      ['start_within=6h&start_to=2026-11-23T00:00:00Z', 'start_within'],
      ['markets=all', 'markets'],
      ['bettable=maybe', 'bettable'],
      ['id=1,abc', 'id'],
      ['type=friendly', 'type.0'],
      ['max_per_sport=0', 'max_per_sport'],
      ['category_id=-4', 'category_id'],
      ['sport_type=virtual', 'sport_type'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/matches?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: 'validation_failed', field });
      expect(res.body.issues[0], query).toMatchObject({ field, code: expect.any(String) });
    }
  });
});

describe('GET /matches/lookup', () => {
  it('answers market counts in request order and leaves unknown ids out', async () => {
    const body = await getOk(
      `/matches/lookup?ids=${id['sr:match:1003']},999999,${id['sr:match:2001']},${id['od:match:3001']}`,
    );
    expect(body.data).toEqual([
      { match_id: id['sr:match:1003'], available_markets_count: FOOTBALL_LISTED_MARKETS },
      { match_id: id['sr:match:2001'], available_markets_count: 2 },
      { match_id: id['od:match:3001'], available_markets_count: 1 },
    ]);
  });

  it('filters by event type and ignores the locale', async () => {
    const ids = `${id['sr:match:1001']},${id['sr:season:130281']}`;
    expect((await getOk(`/matches/lookup?ids=${ids}&type=season&locale=pt-BR`)).data).toEqual([
      { match_id: id['sr:season:130281'], available_markets_count: 1 },
    ]);
  });

  it('requires the id list', async () => {
    const res = await get('/matches/lookup');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', field: 'ids' });
  });
});

describe('GET /matches/{id}', () => {
  it('answers the same event as the list', async () => {
    const fromList = (await getOk(`/matches?id=${id['sr:match:2001']}`)).data[0];
    const one = await getOk(`/matches/${id['sr:match:2001']}`);
    expect(one.data).toEqual(fromList);
    expect(one.data.main_market).toMatchObject({ id: 186, name: 'Winner' });
    expect(one.data.secondary_market).toMatchObject({ id: 189, specifier: 'total=22.5' });
    expect(one.data.statistics.game_score).toEqual({ home: 30, away: 15 });
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await get('/matches/999999')).status).toBe(404);
    const bad = await get('/matches/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed', field: 'id' });
  });
});

describe('GET /matches/{id}/markets', () => {
  it('lists the listed markets by priority, never those with status 0', async () => {
    const body = await getOk(`/matches/${id['sr:match:1001']}/markets`);
    expect(body.data.map((m: Json) => [m.id, m.specifier])).toEqual([
      [1, ''],
      [8, ''],
      [18, 'total=1.5'],
      [18, 'total=2.5'],
      [16, 'hcp=-1'],
      [29, ''],
    ]);
    expect(body.data.some((m: Json) => m.status === 0)).toBe(false);
    expect(body.pagination).toEqual({ total: 6, page: 1, limit: 500, last_page: 1 });
    expect(body.data[3].outcomes).toEqual([
      { id: 'over', name: 'Over', active: true, odds: 1.95 },
      { id: 'under', name: 'Under', active: true, odds: 1.85 },
    ]);
  });

  it('filters by market group and market id', async () => {
    const url = `/matches/${id['sr:match:1001']}/markets`;
    const totals = await getOk(`${url}?group_key=totals`);
    expect(totals.data.map((m: Json) => m.specifier)).toEqual(['total=1.5', 'total=2.5']);
    // Double chance is in "main" too but has status 0.
    expect((await getOk(`${url}?group_key=main`)).pagination.total).toBe(3);
    expect((await getOk(`${url}?market_id=18`)).data).toHaveLength(2);
    expect((await getOk(`${url}?market_id=10`)).data).toEqual([]);
    expect((await getOk(`${url}?group_key=players`)).data).toEqual([]);
  });

  it('pages markets', async () => {
    const body = await getOk(`/matches/${id['sr:match:1001']}/markets?limit=4&page=2`);
    expect(body.data.map((m: Json) => m.id)).toEqual([16, 29]);
    expect(body.pagination).toEqual({ total: 6, page: 2, limit: 4, last_page: 2 });
  });

  it('answers 404 for an unknown match', async () => {
    const res = await get('/matches/999999/markets');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('POST /counters', () => {
  async function counters(body: unknown) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/counters`,
      payload: body as object,
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('counts live matches and outrights', async () => {
    const res = await counters({ filters: ['live'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { live: { matches: 2, outrights: 0 } } });
  });

  it('counts upcoming and live events per sport, category and league', async () => {
    const { body } = await counters({ filters: ['sports', 'categories', 'tournaments'] });
    expect(body.data.live).toBeUndefined();
    expect(body.data.sports.map((s: Json) => [s.key, s.matches, s.outrights, s.live])).toEqual([
      ['soccer', 3, 1, 1],
      ['tennis', 1, 0, 1],
      ['cs2', 1, 0, 0],
    ]);
    expect(body.data.categories.map((c: Json) => [c.matches, c.outrights, c.live])).toEqual([
      [2, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 0, 0],
    ]);
    const premier = (await getOk('/tournaments?slug=premier-league')).data[0];
    expect(body.data.tournaments.find((t: Json) => t.id === premier.id)).toEqual({
      id: premier.id,
      matches: 2,
      outrights: 1,
      live: 1,
    });
  });

  it('narrows by status, sport type and sport key', async () => {
    const finished = await counters({ filters: ['sports', 'live'], match_status: 4 });
    expect(finished.body.data).toEqual({
      live: { matches: 0, outrights: 0 },
      sports: [{ id: expect.any(Number), key: 'soccer', matches: 1, outrights: 0, live: 0 }],
    });
    const cyber = await counters({ filters: ['sports'], sport_type: 'cyber' });
    expect(cyber.body.data.sports.map((s: Json) => s.key)).toEqual(['cs2']);
    const tennis = await counters({ filters: ['live'], sport_key: 'tennis' });
    expect(tennis.body.data.live).toEqual({ matches: 1, outrights: 0 });
  });

  it('refuses empty, unknown or malformed filters with 400', async () => {
    for (const [payload, field] of [
      [{ filters: [] }, 'filters'],
      [{}, 'filters'],
      [{ filters: ['weather'] }, 'filters.0'],
      [{ filters: 'live' }, 'filters'],
      [{ filters: ['live'], colour: 'red' }, 'body'],
      [{ filters: ['live'], match_status: 7 }, 'match_status'],
    ] as const) {
      const res = await counters(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toMatchObject({ code: 'validation_failed', field });
    }
  });
});

describe('GET /search', () => {
  const search = (query: string) => getOk(`/search?${query}`);

  it('finds upcoming and live events by name, live first', async () => {
    const body = await search('q=arsenal');
    expect(slugs(body.data.matches)).toEqual(['arsenal-chelsea']);
    expect(body.data.tournaments).toEqual([]);
    expect(body.data.matches[0].main_market).toMatchObject({ id: 1 });
  });

  it('finds teams with the event to open for them: live before upcoming', async () => {
    const body = await search('q=arsenal');
    expect(body.data.teams).toEqual([
      {
        id: expect.any(Number),
        name: 'Arsenal',
        abbreviation: 'ARS',
        logo: null,
        sport: expect.objectContaining({ key: 'soccer' }),
        next_match: {
          id: id['sr:match:1001'],
          slug: 'arsenal-chelsea',
          name: expect.any(String),
          status: 1,
          start_time: expect.any(String),
        },
      },
    ]);
    // A team whose only match is over has nothing to open, unless finished events are asked for.
    expect((await search('q=sevilla')).data.teams).toEqual([]);
    const finished = await search('q=sevilla&match_status=4');
    expect(finished.data.teams.map((t: Json) => t.next_match.slug)).toEqual(['sevilla-valencia']);
    expect((await search('q=arsenal&only_events_name=true')).data.teams).toEqual([]);
  });

  it('also matches league names unless only event names are asked for', async () => {
    const body = await search('q=premier');
    expect(slugs(body.data.matches)).toEqual([
      'arsenal-chelsea',
      'premier-league-winner-2026-27',
      'liverpool-everton',
    ]);
    expect(body.data.tournaments.map((t: Json) => t.slug)).toEqual(['premier-league']);
    const onlyEvents = await search('q=premier&only_events_name=true');
    expect(slugs(onlyEvents.data.matches)).toEqual(['premier-league-winner-2026-27']);
    expect(onlyEvents.data.tournaments).toEqual([]);
  });

  it('narrows by status and sport type, and matches case-insensitively', async () => {
    expect(slugs((await search('q=SEVILLA')).data.matches)).toEqual([]);
    expect(slugs((await search('q=SEVILLA&match_status=4')).data.matches)).toEqual([
      'sevilla-valencia',
    ]);
    expect(slugs((await search('q=faze&sport_type=cyber')).data.matches)).toEqual(['navi-faze']);
    expect(slugs((await search('q=faze&sport_type=regular')).data.matches)).toEqual([]);
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    const body = await search(`q=${encodeURIComponent('%_%')}`);
    expect(body.data).toEqual({ matches: [], tournaments: [], teams: [] });
  });

  it('accepts 3 to 50 characters and refuses anything else with 400 on q', async () => {
    expect((await get(`/search?q=abc`)).status).toBe(200);
    expect((await get(`/search?q=${'a'.repeat(50)}`)).status).toBe(200);
    for (const q of ['ab', '%20%20ab%20%20', 'a'.repeat(51), '']) {
      const res = await get(`/search?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body, q).toMatchObject({ code: 'validation_failed', field: 'q' });
    }
    const missing = await get('/search');
    expect(missing.body).toMatchObject({ code: 'validation_failed', field: 'q' });
  });
});

describe('GET /logos/{file}', () => {
  it('serves a known badge as a cacheable SVG that cannot run scripts', async () => {
    const res = await ctx.app.inject({ url: `${API}/logos/sr-competitor-42.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<svg');
  });

  it('answers 404 for an unknown badge and 400 for a malformed file name', async () => {
    const missing = await ctx.app.inject({ url: `${API}/logos/sr-competitor-1.svg` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    const bad = await ctx.app.inject({ url: `${API}/logos/..%2Fetc%2Fpasswd` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'file' });
  });
});

describe('HTTP surface', () => {
  it('serves health, the OpenAPI document and the interactive docs', async () => {
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: ctx.database.driver });
    const openapi = await ctx.app.inject({ url: '/api/docs/json' });
    expect(openapi.statusCode).toBe(200);
    const paths = Object.keys(openapi.json().paths);
    for (const path of [
      '/api/sportsbook/sports',
      '/api/sportsbook/categories/{id}',
      '/api/sportsbook/matches',
      '/api/sportsbook/matches/lookup',
      '/api/sportsbook/matches/{id}/markets',
      '/api/sportsbook/counters',
      '/api/sportsbook/search',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await ctx.app.inject({ url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('sends the same catalog answer gzipped to clients that accept it', async () => {
    const plain = await ctx.app.inject({ url: `${API}/matches?limit=50` });
    const zipped = await ctx.app.inject({
      url: `${API}/matches?limit=50`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers 404 for an unknown route and 405 for a wrong method', async () => {
    const unknown = await ctx.app.inject({ url: `${API}/nope` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const wrong = await ctx.app.inject({ method: 'DELETE', url: `${API}/matches/1` });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json().code).toBe('method_not_allowed');
    expect(wrong.headers.allow).toContain('GET');
    const getCounters = await ctx.app.inject({ method: 'GET', url: `${API}/counters` });
    expect(getCounters.statusCode).toBe(405);
  });
});
