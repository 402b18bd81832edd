// Player limits over the real migrations (PGlite, or PostgreSQL with DATABASE_URL): the calls,
// their bad input, the cooling-off on the test clock, and deposits and bets refused past a
// limit, also when 50 of them race for the last of it.
import {
  BET_ERROR_CODE,
  allowanceResponse,
  bettingStatsResponse,
  depositLimitRefusal,
  limitHistoryResponse,
  transactionsResponse,
  userLimitResponse,
  userLimitsResponse,
} from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, matches, playerAccounts } from '../db/schema';
import { newRequestKey, placeBets, signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext } from '../testing/test-app';
import { sessionLimitsOf } from './limits-service';

const PLATFORM = '/api/platform';
const HOUR = 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let matchId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  matchId = (
    await ctx.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.urnId, 'sr:match:1002'))
  )[0]?.id as number;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url: `${PLATFORM}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const setLimit = (token: string, body: unknown) => call('POST', '/user_limits', token, body);
const deposit = (token: string, amount: number) =>
  call('POST', '/payments/quick_deposit', token, { amount, currency: 'EUR' });
const single = (stake: number, locale?: string) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 }],
    },
  ],
  ...(locale === undefined ? {} : { locale }),
});

/** A fresh session after the test clock moved past the last one's lifetime. */
async function signIn(email: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${PLATFORM}/users/sign_in`,
    payload: { login: email, password: 'secret-password-1' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).token as string;
}

async function playerIdOf(token: string): Promise<number> {
  return (await call('GET', '/player', token)).body.id as number;
}

