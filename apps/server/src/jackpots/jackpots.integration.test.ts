// Jackpots over the real migrations (PGlite, and PostgreSQL with DATABASE_URL): the operator
// creates a jackpot, qualifying bets pay into its levels, a forced hit is drawn and paid through
// the ledger once even when 50 bets race for it, hits are listed with their filters and marked
// seen, and bets say `used_in_jackpot`.
import { realtimeEventSchema } from '@sportsbook/contract';
import { drawUniform } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import { rowsOf } from '../betting/sql-rows';
import { balanceOf, expectLedgerMatchesBalance, placeBets, signUpPlayer } from '../testing/bettor';
import { type RecordingPublisher, recordingPublisher } from '../testing/recording-publisher';
import { NOW } from '../testing/feed-factory';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';
import { DEMO_JACKPOT_CODE, ensureDemoJackpot } from './demo-jackpot';
import { JackpotRepository } from './jackpot-repository';

const OPERATOR = '/api/operator/jackpot-programmes';
const JACKPOTS = '/api/sportsbook/jackpots';
const HITS = '/api/sportsbook/jackpot-hits';
const QUALIFYING = '/api/sportsbook/v3/jackpots';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let publisher: RecordingPublisher;
let match: number;
let codes = 0;

const operator = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createJackpot(fields: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: OPERATOR,
    headers: operator,
    payload: {
      code: `test-${++codes}`,
      name: 'Test Jackpot',
      currency: 'EUR',
      contribution_bps: 1000,
      min_stake: 100,
      min_odds: 1.5,
      // Caps far above the stakes: nothing hits unless forced (chance below 1e-9 per draw).
      levels: [
        {
          code: 'mini',
          name: 'Mini',
          seed_amount: 1000,
          contribution_weight: 2,
          must_hit_by: 1e13,
        },
        {
          code: 'grand',
          name: 'Grand',
          seed_amount: 5000,
          contribution_weight: 1,
          must_hit_by: 1e13,
        },
      ],
      ...fields,
    },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).data as Json;
}

async function switchOff(id: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${OPERATOR}/${id}/switch-off`,
    headers: operator,
  });
  expect(res.statusCode).toBe(200);
}

const single = (stake: number, odds = 2.1, outcome = '1') => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: match, market_id: 1, specifier: '', outcome_id: outcome, odds }],
    },
  ],
});

async function jackpot(id: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `${JACKPOTS}/${id}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).data as Json;
}

