// Favourites over the real migrations (PGlite, and PostgreSQL with DATABASE_URL): every call,
// the match filters, GET /matches?favourite=true per player, the cap, bad input, and a
// favourite toggled 20 times at once ending in the state asked for last.
import { FAVOURITES_PER_TYPE_MAX } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitors, favourites, players, tournaments } from '../db/schema';
import { signUpPlayer } from '../testing/bettor';
import { seedDemoFavourites } from './demo-favourites';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';

const FAVOURITES = '/api/sportsbook/favourites';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let live: number; // Arsenal-Chelsea, live, bettable
let later: number; // Liverpool-Everton, in 3 h
let finished: number; // Sevilla-Valencia, finished, not bettable
let premierLeague: number;
let laLiga: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function idOf(table: typeof tournaments | typeof competitors, urn: string) {
  const [row] = await ctx.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.urnId, urn));
  if (!row) throw new Error(`no seeded ${urn}`);
  return row.id;
}

async function call(token: string | null, method: 'GET' | 'POST' | 'DELETE', path: string) {
  const res = await ctx.app.inject({
    method,
    url: `${FAVOURITES}${path}`,
    headers: token ? bearer(token) : {},
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const star = (token: string, type: string, id: number, seq?: number) =>
  call(token, 'POST', `/${type}/${id}${seq ? `?seq=${seq}` : ''}`);
const unstar = (token: string, type: string, id: number, seq?: number) =>
  call(token, 'DELETE', `/${type}/${id}${seq ? `?seq=${seq}` : ''}`);
const listOf = async (token: string, type: string, query = '') => {
  const res = await call(token, 'GET', `/${type}${query}`);
  expect(res.status).toBe(200);
  return res.body.data as number[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  live = await matchIdOf(ctx.database, 'sr:match:1001');
  later = await matchIdOf(ctx.database, 'sr:match:1002');
  finished = await matchIdOf(ctx.database, 'sr:match:1004');
  premierLeague = await idOf(tournaments, 'sr:tournament:17');
  laLiga = await idOf(tournaments, 'sr:tournament:8');
});

afterAll(async () => {
  await ctx?.close();
});

describe('favourites', () => {
  it('asks a visitor to sign in for every call', async () => {
    for (const [method, path] of [
      ['GET', '/match'],
      ['POST', `/match/${live}`],
      ['DELETE', `/match/${live}`],
    ] as const) {
      const res = await call(null, method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });

  it('stars and unstars a match, each twice without a change the second time', async () => {
    const { token } = await signUpPlayer(ctx.app);
    expect(await listOf(token, 'match')).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const res = await star(token, 'match', live);
      expect(res).toEqual({
        status: 200,
        body: { data: { type: 'match', id: live, favourite: true } },
      });
    }
    expect(await listOf(token, 'match')).toEqual([live]);
    for (let i = 0; i < 2; i++) {
      const res = await unstar(token, 'match', live);
      expect(res.body.data).toEqual({ type: 'match', id: live, favourite: false });
    }
    expect(await listOf(token, 'match')).toEqual([]);
  });

  it('keeps each type apart and lists the newest first', async () => {
    const { token } = await signUpPlayer(ctx.app);
    await star(token, 'match', later);
    ctx.clock.advance(1000);
    await star(token, 'match', live);
    await star(token, 'league', premierLeague);
    const arsenal = await idOf(competitors, 'sr:competitor:42');
    await star(token, 'competitor', arsenal);
    expect(await listOf(token, 'match')).toEqual([live, later]);
    expect(await listOf(token, 'league')).toEqual([premierLeague]);
    expect(await listOf(token, 'competitor')).toEqual([arsenal]);
    expect(await listOf(token, 'sport')).toEqual([]);
  });

  it('answers 404 not_found for an item that does not exist, of every type', async () => {
    const { token } = await signUpPlayer(ctx.app);
    for (const type of ['match', 'league', 'sport', 'competitor']) {
      for (const res of [
        await star(token, type, 99_999_999),
        await unstar(token, type, 99_999_999),
      ]) {
        expect(res.status, type).toBe(404);
        expect(res.body).toMatchObject({ code: 'not_found', field: 'id' });
      }
    }
  });

  it('filters by match status and bettable, for matches and for leagues by their events', async () => {
    const { token } = await signUpPlayer(ctx.app);
    for (const id of [finished, later, live]) {
      await star(token, 'match', id);
      ctx.clock.advance(1000);
    }
    await star(token, 'league', premierLeague);
    ctx.clock.advance(1000);
    await star(token, 'league', laLiga);
    expect(await listOf(token, 'match', '?match_status=0,1')).toEqual([live, later]);
    expect(await listOf(token, 'match', '?match_status=1')).toEqual([live]);
    expect(await listOf(token, 'match', '?is_bettable=false')).toEqual([finished]);
    expect(await listOf(token, 'match', '?match_status=4&is_bettable=true')).toEqual([]);
    // The Premier League has a live match; LaLiga only an upcoming and a finished one.
    expect(await listOf(token, 'league', '?match_status=1')).toEqual([premierLeague]);
    expect(await listOf(token, 'league', '?match_status=4')).toEqual([laLiga]);
    expect(await listOf(token, 'league', '?match_status=0')).toEqual([laLiga, premierLeague]);
  });

  it('limits GET /matches?favourite=true to the asking player’s starred matches', async () => {
    const first = await signUpPlayer(ctx.app);
    const second = await signUpPlayer(ctx.app);
    await star(first.token, 'match', live);
    await star(first.token, 'match', later);
    await star(second.token, 'match', finished);
    const matchesOf = async (token: string, query = '') => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/sportsbook/matches?favourite=true${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return (res.json() as Json).data.map((match: Json) => match.id).sort();
    };
    // Asked twice in a row with the same URL: the catalog cache must not hand one player's
    // favourites to the other.
    expect(await matchesOf(first.token)).toEqual([live, later].sort());
    expect(await matchesOf(second.token)).toEqual([finished]);
    expect(await matchesOf(first.token, '&match_status=1')).toEqual([live]);
    expect(await matchesOf(first.token, `&id=${later},${finished}`)).toEqual([later]);
    await unstar(first.token, 'match', live);
    expect(await matchesOf(first.token)).toEqual([later]);
    const nobody = await signUpPlayer(ctx.app);
    expect(await matchesOf(nobody.token)).toEqual([]);
  });

  it('ends 20 concurrent toggles of one item in the state the last request asked for', async () => {
    const { token } = await signUpPlayer(ctx.app);
    // Requests 1..20 alternate star and unstar (odd: star) and arrive in a scrambled order.
    const order = Array.from({ length: 20 }, (_, i) => i + 1).sort(
      (a, b) => ((a * 7) % 20) - ((b * 7) % 20),
    );
    expect(order.at(-1)).not.toBe(20);
    for (const lastWanted of [false, true]) {
      // The last request (seq 20, or 21) stars when `lastWanted`.
      const offset = lastWanted ? 1 : 0;
      const results = await Promise.all(
        order.map((n) => {
          const seq = n + offset + (lastWanted ? 100 : 0);
          return (n + offset) % 2 === 1
            ? star(token, 'match', live, seq)
            : unstar(token, 'match', live, seq);
        }),
      );
      for (const res of results) expect(res.status).toBe(200);
      expect(await listOf(token, 'match')).toEqual(lastWanted ? [live] : []);
    }
    // An older request of the same session changes nothing and answers the current state.
    const stale = await unstar(token, 'match', live, 5);
    expect(stale.body.data.favourite).toBe(true);
    expect(await listOf(token, 'match')).toEqual([live]);
  });

  it('applies concurrent toggles without an order one after another, without a lost row', async () => {
    const { token } = await signUpPlayer(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? star : unstar)(token, 'match', later)),
    );
    for (const res of results) expect(res.status).toBe(200);
    const [player] = await ctx.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, (await whoAmI(token)).email));
    const rows = await ctx.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.playerId, player!.id));
    expect(rows).toHaveLength(1);
    expect(await listOf(token, 'match')).toEqual(rows[0]!.active ? [later] : []);
    // The next request without an order always wins.
    await unstar(token, 'match', later);
    expect(await listOf(token, 'match')).toEqual([]);
  });

  it('refuses one favourite over the cap of a type with 409, unstarring still works', async () => {
    const { token, email } = await signUpPlayer(ctx.app);
    const [player] = await ctx.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, email));
    const now = ctx.clock.now();
    await ctx.database.db.insert(favourites).values(
      Array.from({ length: FAVOURITES_PER_TYPE_MAX }, (_, i) => ({
        playerId: player!.id,
        type: 'match',
        itemId: 1_000_000 + i,
        active: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const refused = await star(token, 'match', live);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'favourites_limit_reached', field: 'id' });
    // Starring what is already starred is no new favourite; other types have their own cap.
    expect((await star(token, 'match', 1_000_000)).status).not.toBe(409);
    expect((await star(token, 'league', premierLeague)).status).toBe(200);
    await ctx.database.db
      .update(favourites)
      .set({ active: false })
      .where(eq(favourites.itemId, 1_000_001));
    expect((await star(token, 'match', live)).body.data.favourite).toBe(true);
  });

  it('stars live and upcoming matches and their leagues for the demo player once', async () => {
    const { token, email } = await signUpPlayer(ctx.app);
    expect(await seedDemoFavourites(ctx.database.db, email, ctx.clock.now())).toBe(true);
    const starred = await listOf(token, 'match');
    expect(starred).toContain(live);
    expect(starred).toContain(later);
    expect(await listOf(token, 'league')).toContain(premierLeague);
    // The player's own choice stays: a later start seeds nothing.
    await unstar(token, 'match', live);
    expect(await seedDemoFavourites(ctx.database.db, email, ctx.clock.now())).toBe(false);
    expect(await listOf(token, 'match')).not.toContain(live);
  });

  it('answers bad input with 400 naming the field', async () => {
    const { token } = await signUpPlayer(ctx.app);
    for (const [method, path, field] of [
      ['GET', '/team', 'type'],
      ['GET', '/match?match_status=9', 'match_status'],
      ['GET', '/match?is_bettable=maybe', 'is_bettable'],
      ['POST', '/match/abc', 'id'],
      ['POST', '/match/0', 'id'],
      ['POST', `/match/${live}?seq=0`, 'seq'],
      ['DELETE', `/match/${live}?seq=99999999999999999`, 'seq'],
    ] as const) {
      const res = await call(token, method, path);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.field.split('.')[0]).toBe(field);
    }
  });
});

async function whoAmI(token: string): Promise<{ email: string }> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/platform/player',
    headers: bearer(token),
  });
  return res.json() as { email: string };
}