describe('setting limits', () => {
  it('answers an empty list to a new player and 401 to a visitor', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits' });
    const res = await call('GET', '/user_limits', token);
    expect(res.status).toBe(200);
    expect(userLimitsResponse.parse(res.body)).toEqual({ limits: [] });
    expect((await call('GET', '/user_limits')).status).toBe(401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits' });
    const cases: [unknown, string][] = [
      [{ type: 'deposit', amount: 1000 }, 'period'],
      [{ type: 'session', period: 'day', amount: 60 }, 'period'],
      [{ type: 'session', amount: 60, currency: 'EUR' }, 'currency'],
      [{ type: 'deposit', period: 'day', amount: 0 }, 'amount'],
      [{ type: 'deposit', period: 'day', amount: 10.5 }, 'amount'],
      [{ type: 'deposit', period: 'day', amount: '100' }, 'amount'],
      [{ type: 'selfexclusion', period: 'day', amount: 1 }, 'type'],
      [{ type: 'deposit', period: 'year', amount: 1 }, 'period'],
      [{ type: 'deposit', period: 'day', amount: 1, currency: 'USD' }, 'currency'],
      [{ type: 'deposit', period: 'day', amount: 1, currency: 'eur' }, 'currency'],
    ];
    for (const [body, field] of cases) {
      const res = await setLimit(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    for (const url of ['/user_limits/abc', '/user_limits/0']) {
      const res = await call('DELETE', url, token);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('id');
    }
    expect((await call('DELETE', '/user_limits/999999', token)).status).toBe(404);
    expect((await call('POST', '/user_limits/999999/confirm', token)).status).toBe(404);
  });

  it('tightens at once; loosens only after the cooling-off and a confirmation', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'limits' });
    let { token } = player;
    const set = await setLimit(token, { type: 'deposit', period: 'day', amount: 5000 });
    expect(set.status).toBe(200);
    const limit = userLimitResponse.parse(set.body).limit;
    expect(limit).toMatchObject({
      type: 'deposit',
      strategy: 'calendar',
      status: 'active',
      period: 'day',
      parent_type: null,
      amount: 5000,
      unit: 'minor',
      currency: 'EUR',
      pending: null,
      confirm_until: null,
      usage: { used: 0, remaining: 5000 },
    });

    const tighter = await setLimit(token, { type: 'deposit', period: 'day', amount: 3000 });
    expect(tighter.body.limit).toMatchObject({ id: limit.id, status: 'active', amount: 3000 });

    const looser = await setLimit(token, { type: 'deposit', period: 'day', amount: 8000 });
    expect(looser.body.limit).toMatchObject({
      id: limit.id,
      status: 'unconfirmed',
      amount: 3000,
      pending: { amount: 8000, confirmable: false },
    });
    const { effective_at, confirm_until } = looser.body.limit.pending;
    expect(Date.parse(effective_at) - ctx.clock.now().getTime()).toBe(24 * HOUR);
    expect(looser.body.limit.confirm_until).toBe(confirm_until);

    const early = await call('POST', `/user_limits/${limit.id}/confirm`, token);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('limit_cooling_off');
    // Still the old amount while it cools off.
    expect((await deposit(token, 3001)).body.code).toBe('deposit_limit_exceeded');

    ctx.clock.advance(24 * HOUR);
    token = await signIn(player.email);
    const confirmed = await call('POST', `/user_limits/${limit.id}/confirm`, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.limit).toMatchObject({
      status: 'confirmed',
      amount: 8000,
      pending: null,
    });
    expect((await call('POST', `/user_limits/${limit.id}/confirm`, token)).body.code).toBe(
      'limit_nothing_to_confirm',
    );

    const history = limitHistoryResponse.parse(
      (await call('GET', '/user_limits/history', token)).body,
    );
    expect(history.changes.map((c) => c.action)).toEqual([
      'confirmed',
      'loosening_requested',
      'tightened',
      'set',
    ]);
    expect(history.changes[1]).toMatchObject({ from_amount: 3000, to_amount: 8000 });
  });

  it('removes a limit after the cooling-off and a confirmation; an unconfirmed change lapses', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'limits' });
    let { token } = player;
    const wager = (await setLimit(token, { type: 'wager', period: 'week', amount: 2000 })).body
      .limit;
    const loss = (await setLimit(token, { type: 'loss', period: 'month', amount: 2000 })).body
      .limit;

    const removal = await call('DELETE', `/user_limits/${wager.id}`, token);
    expect(removal.body.limit).toMatchObject({ status: 'unconfirmed_disabled', amount: 2000 });
    expect(removal.body.limit.disable_at).toBe(removal.body.limit.pending.effective_at);
    await setLimit(token, { type: 'loss', period: 'month', amount: 9000 });

    ctx.clock.advance(25 * HOUR);
    token = await signIn(player.email);
    const removed = await call('POST', `/user_limits/${wager.id}/confirm`, token);
    expect(removed.body.limit.status).toBe('confirmed_disabled');

    ctx.clock.advance(7 * 24 * HOUR);
    token = await signIn(player.email);
    const list = userLimitsResponse.parse((await call('GET', '/user_limits', token)).body).limits;
    expect(list.map((l) => [l.id, l.status, l.amount, l.pending])).toEqual([
      [loss.id, 'active', 2000, null],
    ]);
    const history = (await call('GET', '/user_limits/history', token)).body.changes;
    expect(history[0]).toMatchObject({ limit_id: loss.id, action: 'lapsed' });
    // A removed limit can be set again, as a new one.
    const again = await setLimit(token, { type: 'wager', period: 'week', amount: 500 });
    expect(again.body.limit).toMatchObject({ status: 'active', amount: 500 });
    expect(again.body.limit.id).not.toBe(wager.id);
  });

  it('lets a new player set, tighten, loosen and confirm every kind of limit', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'limits' });
    let { token } = player;
    const kinds = [
      ...['deposit', 'loss', 'wager'].flatMap((type) =>
        ['day', 'week', 'month'].map((period) => ({ type, period })),
      ),
      { type: 'session' },
      { type: 'reality_check' },
    ];
    const ids: number[] = [];
    for (const kind of kinds) {
      const set = await setLimit(token, { ...kind, amount: 600 });
      expect(set.body.limit, JSON.stringify(kind)).toMatchObject({ status: 'active', amount: 600 });
      const tighter = await setLimit(token, { ...kind, amount: 300 });
      expect(tighter.body.limit).toMatchObject({ status: 'active', amount: 300 });
      const looser = await setLimit(token, { ...kind, amount: 900 });
      expect(looser.body.limit).toMatchObject({ status: 'unconfirmed', amount: 300 });
      ids.push(set.body.limit.id);
    }
    expect(new Set(ids).size).toBe(kinds.length);
    ctx.clock.advance(24 * HOUR);
    token = await signIn(player.email);
    for (const id of ids) {
      const confirmed = await call('POST', `/user_limits/${id}/confirm`, token);
      expect(confirmed.body.limit).toMatchObject({ status: 'confirmed', amount: 900 });
    }
    expect((await call('GET', '/user_limits', token)).body.limits).toHaveLength(kinds.length);
  });

  it('keeps session-time and reality-check limits for the betting sessions', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits' });
    const session = await setLimit(token, { type: 'session', amount: 60 });
    expect(session.body.limit).toMatchObject({
      strategy: 'per_session',
      unit: 'minutes',
      period: null,
      currency: null,
      usage: null,
    });
    await setLimit(token, { type: 'reality_check', amount: 30 });
    await setLimit(token, { type: 'session', amount: 90 });
    expect(await sessionLimitsOf(ctx.database.db, await playerIdOf(token))).toEqual({
      sessionMinutes: 60,
      realityCheckMinutes: 30,
    });
  });
});