async function hits(query: string, token?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${HITS}${query}`,
    headers: token ? bearer(token) : {},
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: string }>(await ctx.database.db.execute(query));
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  publisher = recordingPublisher();
  ctx = await createTestContext({ betting: { liveDelayMs: 0 }, publisher });
  match = await matchIdOf(ctx.database, 'sr:match:1002');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the operator API', () => {
  it('needs the operator key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: OPERATOR });
    expect(res.statusCode).toBe(401);
  });

  it('creates a jackpot with its levels at their seed amounts, and refuses its code twice', async () => {
    const created = await createJackpot({ code: 'unique-code' });
    expect(created).toMatchObject({
      code: 'unique-code',
      status: 'active',
      contribution_bps: 1000,
      levels: [
        { code: 'mini', pool_amount: 1000, draw_count: 0, force_next_hit: false },
        { code: 'grand', pool_amount: 5000 },
      ],
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: OPERATOR,
      headers: operator,
      payload: {
        code: 'unique-code',
        name: 'Again',
        currency: 'EUR',
        contribution_bps: 10,
        levels: [{ code: 'a', name: 'A', seed_amount: 0, contribution_weight: 1, must_hit_by: 10 }],
      },
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as Json).code).toBe('jackpot_code_taken');
    await switchOff(created.id);
  });

  it('refuses a level whose cap is not above its seed amount, naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: OPERATOR,
      headers: operator,
      payload: {
        code: 'bad-cap',
        name: 'Bad',
        currency: 'EUR',
        contribution_bps: 10,
        levels: [
          { code: 'a', name: 'A', seed_amount: 10, contribution_weight: 1, must_hit_by: 10 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Json).field).toBe('levels.0.must_hit_by');
  });

  it('answers 404 for an unknown jackpot or level', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `${OPERATOR}/999999/switch-off`,
      headers: operator,
    });
    expect(unknown.statusCode).toBe(404);
    const created = await createJackpot();
    const level = await ctx.app.inject({
      method: 'POST',
      url: `${OPERATOR}/${created.id}/levels/nope/force-hit`,
      headers: operator,
    });
    expect(level.statusCode).toBe(404);
    await switchOff(created.id);
  });
});

describe('the demo jackpot', () => {
  it('is created once, with Mini, Major and Grand in EUR at their seed pools', async () => {
    const repository = new JackpotRepository(ctx.database.db);
    expect(await ensureDemoJackpot(repository, NOW)).toBe(true);
    expect(await ensureDemoJackpot(repository, NOW)).toBe(false);
    const id = await repository.jackpotIdByCode(DEMO_JACKPOT_CODE);
    const demo = await jackpot(id as number);
    expect(demo).toMatchObject({
      name: 'Sportsbook Jackpot',
      currency: 'EUR',
      pool_amount: 555_000,
    });
    expect(demo.levels.map((l: Json) => [l.name, l.pool_amount, l.state])).toEqual([
      ['Mini', 5000, 'active'],
      ['Major', 50_000, 'active'],
      ['Grand', 500_000, 'active'],
    ]);
    await switchOff(id as number);
  });
});

describe('contributions and draws', () => {
  it('a qualifying bet pays its share into the levels, exactly, and is drawn once per level', async () => {
    const created = await createJackpot();
    const { token } = await signUpPlayer(ctx.app, { deposit: 100_000, prefix: 'jackpot' });
    const placed = await placeBets(ctx.app, token, single(1001));
    expect(placed.status).toBe(200);
    const bet = placed.body.data[0];
    expect(bet.used_in_jackpot).toBe(true);
    // 10 % of 10.01 € = 100 minor units (rounded down), split 2:1 → 67 + 33.
    const after = await jackpot(created.id);
    expect(after.levels.map((l: Json) => l.pool_amount)).toEqual([1067, 5033]);
    expect(after.pool_amount).toBe(6100);
    expect(
      await count(
        sql`select count(*)::text as n from jackpot_draws where bet_id = ${Number(bet.id)}`,
      ),
    ).toBe(2);
    // The history says the same.
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/sportsbook/v3/bets/${bet.id}`,
      headers: bearer(token),
    });
    expect((history.json() as Json).data.used_in_jackpot).toBe(true);
    await switchOff(created.id);
  });

  it('a bet below the minimum odds or stake does not take part', async () => {
    const created = await createJackpot({ min_odds: 3 });
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'jackpot' });
    const placed = await placeBets(ctx.app, token, single(1000));
    expect(placed.status).toBe(200);
    const bet = placed.body.data[0];
    expect(bet.used_in_jackpot).toBe(false);
    expect((await jackpot(created.id)).pool_amount).toBe(6000);
    await switchOff(created.id);
  });

  it('tells which jackpots a slip qualifies for', async () => {
    const created = await createJackpot({ min_stake: 500 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: QUALIFYING,
      payload: {
        bets: [{ ...single(1000).bets[0] }, { ...single(100).bets[0] }, { ...single(0).bets[0] }],
      },
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as Json).data as Json[];
    expect(data[0].jackpots).toContainEqual({ id: String(created.id) });
    expect(data[1].jackpots).not.toContainEqual({ id: String(created.id) });
    expect(data[2].jackpots).toEqual([]);

    // Combined odds decide (1.2 × 1.2 = 1.44 is below the minimum 1.5; 1.3 × 1.3 = 1.69 is not),
    // and a freebet's stake is not cash.
    const leg = (odds: number, matchId = match) => ({
      match_id: matchId,
      market_id: 1,
      specifier: '',
      outcome_id: '1',
      odds,
    });
    const combos = await ctx.app.inject({
      method: 'POST',
      url: QUALIFYING,
      payload: {
        bets: [
          { stake: { value: 1000, currency: 'EUR' }, selections: [leg(1.2), leg(1.2, match + 1)] },
          { stake: { value: 1000, currency: 'EUR' }, selections: [leg(1.3), leg(1.3, match + 1)] },
          {
            ...single(1000).bets[0],
            bonus: { id: '1', type: 'freebet_all_win', odds: null },
          },
        ],
      },
    });
    const [low, high, freebet] = (combos.json() as Json).data as Json[];
    expect(low.jackpots).not.toContainEqual({ id: String(created.id) });
    expect(high.jackpots).toContainEqual({ id: String(created.id) });
    expect(freebet.jackpots).toEqual([]);
    await switchOff(created.id);
  });

  it('a switched-off jackpot takes nothing and is not listed', async () => {
    const created = await createJackpot();
    await switchOff(created.id);
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'jackpot' });
    await placeBets(ctx.app, token, single(1000));
    const after = await jackpot(created.id);
    expect(after.pool_amount).toBe(6000);
    expect(after.levels.every((l: Json) => l.state === 'inactive')).toBe(true);
    const list = await ctx.app.inject({ method: 'GET', url: JACKPOTS });
    expect(((list.json() as Json).data as Json[]).map((j) => j.id)).not.toContain(
      String(created.id),
    );
  });
});

