// POST /{provider}/launch and the demo provider's game on the wallet: launch for visitors and
// players, bad input, a race staked, run and settled through the ledger, and the money rules
// under concurrency (two stakes cannot overdraw; a round pays once).
import { stakeTimesOdds, oddsFromWire, minorUnits } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newRequestKey, signUpPlayer } from '../testing/bettor';
import { ledgerProblems } from '../testing/ledger-check';
import { type TestContext, createTestContext } from '../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const LAUNCH = '/api/sportsbook/demo/launch';
const RUN_MS = 5000;

// One app for the journeys (each with a player and a session of its own); a test that needs
// other settings or moves the clock far builds its own.
let shared: TestContext;
beforeAll(async () => {
  shared = await createTestContext();
}, 120_000);
afterAll(async () => {
  await shared?.close();
});

let context: TestContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function start(options?: Parameters<typeof createTestContext>[0]) {
  if (!options) return shared;
  context = await createTestContext(options);
  return context;
}

async function launch(app: FastifyInstance, token: string | null, app_ = 'horse_racing') {
  const res = await app.inject({
    method: 'POST',
    url: LAUNCH,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { app: app_ },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The game session token of a launch URL. */
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session') as string;

function game(app: FastifyInstance, session: string) {
  const base = `/api/demo-provider/sessions/${session}`;
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await app.inject({ method, url: `${base}${path}`, ...(payload && { payload }) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return {
    session: () => call('GET', ''),
    open: () => call('POST', '/rounds'),
    stake: (round: number, outcome: string, stake: number, key = newRequestKey('stake')) =>
      call('POST', `/rounds/${round}/stakes`, { outcome_id: outcome, stake, request_key: key }),
    run: (round: number) => call('POST', `/rounds/${round}/run`),
    round: (round: number) => call('GET', `/rounds/${round}`),
  };
}

async function ledgerKinds(ctx: TestContext, reference: string) {
  const result = await ctx.database.db.execute(
    sql`select kind, amount::text as amount from ledger_entries where reference = ${reference} order by id`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    kind: string;
    amount: string;
  }[];
  return rows.map((row) => ({ kind: row.kind, amount: Number(row.amount) }));
}

describe('POST /{provider}/launch', () => {
  it('launches a watch-only game for a visitor and a real-money one for a player', async () => {
    const { app } = await start();
    const visitor = await launch(app, null);
    expect(visitor.status).toBe(200);
    expect(visitor.body.real_money).toBe(false);
    expect(visitor.body.url).toMatch(/^\/api\/demo-provider\/play\?session=[\w-]{43}$/);

    const { token } = await signUpPlayer(app, { deposit: 5000 });
    const player = await launch(app, token, 'lotteries');
    expect(player.status).toBe(200);
    expect(player.body.real_money).toBe(true);
    const session = await game(app, sessionOf(player.body.url)).session();
    expect(session.body).toMatchObject({
      app: 'lotteries',
      real_money: true,
      currency: 'EUR',
      balance: 5000,
      min_stake: 10,
      max_stake: 100_000,
    });
  });

  it('answers 400 naming the field for an unknown app or a malformed provider', async () => {
    const { app } = await start();
    const badApp = await launch(app, null, 'poker');
    expect(badApp.status).toBe(400);
    expect(badApp.body.field).toBe('app');
    const badProvider = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/Bad%20Name/launch',
      payload: { app: 'lotteries' },
    });
    expect(badProvider.statusCode).toBe(400);
    expect(badProvider.json().field).toBe('provider');
  });

  it('answers 404 for a provider it does not know and for a product line switched off', async () => {
    const { app } = await start({ productLines: { enabled: ['racing'] } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/acme/launch',
      payload: { app: 'horse_racing' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('unknown_provider');
    const off = await launch(app, null, 'lotteries');
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('product_line_disabled');
    expect((await launch(app, null, 'horse_racing')).status).toBe(200);
  }, 120_000);
});

describe('the demo provider on the wallet', () => {
  it('debits a stake, runs the race and pays the winner stake × odds through the ledger', async () => {
    const ctx = await start();
    const { app } = ctx;
    const { token } = await signUpPlayer(app, { deposit: 10_000 });
    const play = game(app, sessionOf((await launch(app, token)).body.url));
    const round = (await play.open()).body;
    expect(round.status).toBe('open');
    expect(round.outcomes).toHaveLength(6);
    expect(round.seed).toBeNull();
    expect(round.seed_hash).toMatch(/^[0-9a-f]{64}$/);

    // Back every runner, so exactly one stake wins whatever the draw.
    const key = newRequestKey('race');
    for (const [index, outcome] of round.outcomes.entries()) {
      const placed = await play.stake(round.id, outcome.id, 1000, index === 0 ? key : undefined);
      expect(placed.status).toBe(200);
    }
    // A retry with the first stake's key stakes nothing more.
    expect((await play.stake(round.id, round.outcomes[0].id, 1000, key)).body.stakes).toHaveLength(
      6,
    );
    expect(await balanceOf(app, token)).toBe(4000);

    const running = (await play.run(round.id)).body;
    expect(running.status).toBe('running');
    expect(running.result).toBeNull();
    expect((await play.stake(round.id, round.outcomes[0].id, 1000)).body.code).toBe('round_closed');
    // Not over yet: still running, nothing paid.
    ctx.clock.advance(RUN_MS - 1);
    expect((await play.round(round.id)).body.status).toBe('running');
    expect(await balanceOf(app, token)).toBe(4000);

    ctx.clock.advance(1);
    const settled = (await play.round(round.id)).body;
    expect(settled.status).toBe('settled');
    expect(settled.result).toHaveLength(6);
    expect(settled.seed).toMatch(/^[0-9a-f]{64}$/);
    const winner = settled.outcomes.find((o: Json) => o.id === settled.result[0]);
    const expected = stakeTimesOdds(minorUnits(1000), oddsFromWire(winner.odds));
    expect(settled.paid).toBe(expected);
    expect(settled.stakes.filter((s: Json) => s.payout > 0)).toHaveLength(1);
    expect(await balanceOf(app, token)).toBe(4000 + expected);
    expect(await ledgerKinds(ctx, `game:${round.id}`)).toEqual([
      ...Array.from({ length: 6 }, () => ({ kind: 'wager', amount: -1000 })),
      { kind: 'win', amount: expected },
    ]);
    expect(await ledgerProblems(ctx.database)).toEqual([]);
  });

  it('pays a settled round once however many readers settle it at the same time', async () => {
    const ctx = await start();
    const { app } = ctx;
    const { token } = await signUpPlayer(app, { deposit: 600 });
    const play = game(app, sessionOf((await launch(app, token)).body.url));
    const round = (await play.open()).body;
    for (const outcome of round.outcomes) await play.stake(round.id, outcome.id, 100);
    await play.run(round.id);
    ctx.clock.advance(RUN_MS);
    const reads = await Promise.all(Array.from({ length: 4 }, () => play.round(round.id)));
    expect(reads.every((read) => read.body.status === 'settled')).toBe(true);
    const wins = (await ledgerKinds(ctx, `game:${round.id}`)).filter((e) => e.kind === 'win');
    expect(wins).toHaveLength(1);
    expect(await balanceOf(app, token)).toBe(wins[0]?.amount);
  });

  it('takes one of two stakes at once that the balance covers only one of', async () => {
    const { app } = await start();
    const { token } = await signUpPlayer(app, { deposit: 1000 });
    const play = game(app, sessionOf((await launch(app, token)).body.url));
    const round = (await play.open()).body;
    const answers = await Promise.all([
      play.stake(round.id, 'o1', 1000),
      play.stake(round.id, 'o2', 1000),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.status === 422);
    expect(refused?.body).toMatchObject({ code: 'stake_refused', field: 'stake' });
    expect(refused?.body.message).toBe('error.virtual.insufficient_balance');
    expect(await balanceOf(app, token)).toBe(0);
    expect((await play.round(round.id)).body.stakes).toHaveLength(1);
  });

  it('lets a visitor watch a round but not stake on it', async () => {
    const ctx = await start();
    const play = game(ctx.app, sessionOf((await launch(ctx.app, null)).body.url));
    const round = (await play.open()).body;
    const refused = await play.stake(round.id, 'o1', 100);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('sign_in_to_play');
    await play.run(round.id);
    ctx.clock.advance(RUN_MS);
    expect((await play.round(round.id)).body).toMatchObject({ status: 'settled', paid: 0 });
  });

  it('refuses an outcome the card does not have, a stake under the minimum and an old session', async () => {
    const ctx = await start({});
    const { app } = ctx;
    const { token } = await signUpPlayer(app, { deposit: 1000 });
    const session = sessionOf((await launch(app, token, 'premium_cricket')).body.url);
    const play = game(app, session);
    const round = (await play.open()).body;
    const unknown = await play.stake(round.id, 'o99', 100);
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('outcome_id');
    const small = await play.stake(round.id, 'o1', 9);
    expect(small.status).toBe(422);
    expect(small.body.message).toBe('error.virtual.stake_below_min');
    const malformed = await play.stake(round.id, 'o1', 1.5);
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('stake');

    ctx.clock.advance(4 * 3_600_000);
    const gone = await play.session();
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('game_session_expired');
  }, 120_000);
});
