// VIP bets through the HTTP API: the request holds the stake, the trader's accept, reject and
// counter-offer, the player's confirm and decline, the sweep of lapsed requests, races between
// decisions, bad input, and the ledger exact at every step.
import { VIP_COUNTER_OFFER_MS, VIP_REVIEW_MS } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../../config/env';
import { matches } from '../../db/schema';
import {
  balanceOf,
  expectLedgerMatchesBalance,
  newRequestKey,
  signUpPlayer,
} from '../../testing/bettor';
import { type RecordingPublisher, recordingPublisher } from '../../testing/recording-publisher';
import { type TestContext, createTestContext } from '../../testing/test-app';

const VIP = '/api/sportsbook/v3/bets/vip';
const OPERATOR = '/api/operator/vip-bets';
const operator = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let publisher: RecordingPublisher;
let matchId: number;
let otherMatchId: number;

beforeAll(async () => {
  publisher = recordingPublisher();
  ctx = await createTestContext({ publisher });
  const idOf = async (urn: string) =>
    (
      await ctx.database.db.select({ id: matches.id }).from(matches).where(eq(matches.urnId, urn))
    )[0]?.id as number;
  matchId = await idOf('sr:match:1002');
  otherMatchId = await idOf('sr:match:1001');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

beforeEach(() => publisher.clear());

/** €10,000 is the max stake (a stake at it is refused); €50,000 on the account. */
const DEPOSIT = 5_000_000;
const STAKE = 2_000_000;

const body = (stake = STAKE, odds = 2.1, extra: Record<string, unknown> = {}) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bet: {
    stake: { value: stake, currency: 'EUR' },
    selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds }],
    ...extra,
  },
});

async function request(token: string, payload: unknown, key: string | null = newRequestKey()) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: VIP,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const player = (token: string) => ({ authorization: `Bearer ${token}` });

async function pendingVipBet(stake = STAKE) {
  const { token } = await signUpPlayer(ctx.app, { deposit: DEPOSIT, prefix: 'vip' });
  const sent = await request(token, body(stake));
  expect(sent.status).toBe(200);
  return { token, id: sent.body.data.id as string };
}

