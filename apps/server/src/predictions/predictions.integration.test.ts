// GET and POST /vote over the real migrations (PGlite, and PostgreSQL in the pg run): the split,
// one vote per player whatever races, changing a vote, closing at kick-off and bad input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsRepository } from '../accounts/accounts-repository';
import { matches } from '../db/schema';
import { signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';
import { seedDemoPredictions } from './demo-predictions';
import { PredictionRepository } from './prediction-repository';

const VOTE = '/api/sportsbook/vote';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let liverpoolEverton: string;
let sinnerAlcaraz: string;
let naviFaze: string;

async function read(predictionId: string, token?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${VOTE}?prediction_id=${encodeURIComponent(predictionId)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function vote(token: string | null, payload: unknown) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: VOTE,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const shares = (body: Json) =>
  Object.fromEntries(
    (body.data.choices as { choice: string; votes: number; percent: number }[]).map((c) => [
      c.choice,
      [c.votes, c.percent],
    ]),
  );

beforeAll(async () => {
  ctx = await createTestContext({ apiDocs: false });
  liverpoolEverton = `match:${await matchIdOf(ctx.database, 'sr:match:1002')}`;
  sinnerAlcaraz = `match:${await matchIdOf(ctx.database, 'sr:match:2001')}`;
  naviFaze = `match:${await matchIdOf(ctx.database, 'od:match:3001')}`;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET and POST /vote', () => {
  it('shows a visitor the empty split of an open vote, without a vote of their own', async () => {
    const res = await read(liverpoolEverton);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      prediction_id: liverpoolEverton,
      question: 'match_winner',
      open: true,
      total: 0,
      vote: null,
    });
    expect(shares(res.body)).toEqual({ home: [0, 0], draw: [0, 0], away: [0, 0] });
  });

  it('counts a vote, keeps one vote per player when it changes, and splits by percent', async () => {
    const first = await signUpPlayer(ctx.app, { prefix: 'voter' });
    const voted = await vote(first.token, {
      prediction_id: liverpoolEverton,
      data: { choice: 'home' },
    });
    expect(voted.status).toBe(200);
    expect(voted.body.data.vote).toMatchObject({
      prediction_id: liverpoolEverton,
      data: { choice: 'home' },
    });
    expect(shares(voted.body)).toEqual({ home: [1, 100], draw: [0, 0], away: [0, 0] });

    const changed = await vote(first.token, {
      prediction_id: liverpoolEverton,
      data: { choice: 'away' },
    });
    expect(changed.body.data.total).toBe(1);
    expect(changed.body.data.vote.data).toEqual({ choice: 'away' });
    expect(changed.body.data.vote.created_at).toBe(voted.body.data.vote.created_at);

    const second = await signUpPlayer(ctx.app, { prefix: 'voter' });
    await vote(second.token, { prediction_id: liverpoolEverton, data: { choice: 'draw' } });
    const third = await signUpPlayer(ctx.app, { prefix: 'voter' });
    await vote(third.token, { prediction_id: liverpoolEverton, data: { choice: 'draw' } });
    const seen = await read(liverpoolEverton, first.token);
    expect(shares(seen.body)).toEqual({ home: [0, 0], draw: [2, 67], away: [1, 33] });
    expect(seen.body.data.vote.data).toEqual({ choice: 'away' });
    // A visitor sees the same split, without anyone's vote.
    expect((await read(liverpoolEverton)).body.data.vote).toBeNull();
  });

  it('counts a player once under 20 concurrent votes', async () => {
    const before = (await read(liverpoolEverton)).body.data.total as number;
    const { token } = await signUpPlayer(ctx.app, { prefix: 'racer' });
    const choices = ['home', 'draw', 'away'] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        vote(token, { prediction_id: liverpoolEverton, data: { choice: choices[i % 3] } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = await read(liverpoolEverton, token);
    expect(after.body.data.total).toBe(before + 1);
    expect(choices).toContain(after.body.data.vote.data.choice);
  });

  it('offers no draw where the match cannot end in one', async () => {
    const res = await read(naviFaze);
    expect(shares(res.body)).toEqual({ home: [0, 0], away: [0, 0] });
    const { token } = await signUpPlayer(ctx.app, { prefix: 'voter' });
    const draw = await vote(token, { prediction_id: naviFaze, data: { choice: 'draw' } });
    expect(draw.status).toBe(400);
    expect(draw.body).toMatchObject({ code: 'validation_failed', field: 'data.choice' });
    expect(draw.body.issues[0].code).toBe('choice_not_offered');
  });

  it('closes the vote once the match has started, keeping its split', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'voter' });
    expect((await read(sinnerAlcaraz)).body.data.open).toBe(false);
    const late = await vote(token, { prediction_id: sinnerAlcaraz, data: { choice: 'home' } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('prediction_closed');

    // Kick-off passes on the clock: Liverpool–Everton's vote closes with its votes kept.
    const total = (await read(liverpoolEverton)).body.data.total as number;
    const [match] = await ctx.database.db
      .select({ startTime: matches.startTime })
      .from(matches)
      .where(eq(matches.id, Number(liverpoolEverton.slice('match:'.length))));
    const now = ctx.clock.now();
    ctx.clock.set(new Date((match?.startTime as Date).getTime() + 1000));
    try {
      // Signed up at the new time: sessions of the old one may have gone idle.
      const later = await signUpPlayer(ctx.app, { prefix: 'voter' });
      const closed = await read(liverpoolEverton);
      expect(closed.body.data).toMatchObject({ open: false, total });
      const refused = await vote(later.token, {
        prediction_id: liverpoolEverton,
        data: { choice: 'home' },
      });
      expect(refused.status).toBe(409);
    } finally {
      ctx.clock.set(now);
    }
  });

  it('answers 404 for a match that does not exist or is not a match', async () => {
    expect((await read('match:999999')).status).toBe(404);
    const season = await matchIdOf(ctx.database, 'sr:season:130281');
    expect((await read(`match:${season}`)).status).toBe(404);
  });

  it('asks a visitor to sign in before voting', async () => {
    const res = await vote(null, { prediction_id: liverpoolEverton, data: { choice: 'home' } });
    expect(res.status).toBe(401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'voter' });
    for (const [payload, field] of [
      [{ data: { choice: 'home' } }, 'prediction_id'],
      [{ prediction_id: 'match:abc', data: { choice: 'home' } }, 'prediction_id'],
      [{ prediction_id: 'match:0', data: { choice: 'home' } }, 'prediction_id'],
      [{ prediction_id: liverpoolEverton, data: { choice: 'maybe' } }, 'data.choice'],
      [{ prediction_id: liverpoolEverton }, 'data'],
    ] as const) {
      const res = await vote(token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.field, JSON.stringify(payload)).toBe(field);
    }
    for (const query of ['', '?prediction_id=42', '?prediction_id=match:1234567890']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${VOTE}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as Json).field).toBe('prediction_id');
    }
  });
});

describe('demo votes', () => {
  it('gives the next matches a split once, however often the server starts', async () => {
    const madridBarcelona = `match:${await matchIdOf(ctx.database, 'sr:match:1003')}`;
    const seed = () =>
      seedDemoPredictions(
        new AccountsRepository(ctx.database.db),
        new PredictionRepository(ctx.database.db),
        ctx.clock.now(),
      );
    await seed();
    const first = (await read(madridBarcelona)).body.data;
    expect(first.total).toBeGreaterThan(0);
    expect(first.choices.reduce((sum: number, c: { percent: number }) => sum + c.percent, 0)).toBe(
      100,
    );
    await seed();
    expect((await read(madridBarcelona)).body.data.choices).toEqual(first.choices);
    // The live match's vote is closed: no demo votes there.
    expect((await read(sinnerAlcaraz)).body.data.total).toBe(0);
  });
});