describe('deposits against a deposit limit', () => {
  it('refuses a deposit past the limit with what is still allowed, and the allowance says so', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits' });
    await setLimit(token, { type: 'deposit', period: 'day', amount: 10_000 });
    expect((await deposit(token, 6000)).body.status).toBe('success');
    const refused = await deposit(token, 5000);
    expect(refused.status).toBe(403);
    expect(depositLimitRefusal.parse(refused.body)).toMatchObject({
      code: 'deposit_limit_exceeded',
      field: 'amount',
      remaining: 4000,
      currency: 'EUR',
      period: 'day',
    });
    expect(refused.body.issues[0].message).toBe('4000');
    const checkout = await call('POST', '/payments/deposits', token, {
      amount: 4001,
      currency: 'EUR',
    });
    expect(checkout.status).toBe(403);
    const allowance = allowanceResponse.parse(
      (await call('GET', '/user_limits/allowance', token)).body,
    );
    expect(allowance.allowances).toEqual([
      expect.objectContaining({ currency: 'EUR', deposit: 4000, stake: null }),
    ]);
  });

  it('fails a checkout deposit paid after the limit was used up meanwhile', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits' });
    await setLimit(token, { type: 'deposit', period: 'day', amount: 10_000 });
    const pending = await call('POST', '/payments/deposits', token, {
      amount: 6000,
      currency: 'EUR',
    });
    expect(pending.status).toBe(200);
    expect((await deposit(token, 6000)).body.status).toBe('success');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${PLATFORM}/payments/demo/checkout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ deposit_id: pending.body.id, action: 'pay' }).toString(),
    });
    expect(paid.headers.location).toContain('deposit=error');
    const used = (await call('GET', '/user_limits', token)).body.limits[0].usage;
    expect(used).toMatchObject({ used: 6000, remaining: 4000 });
  });

  it('lets no more than the limit through when 50 deposits race', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits' });
    await setLimit(token, { type: 'deposit', period: 'week', amount: 10_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => deposit(token, 1000)));
    expect(results.filter((r) => r.body.status === 'success')).toHaveLength(10);
    expect(results.filter((r) => r.body.code === 'deposit_limit_exceeded')).toHaveLength(40);
    const playerId = await playerIdOf(token);
    const [row] = await ctx.database.db
      .select({ sum: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries)
      .innerJoin(playerAccounts, eq(playerAccounts.id, ledgerEntries.accountId))
      .where(eq(playerAccounts.playerId, playerId));
    expect(Number(row?.sum)).toBe(10_000);
  });
});

describe('bets against wager and loss limits', () => {
  it('refuses a stake past a wager limit with code 150 and the amount left, in the request language', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits', deposit: 100_000 });
    await setLimit(token, { type: 'wager', period: 'day', amount: 5000 });
    expect((await placeBets(ctx.app, token, single(3000))).status).toBe(200);
    const refused = await placeBets(ctx.app, token, single(2500, 'de'));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(BET_ERROR_CODE.playerLimitExceeded);
    expect(refused.body.message).toBe('error.place_bets.player_limit_exceeded');
    expect(refused.body.data.details).toEqual({
      amount: 2000,
      currency: 'EUR',
      limit_type: 'wager',
      period: 'day',
    });
    expect(refused.body.data.errors_by_bet['0'].localized_message).toMatch(/noch 20,00\s€ setzen/);
    expect((await placeBets(ctx.app, token, single(2000))).status).toBe(200);
  });

  it('offers as max stake no more than the wager limit still allows', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits', deposit: 100_000 });
    const maxStake = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v3/bets/max-stake',
        headers: { authorization: `Bearer ${token}` },
        payload: { bets: single(1).bets },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data[0] as Json;
    };
    expect(await maxStake()).toMatchObject({ max_stake: 100_000, limited_by: 'balance' });
    await setLimit(token, { type: 'wager', period: 'day', amount: 5000 });
    expect(await maxStake()).toMatchObject({ max_stake: 5000, limited_by: 'player_limit' });
    expect((await placeBets(ctx.app, token, single(3000))).status).toBe(200);
    expect(await maxStake()).toMatchObject({ max_stake: 2000, limited_by: 'player_limit' });
  });

  it('counts returns against a loss limit: stakes less winnings', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits', deposit: 100_000 });
    const loss = (await setLimit(token, { type: 'loss', period: 'month', amount: 3000 })).body
      .limit;
    await setLimit(token, { type: 'wager', period: 'month', amount: 50_000 });
    expect((await placeBets(ctx.app, token, single(2000))).status).toBe(200);
    const refused = await placeBets(ctx.app, token, single(1500));
    expect(refused.body.data.details).toMatchObject({ amount: 1000, limit_type: 'loss' });
    // A win of 2500 puts the player 500 up this month: 3500 more may be lost.
    const [account] = await ctx.database.db
      .select({ id: playerAccounts.id })
      .from(playerAccounts)
      .where(eq(playerAccounts.playerId, await playerIdOf(token)));
    await ctx.database.db.insert(ledgerEntries).values({
      accountId: account?.id as number,
      amount: 2500n,
      kind: 'win',
      reference: 'test-win',
      createdAt: ctx.clock.now(),
    });
    const list = (await call('GET', '/user_limits', token)).body.limits;
    expect(list.find((l: Json) => l.id === loss.id).usage).toMatchObject({
      used: -500,
      remaining: 3500,
    });
    const allowance = (await call('GET', '/user_limits/allowance', token)).body.allowances[0];
    expect(allowance).toMatchObject({ stake: 3500, stake_limit_id: loss.id });
    expect((await placeBets(ctx.app, token, single(3500))).status).toBe(200);
    expect((await placeBets(ctx.app, token, single(100))).body.code).toBe(150);
  });

  it('lets no more than the limit through when 50 bets race', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits', deposit: 100_000 });
    await setLimit(token, { type: 'wager', period: 'week', amount: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeBets(ctx.app, token, single(1000), newRequestKey('race')),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.body.code === BET_ERROR_CODE.playerLimitExceeded)).toHaveLength(
      40,
    );
    const stats = bettingStatsResponse.parse(
      (await call('GET', '/player/betting_stats', token)).body,
    );
    expect(stats.stats.find((s) => s.period === 'week')).toEqual({
      period: 'week',
      bets_sum: 10_000,
      wins_sum: 0,
    });
  });
});