/** The ledger entries of one VIP request, by kind. */
async function entriesOf(id: string) {
  const rows = await ctx.database.db.execute(
    sql`select kind, amount::text as amount from ledger_entries where reference = ${`vip:${id}`} order by id`,
  );
  return ((Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Json[]).map(
    (row) => `${row.kind} ${row.amount}`,
  );
}

describe('a VIP bet request', () => {
  it('holds the stake: the balance drops, the request awaits the trader, the player hears it', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: DEPOSIT, prefix: 'vip' });
    publisher.clear();
    const sent = await request(token, body());
    expect(sent.status).toBe(200);
    const vip = sent.body.data;
    expect(vip).toMatchObject({
      status: 'pending',
      type: 'single',
      stake: { value: STAKE, currency: 'EUR', subunits: 100 },
      odds: 2.1,
      potential_win: 4_200_000,
      counter_offer: null,
      bet_id: null,
      is_vip: true,
    });
    expect(vip.selections[0]).toMatchObject({ match_id: matchId, outcome_id: '1', odds: 2.1 });
    expect(Date.parse(vip.expires_at) - Date.parse(vip.created_at)).toBe(VIP_REVIEW_MS);
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT - STAKE);
    expect(await entriesOf(vip.id)).toEqual([`wager -${STAKE}`]);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);

    const [update] = publisher.ofType('bet_changed');
    expect(update?.message.data).toMatchObject({
      id: `vip-${vip.id}`,
      status: 'submitted',
      is_vip: true,
      vip: { id: vip.id, status: 'pending' },
    });
    expect(publisher.ofType('balance_changed')).toHaveLength(1);

    const list = await call('GET', VIP, player(token));
    expect(list.body.data.map((v: Json) => v.id)).toEqual([vip.id]);
    const queue = await call('GET', OPERATOR, operator);
    expect(queue.body.data.map((v: Json) => v.id)).toContain(vip.id);
    expect(queue.body.data.find((v: Json) => v.id === vip.id).player_id).toBeGreaterThan(0);
  });

  it('answers a retry with the same key with the same request, holding once', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: DEPOSIT, prefix: 'vip' });
    const key = newRequestKey('vip');
    const answers = await Promise.all([1, 2, 3].map(() => request(token, body(), key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT - STAKE);
    const other = await request(token, body(STAKE + 100), key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(108);
  });

  it('is refused when the stake is placeable, above the VIP ceiling, above the balance or a freebet', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: DEPOSIT, prefix: 'vip' });
    const reasons = async (payload: unknown) => {
      const res = await request(token, payload);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'vip_not_eligible', field: 'bet.stake.value' });
      return res.body.issues[0].code;
    };
    expect(await reasons(body(5_000))).toBe('within_limits');
    expect(await reasons(body(10_000_000))).toBe('above_vip_ceiling');
    expect(await reasons(body(DEPOSIT + 100))).toBe('balance');
    expect(await reasons(body(STAKE, 2.1, { freebet_id: '1' }))).toBe('bonus');
    // A price that moved is refused as placement refuses it (101), before any VIP rule.
    const moved = await request(token, body(STAKE, 3.5));
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe(101);
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT);
  });

  it('is refused past the player’s own wager limit', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: DEPOSIT, prefix: 'vip' });
    const limit = await call('POST', '/api/platform/user_limits', player(token), {
      type: 'wager',
      period: 'day',
      amount: 1_500_000,
    });
    expect(limit.status).toBe(200);
    const res = await request(token, body());
    expect(res.status).toBe(422);
    expect(res.body.issues[0].code).toBe('player_limit');
  });

  it('answers 401 without a session and 400 for bad input', async () => {
    expect((await call('GET', VIP, {})).status).toBe(401);
    const { token } = await signUpPlayer(ctx.app, { prefix: 'vip' });
    const bad = await request(token, {
      meta: { device_id: 'x', type: 'single' },
      bet: { stake: { value: -1, currency: 'EUR' }, selections: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const key = await request(token, body(), 'bad key!');
    expect(key.status).toBe(400);
    expect(key.body.field).toBe('idempotency-key');
    expect((await call('POST', `${VIP}/abc/confirm`, player(token))).status).toBe(400);
  });
});

describe('the trader', () => {
  it('accepts: the request becomes an open VIP bet with the held stake, nothing taken twice', async () => {
    const { token, id } = await pendingVipBet();
    publisher.clear();
    const accepted = await call('POST', `${OPERATOR}/${id}/accept`, operator);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', expires_at: null });
    const betId = accepted.body.data.bet_id as string;
    const bet = await call('GET', `/api/sportsbook/v3/bets/${betId}`, player(token));
    expect(bet.body.data).toMatchObject({
      status: 'waiting_results',
      stake: { value: STAKE },
      total_stake: STAKE,
      odds: 2.1,
      is_vip: true,
    });
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT - STAKE);
    expect(await entriesOf(id)).toEqual([`wager -${STAKE}`]);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
    const updates = publisher.ofType('bet_changed').map((p) => p.message.data as Json);
    expect(updates.map((u) => [u.id, u.status])).toEqual([
      [`vip-${id}`, 'waiting_results'],
      [betId, 'waiting_results'],
    ]);
    expect(updates[1].is_vip).toBe(true);
    // Decided: a second decision is refused.
    expect((await call('POST', `${OPERATOR}/${id}/accept`, operator)).status).toBe(409);
    expect((await call('POST', `${OPERATOR}/${id}/reject`, operator, {})).status).toBe(409);
  });

  it('rejects: the stake is released and the update says rejected', async () => {
    const { token, id } = await pendingVipBet();
    publisher.clear();
    const rejected = await call('POST', `${OPERATOR}/${id}/reject`, operator, {
      reason: 'exposure',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT);
    expect(await entriesOf(id)).toEqual([`wager -${STAKE}`, `refund ${STAKE}`]);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
    expect(publisher.ofType('bet_changed')[0]?.message.data).toMatchObject({
      id: `vip-${id}`,
      status: 'rejected',
      is_vip: true,
    });
    // A rejected request leaves the player's list.
    expect((await call('GET', VIP, player(token))).body.data).toEqual([]);
  });

  it('answers 401 without the operator key, 404 for an unknown request, 400 for bad input', async () => {
    expect((await call('GET', OPERATOR, {})).status).toBe(401);
    expect((await call('POST', `${OPERATOR}/999999/accept`, operator)).status).toBe(404);
    const { id } = await pendingVipBet();
    const none = await call('POST', `${OPERATOR}/${id}/counter-offer`, operator, {});
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('stake');
    const higher = await call('POST', `${OPERATOR}/${id}/counter-offer`, operator, {
      stake: STAKE + 1,
    });
    expect(higher.status).toBe(400);
    expect(higher.body.field).toBe('stake');
    const same = await call('POST', `${OPERATOR}/${id}/counter-offer`, operator, { stake: STAKE });
    expect(same.status).toBe(400);
    expect((await call('GET', `${OPERATOR}?status=maybe`, operator)).status).toBe(400);
  });

  it('cannot take a bet whose match is no longer bettable', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: DEPOSIT, prefix: 'vip' });
    const sent = await request(token, {
      ...body(),
      bet: {
        stake: { value: STAKE, currency: 'EUR' },
        selections: [
          {
            match_id: otherMatchId,
            market_id: 1,
            specifier: '',
            outcome_id: '1',
            odds: await priceOf(otherMatchId),
          },
        ],
      },
    });
    expect(sent.status).toBe(200);
    await ctx.database.db
      .update(matches)
      .set({ bettable: false })
      .where(eq(matches.id, otherMatchId));
    try {
      const accepted = await call('POST', `${OPERATOR}/${sent.body.data.id}/accept`, operator);
      expect(accepted.status).toBe(409);
      expect(accepted.body.code).toBe('vip_line_closed');
      expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT - STAKE);
    } finally {
      await ctx.database.db
        .update(matches)
        .set({ bettable: true })
        .where(eq(matches.id, otherMatchId));
    }
  });
});