describe('hits', () => {
  it('a forced hit is paid once through the ledger when 50 bets race for it', async () => {
    const created = await createJackpot();
    const force = await ctx.app.inject({
      method: 'POST',
      url: `${OPERATOR}/${created.id}/levels/grand/force-hit`,
      headers: operator,
    });
    expect(force.statusCode).toBe(200);
    expect((force.json() as Json).data.levels[1].force_next_hit).toBe(true);
    const players = await Promise.all(
      Array.from({ length: 5 }, () => signUpPlayer(ctx.app, { deposit: 100_000, prefix: 'racer' })),
    );
    const before = await Promise.all(players.map((p) => balanceOf(ctx.app, p.token)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeBets(ctx.app, (players[i % 5] as { token: string }).token, single(1000)),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Written in batches, each bet is told it took part.
    expect(results.every((r) => r.body.data[0].used_in_jackpot)).toBe(true);

    const operatorHits = await ctx.app.inject({
      method: 'GET',
      url: `${OPERATOR}/${created.id}/hits`,
      headers: operator,
    });
    const list = (operatorHits.json() as Json).data as Json[];
    expect(list).toHaveLength(1);
    const [hit] = list;
    expect(hit).toMatchObject({ level_code: 'grand', status: 'paid', currency: 'EUR' });
    expect(hit.draw.forced).toBe(true);
    // The recorded draw recomputes from its seed and number.
    expect(drawUniform(hit.draw.seed, hit.draw.number)).toBe(hit.draw.value);
    // The pool paid: the seed plus this bet's third of its 100 minor units, at least.
    expect(hit.amount).toBeGreaterThanOrEqual(5033);
    // Paid by exactly one ledger entry of its amount.
    expect(
      await count(
        sql`select count(*)::text as n from ledger_entries where kind = 'jackpot_win' and reference = ${`jackpot_hit:${hit.id}`} and amount = ${hit.amount}`,
      ),
    ).toBe(1);
    // Every racer's balance: deposit minus ten stakes, plus the hit for its winner.
    const after = await Promise.all(players.map((p) => balanceOf(ctx.app, p.token)));
    const won = after.map((balance, i) => balance - ((before[i] as number) - 10 * 1000));
    expect(won.filter((w) => w !== 0)).toEqual([hit.amount]);
    for (const p of players) await expectLedgerMatchesBalance(ctx.app, ctx.database, p.token);

    // The level starts again from its seed amount and is no longer forced.
    const levels = (await jackpot(created.id)).levels as Json[];
    expect((await jackpot(created.id)).hits_amount).toBe(hit.amount);
    expect(levels[1].pool_amount).toBeGreaterThanOrEqual(5000);
    const programme = await ctx.app.inject({
      method: 'GET',
      url: `${OPERATOR}/${created.id}`,
      headers: operator,
    });
    expect((programme.json() as Json).data.levels[1].force_next_hit).toBe(false);
    // Every one of the 50 bets was drawn once per level.
    expect(
      await count(
        sql`select count(*)::text as n from jackpot_draws where jackpot_id = ${created.id}`,
      ),
    ).toBe(100);
    await switchOff(created.id);
  }, 60_000);

  it('lists hits by jackpot, player, status and seen flag, and marks them seen', async () => {
    const created = await createJackpot();
    const winner = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'winner' });
    const other = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'other' });
    for (const level of ['mini', 'grand']) {
      await ctx.app.inject({
        method: 'POST',
        url: `${OPERATOR}/${created.id}/levels/${level}/force-hit`,
        headers: operator,
      });
      await placeBets(ctx.app, winner.token, single(1000));
    }

    const publicList = await hits(`?jackpot_id=${created.id}`);
    expect(publicList.status).toBe(200);
    expect(publicList.body.data).toHaveLength(2);
    expect(publicList.body.data[0]).toMatchObject({
      jackpot_id: String(created.id),
      jackpot_name: 'Test Jackpot',
      level_code: 'grand',
      status: 'paid',
      seen: false,
    });
    expect(publicList.body.data[0].user_hash).toMatch(/^[0-9a-f]{16}$/);
    // One token per winner: both hits, on two levels, name the same one.
    expect(publicList.body.data[1].user_hash).toBe(publicList.body.data[0].user_hash);
    expect((await hits(`?jackpot_id=${created.id}&limit=1`)).body.data).toHaveLength(1);
    expect((await hits(`?jackpot_id=${created.id}&status=pending`)).body.data).toHaveLength(0);

    expect((await hits('?for_user=true')).status).toBe(401);
    expect((await hits('?unseen=true')).status).toBe(401);
    expect((await hits('?for_user=true', other.token)).body.data).toHaveLength(0);
    const mine = (await hits('?unseen=true', winner.token)).body.data as Json[];
    expect(mine).toHaveLength(2);

    const ids = mine.map((h) => Number(h.id));
    const marked = await ctx.app.inject({
      method: 'POST',
      url: `${HITS}/mark-as-seen`,
      headers: bearer(other.token),
      payload: { ids },
    });
    expect((marked.json() as Json).data.ids).toEqual([]);
    const seen = await ctx.app.inject({
      method: 'POST',
      url: `${HITS}/mark-as-seen`,
      headers: bearer(winner.token),
      payload: { ids },
    });
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Json).data.ids).toEqual(ids.toSorted((a, b) => a - b).map(String));
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${HITS}/mark-as-seen`,
      headers: bearer(winner.token),
      payload: { ids },
    });
    expect((again.json() as Json).data.ids).toEqual([]);
    expect((await hits('?unseen=true', winner.token)).body.data).toHaveLength(0);
    expect(
      ((await hits('?for_user=true', winner.token)).body.data as Json[]).every((h) => h.seen),
    ).toBe(true);
    await switchOff(created.id);
  });

  it('tells the winner with bonus_issued (type jackpot) and a new balance', async () => {
    const created = await createJackpot();
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000, prefix: 'told' });
    await ctx.app.inject({
      method: 'POST',
      url: `${OPERATOR}/${created.id}/levels/mini/force-hit`,
      headers: operator,
    });
    await placeBets(ctx.app, token, single(1000));
    const balance = await balanceOf(ctx.app, token);
    await expect
      .poll(() =>
        publisher
          .ofType('bonus_issued')
          .some(
            (p) =>
              (p.message.data as Json).type === 'jackpot' &&
              (p.message.data as Json).jackpot_id === String(created.id),
          ),
      )
      .toBe(true);
    // Every event sent is one the contract describes.
    for (const p of publisher.ofType('bonus_issued')) realtimeEventSchema.parse(p.message);
    await expect
      .poll(() =>
        publisher
          .ofType('balance_changed')
          .some((p) => (p.message.data as Json).balance === balance),
      )
      .toBe(true);
    await switchOff(created.id);
  });

  it('answers 404 for an unknown jackpot and 400 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${JACKPOTS}/999999` })).statusCode).toBe(
      404,
    );
    const bad = await ctx.app.inject({ method: 'GET', url: `${JACKPOTS}/abc` });
    expect(bad.statusCode).toBe(400);
  });

  it('the ledger holds one jackpot entry per paid hit, of its amount, and no other', async () => {
    const problems = rowsOf<{ problem: string }>(
      await ctx.database.db.execute(sql`
        select 'entry ' || l.id || ' has no paid hit' as problem
          from ledger_entries l
          left join jackpot_hits h
            on h.ledger_entry_id = l.id and h.status = 'paid'
           and h.account_id = l.account_id and h.amount = l.amount
         where l.kind = 'jackpot_win' and h.id is null
        union all
        select 'hit ' || h.id || ' is paid ' || count(l.id) || ' times'
          from jackpot_hits h
          left join ledger_entries l on l.kind = 'jackpot_win' and l.reference = 'jackpot_hit:' || h.id
         group by h.id
        having count(l.id) <> 1`),
    );
    expect(problems).toEqual([]);
    expect(
      await count(sql`select count(*)::text as n from jackpot_hits where status = 'paid'`),
    ).toBeGreaterThanOrEqual(4);
  });
});