describe('net position and transactions', () => {
  it('sums stakes and returns per period and lists every ledger entry with filters and pages', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'limits', deposit: 50_000 });
    let { token } = player;
    for (const stake of [1000, 2000, 3000]) {
      expect((await placeBets(ctx.app, token, single(stake))).status).toBe(200);
    }
    const stats = (await call('GET', '/player/betting_stats?currency=EUR', token)).body;
    expect(stats).toEqual({
      currency: 'EUR',
      stats: ['day', 'week', 'month', 'all'].map((period) => ({
        period,
        bets_sum: 6000,
        wins_sum: 0,
      })),
    });
    ctx.clock.advance(48 * HOUR);
    token = await signIn(player.email);
    const later = (await call('GET', '/player/betting_stats', token)).body.stats;
    expect(later.find((s: Json) => s.period === 'day').bets_sum).toBe(0);
    expect(later.find((s: Json) => s.period === 'all').bets_sum).toBe(6000);

    const all = transactionsResponse.parse((await call('GET', '/player/transactions', token)).body);
    expect(all.pagination).toEqual({ total: 4, page: 1, limit: 50, last_page: 1 });
    expect(all.data.map((t) => [t.kind, t.amount])).toEqual([
      ['wager', -3000],
      ['wager', -2000],
      ['wager', -1000],
      ['deposit', 50_000],
    ]);
    const page = (await call('GET', '/player/transactions?kind=wager&limit=2&page=2', token)).body;
    expect(page.pagination).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect(page.data.map((t: Json) => t.amount)).toEqual([-1000]);
    const from = new Date(ctx.clock.now().getTime() + HOUR).toISOString();
    const none = (await call('GET', `/player/transactions?from=${encodeURIComponent(from)}`, token))
      .body;
    expect(none).toEqual({ data: [], pagination: { total: 0, page: 1, limit: 50, last_page: 1 } });
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const { token } = await signUpPlayer(ctx.app, { prefix: 'limits' });
    const cases: [string, string][] = [
      ['/player/transactions?kind=bonus', 'kind'],
      ['/player/transactions?from=yesterday', 'from'],
      ['/player/transactions?from=2026-11-22T10:00:00Z&to=2026-11-21T10:00:00Z', 'to'],
      ['/player/transactions?limit=0', 'limit'],
      ['/player/transactions?page=x', 'page'],
      ['/player/transactions?currency=USD', 'currency'],
      ['/player/betting_stats?currency=e', 'currency'],
      ['/player/betting_stats?currency=USD', 'currency'],
    ];
    for (const [url, field] of cases) {
      const res = await call('GET', url, token);
      expect(res.status, url).toBe(400);
      expect(res.body.field, url).toBe(field);
    }
    expect((await call('GET', '/player/transactions')).status).toBe(401);
  });
});