async function priceOf(match: number): Promise<number> {
  const rows = await ctx.database.db.execute(
    sql`select o.odds::text as odds from outcomes o join markets m on m.id = o.market_id where m.match_id = ${match} and m.market_type_id = 1 and o.outcome_id = '1' limit 1`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Json[];
  return Number(list[0].odds);
}

describe('a counter-offer', () => {
  it('the player confirms: the bet is placed at the lower stake and odds, the rest released', async () => {
    const { token, id } = await pendingVipBet();
    const offered = await call('POST', `${OPERATOR}/${id}/counter-offer`, operator, {
      stake: 1_200_000,
      odds: 1.95,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.data).toMatchObject({
      status: 'countered',
      counter_offer: { stake: 1_200_000, odds: 1.95, potential_win: 2_340_000 },
    });
    expect(
      Date.parse(offered.body.data.expires_at) - Date.parse(ctx.clock.now().toISOString()),
    ).toBe(VIP_COUNTER_OFFER_MS);
    const listed = (await call('GET', VIP, player(token))).body.data[0];
    expect(listed.counter_offer.expires_at).toBe(offered.body.data.expires_at);

    const confirmed = await call('POST', `${VIP}/${id}/confirm`, player(token));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('accepted');
    const bet = await call(
      'GET',
      `/api/sportsbook/v3/bets/${confirmed.body.data.bet_id}`,
      player(token),
    );
    expect(bet.body.data).toMatchObject({ stake: { value: 1_200_000 }, odds: 1.95 });
    expect(bet.body.data.selections[0].odds).toBe(1.95);
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT - 1_200_000);
    expect(await entriesOf(id)).toEqual([`wager -${STAKE}`, 'refund 800000']);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
  });

  it('tells the player of the offer and of the bet it became, and nothing of their own steps', async () => {
    const { token, id } = await pendingVipBet();
    await call('POST', `${OPERATOR}/${id}/counter-offer`, operator, { stake: 1_200_000 });
    await call('POST', `${VIP}/${id}/confirm`, player(token));
    await ctx.app.notifications.idle();
    const listed = await call('GET', '/api/sportsbook/notifications', player(token));
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((n: Json) => [n.type, n.title, n.body])).toEqual([
      ['vip_bet', 'VIP bet accepted', `Your €12,000.00 VIP bet VIP-${id} has been accepted.`],
      [
        'vip_bet',
        'VIP bet: new offer',
        `The trader offers €12,000.00 for bet VIP-${id}. Confirm it in My bets.`,
      ],
    ]);
  });

  it('the player declines: the whole stake is released', async () => {
    const { token, id } = await pendingVipBet();
    await call('POST', `${OPERATOR}/${id}/counter-offer`, operator, { stake: 1_000_000 });
    const declined = await call('POST', `${VIP}/${id}/decline`, player(token));
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('declined');
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
    expect((await call('POST', `${VIP}/${id}/confirm`, player(token))).status).toBe(409);
  });

  it('is the player’s own: another player gets 404, a pending request cannot be confirmed', async () => {
    const { token, id } = await pendingVipBet();
    const stranger = await signUpPlayer(ctx.app, { prefix: 'vip' });
    expect((await call('POST', `${VIP}/${id}/confirm`, player(stranger.token))).status).toBe(404);
    expect((await call('POST', `${VIP}/${id}/confirm`, player(token))).status).toBe(409);
  });
});

describe('the sweep', () => {
  it('releases an offer not confirmed in time, and a review not decided in time', async () => {
    const countered = await pendingVipBet();
    await call('POST', `${OPERATOR}/${countered.id}/counter-offer`, operator, { stake: 1_000_000 });
    ctx.clock.advance(VIP_COUNTER_OFFER_MS - 1000);
    await ctx.app.vipBets.sweep();
    expect(await balanceOf(ctx.app, countered.token)).toBe(DEPOSIT - STAKE);
    ctx.clock.advance(1000);
    // At the deadline the offer is gone: confirming it is refused, the sweep releases the stake.
    const late = await call('POST', `${VIP}/${countered.id}/confirm`, player(countered.token));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('vip_offer_expired');
    publisher.clear();
    expect(await ctx.app.vipBets.sweep()).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(ctx.app, countered.token)).toBe(DEPOSIT);
    expect(
      publisher
        .ofType('bet_changed')
        .some(
          (p) =>
            (p.message.data as Json).id === `vip-${countered.id}` &&
            (p.message.data as Json).vip.status === 'expired',
        ),
    ).toBe(true);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, countered.token);

    const pending = await pendingVipBet();
    ctx.clock.advance(VIP_REVIEW_MS);
    await ctx.app.vipBets.sweep();
    expect(await balanceOf(ctx.app, pending.token)).toBe(DEPOSIT);
    expect(await entriesOf(pending.id)).toEqual([`wager -${STAKE}`, `refund ${STAKE}`]);
    // Swept twice: released once.
    await ctx.app.vipBets.sweep();
    expect(await entriesOf(pending.id)).toHaveLength(2);
  });
});

describe('races', () => {
  it('accept racing reject on one request: exactly one wins, the ledger stays exact', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, id } = await pendingVipBet();
      const [accept, reject] = await Promise.all([
        call('POST', `${OPERATOR}/${id}/accept`, operator),
        call('POST', `${OPERATOR}/${id}/reject`, operator, {}),
      ]);
      expect([accept.status, reject.status].sort()).toEqual([200, 409]);
      const balance = await balanceOf(ctx.app, token);
      expect(balance).toBe(accept.status === 200 ? DEPOSIT - STAKE : DEPOSIT);
      await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
    }
  });

  it('a counter-offer confirmed twice at once places one bet', async () => {
    const { token, id } = await pendingVipBet();
    await call('POST', `${OPERATOR}/${id}/counter-offer`, operator, { stake: 1_500_000 });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', `${VIP}/${id}/confirm`, player(token))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from bets b join player_accounts a on a.id = b.account_id where a.player_id = (select player_id from vip_bets where id = ${Number(id)})`,
    );
    expect(((Array.isArray(rows) ? rows : (rows as { rows: Json[] }).rows) as Json[])[0].n).toBe(1);
    expect(await balanceOf(ctx.app, token)).toBe(DEPOSIT - 1_500_000);
    await expectLedgerMatchesBalance(ctx.app, ctx.database, token);
  });
});
