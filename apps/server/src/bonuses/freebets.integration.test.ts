// Freebets over the real migrations (PGlite, or PostgreSQL with DATABASE_URL via
// `npm run test:pg`): issuing (operator API), listing, the slip's applicable bonuses, placement with a freebet
// (checks, one use per single-use freebet under concurrency) and settlement per variant as
// decision 0016 defines it.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import type { Database } from '../db/client';
import { matches } from '../db/schema';
import type { FeedMarket } from '../feed/feed-model';
import { FeedRepository } from '../feed-runner/feed-repository';
import { type FeedRunner, createFeedRunner } from '../feed-runner/feed-runner';
import { type ManualClock, manualClock } from '../shared/clock';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import {
  balanceOf,
  expectLedgerMatchesBalance,
  newRequestKey,
  placeBets,
  signUpPlayer,
} from '../testing/bettor';
import { createTestDatabase } from '../testing/test-database';

const BETS = '/api/sportsbook/v3/bets';
const APPLICABLE = '/api/sportsbook/v3/bonuses';
const FREEBETS = '/api/sportsbook/bonuses/freebets';
const ISSUE = '/api/operator/freebets';
const operatorKey = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let runner: FeedRunner;
let feed: ReturnType<typeof scriptedFeed>;
let clock: ManualClock;
let arsenalChelsea: number; // live; its 1X2 ends 1 (home win)
let liverpoolEverton: number; // pre-match; its 1X2 is voided
let madridBarcelona: number; // pre-match; its 1X2 ends 1

const key = () => newRequestKey('freebet-key');

const player = (deposit = 0) => signUpPlayer(app, { deposit, prefix: 'freebettor' });

async function issue(email: string, fields: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: ISSUE,
    headers: operatorKey,
    payload: { email, type: 'freebet_all_win', amount: 1000, currency: 'EUR', ...fields },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).data as Json;
}

const balance = (token: string) => balanceOf(app, token);

async function freebetsOf(token: string, query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `${FREEBETS}?limit=50${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).data as Json[];
}

const leg = (matchId: number, outcome: string, odds: number, marketId = 1) => ({
  match_id: matchId,
  market_id: marketId,
  specifier: '',
  outcome_id: outcome,
  odds,
});

const slip = (
  stake: number,
  selections: ReturnType<typeof leg>[],
  bonus: Record<string, unknown> = {},
) => ({
  meta: {
    device_id: 'test-device',
    quick: false,
    type: selections.length > 1 ? 'combo' : 'single',
  },
  bets: [{ stake: { value: stake, currency: 'EUR' }, selections, ...bonus }],
});

const place = (token: string, payload: unknown, requestKey = key()) =>
  placeBets(app, token, payload, requestKey);

const ledgerMatchesBalance = (token: string) => expectLedgerMatchesBalance(app, database, token);

function settledMarket(
  urn: string,
  result: (outcome: string) => 'win' | 'lose' | 'void',
  marketId = 1,
) {
  const market = footballMarkets(urn).find((m) => m.marketId === marketId) as FeedMarket;
  return {
    ...market,
    status: -3,
    outcomes: market.outcomes.map((o) => ({ ...o, result: result(o.id) })),
  } satisfies FeedMarket;
}

beforeAll(async () => {
  database = await createTestDatabase();
  clock = manualClock(NOW);
  feed = scriptedFeed(catalogSnapshot());
  runner = createFeedRunner({
    feed,
    repository: new FeedRepository(database.db),
    clock,
    tickMs: 1000,
  });
  await runner.seed();
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    betting: { liveDelayMs: 0 },
    feedChanges: runner,
  });
  const idOf = async (urn: string) =>
    (await database.db.select({ id: matches.id }).from(matches).where(eq(matches.urnId, urn)))[0]
      ?.id as number;
  arsenalChelsea = await idOf('sr:match:1001');
  liverpoolEverton = await idOf('sr:match:1002');
  madridBarcelona = await idOf('sr:match:1003');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('issuing and listing freebets', () => {
  it('issues a freebet to a player by e-mail and lists it as active', async () => {
    const { token, email } = await player();
    const freebet = await issue(email, { type: 'freebet_no_risk', min_odds: 1.5, uses_count: 2 });
    expect(freebet).toMatchObject({
      type: 'freebet_no_risk',
      min_odds: 1.5,
      max_odds: null,
      uses_count: 2,
      issued: { amount: 1000, currency: 'EUR', times_used: 0, computed_status: 'active' },
    });
    const listed = await freebetsOf(token);
    expect(listed.map((f) => f.id)).toEqual([freebet.id]);
  });

  it('answers bad input with 400 naming the field, and an unknown player with 404', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: ISSUE,
      headers: operatorKey,
      payload: {
        email: 'nobody@example.test',
        type: 'freebet_all_win',
        amount: -5,
        currency: 'EUR',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Json).field).toBe('amount');
    const type = await app.inject({
      method: 'POST',
      url: ISSUE,
      headers: operatorKey,
      payload: { email: 'nobody@example.test', type: 'lootbox', amount: 5, currency: 'EUR' },
    });
    expect((type.json() as Json).field).toBe('type');
    const unknown = await app.inject({
      method: 'POST',
      url: ISSUE,
      headers: operatorKey,
      payload: {
        email: 'nobody@example.test',
        type: 'freebet_all_win',
        amount: 5,
        currency: 'EUR',
      },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs the operator key, and issues unseen freebets with their name', async () => {
    const { email, token } = await player();
    const closed = await app.inject({
      method: 'POST',
      url: ISSUE,
      payload: { email, type: 'freebet_all_win', amount: 5, currency: 'EUR' },
    });
    expect(closed.statusCode).toBe(401);
    const named = await issue(email, { name: 'Goodwill' });
    expect(named).toMatchObject({ name: 'Goodwill', campaign_id: null, boost_multiplier: null });
    expect(named.issued.seen).toBe(false);
    expect((await freebetsOf(token))[0].issued.seen).toBe(false);
  });

  it('filters the list by computed status and availability; 401 without a session', async () => {
    const { token, email } = await player();
    const soon = await issue(email, { expires_in_s: 60 });
    const later = await issue(email);
    clock.advance(61_000);
    try {
      expect((await freebetsOf(token, '&status=expired')).map((f) => f.id)).toEqual([soon.id]);
      expect((await freebetsOf(token, '&available=true')).map((f) => f.id)).toEqual([later.id]);
      expect((await freebetsOf(token, '&available=false')).map((f) => f.id)).toEqual([soon.id]);
    } finally {
      clock.set(NOW);
    }
    const anonymous = await app.inject({ method: 'GET', url: FREEBETS });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: `${FREEBETS}?status=lost`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Json).field).toBe('status');
  });
});

describe('applicable bonuses of a slip', () => {
  it('offers each bet the freebets that fit its odds and selection count', async () => {
    const { token, email } = await player();
    const any = await issue(email);
    const longOdds = await issue(email, { min_odds: 3 });
    await issue(email, { selection_count_from: 2 });
    const res = await app.inject({
      method: 'POST',
      url: APPLICABLE,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        bets: [
          { stake: { value: 0, currency: 'EUR' }, selections: [leg(liverpoolEverton, '1', 2.1)] },
          { stake: { value: 0, currency: 'EUR' }, selections: [leg(liverpoolEverton, '2', 3.6)] },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as Json).data as Json[];
    expect(data[0].freebet.map((f: Json) => f.id)).toEqual([any.id]);
    expect(data[1].freebet.map((f: Json) => f.id).sort()).toEqual([any.id, longOdds.id].sort());
    expect(data[0]).toMatchObject({ comboboost: null, hunting: null });
  });

  it('answers bad input with 400 naming the field', async () => {
    const { token } = await player();
    const res = await app.inject({
      method: 'POST',
      url: APPLICABLE,
      headers: { authorization: `Bearer ${token}` },
      payload: { bets: [] },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Json).field).toBe('bets');
  });
});

describe('placing a bet with a freebet', () => {
  it('refuses a freebet that does not fit the bet with 110 and the reason', async () => {
    const { token, email } = await player(5000);
    const refusal = async (payload: unknown) => {
      const res = await place(token, payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(BET_ERROR_CODE.freebetNotUsable);
      return res.body.data.details.reason as string;
    };
    const plain = await issue(email);
    const bonus = (id: string, type = 'freebet_all_win') => ({ bonus: { id, type, odds: null } });
    const one = [leg(liverpoolEverton, '1', 2.1)];
    expect(await refusal(slip(900, one, bonus(plain.id)))).toBe('stake');
    expect(await refusal(slip(1000, one, bonus(plain.id, 'freebet_no_risk')))).toBe(
      'type_mismatch',
    );
    expect(await refusal(slip(1000, one, bonus('999999')))).toBe('not_found');
    // A freebet's id named as a comboboost is no comboboost campaign (112, the bonus refusal).
    const asBoost = await place(token, slip(1000, one, bonus(plain.id, 'comboboost')));
    expect(asBoost.body).toMatchObject({
      code: BET_ERROR_CODE.bonusNotUsable,
      data: { details: { reason: 'not_found' } },
    });
    const usd = await issue(email, { currency: 'USD' });
    expect(await refusal(slip(1000, one, bonus(usd.id)))).toBe('currency');
    const high = await issue(email, { min_odds: 3 });
    expect(await refusal(slip(1000, one, bonus(high.id)))).toBe('odds');
    const combo = await issue(email, { selection_count_from: 2 });
    expect(await refusal(slip(1000, one, bonus(combo.id)))).toBe('selection_count');
    const live = await issue(email, { match_status: 1 });
    expect(await refusal(slip(1000, one, bonus(live.id)))).toBe('match_status');
    const soon = await issue(email, { expires_in_s: 1 });
    clock.advance(2000);
    try {
      expect(await refusal(slip(1000, one, { freebet_id: soon.id }))).toBe('expired');
    } finally {
      clock.set(NOW);
    }
    // Nothing was placed or debited.
    expect(await balance(token)).toBe(5000);
    await ledgerMatchesBalance(token);
  });

  it('plays a single-use freebet once among 100 concurrent bets', async () => {
    const { token, email } = await player();
    const freebet = await issue(email, { type: 'freebet_no_risk' });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        place(token, slip(1000, [leg(liverpoolEverton, '1', 2.1)], { freebet_id: freebet.id })),
      ),
    );
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.body.code).toBe(BET_ERROR_CODE.freebetNotUsable);
    }
    expect(accepted[0]?.body.data[0]).toMatchObject({
      bonus: { id: freebet.id, type: 'freebet_no_risk', odds: null },
      potential_win: 1100,
      to_cashout: null,
    });
    const [after] = await freebetsOf(token);
    expect(after.issued).toMatchObject({ times_used: 1, computed_status: 'bonus_over' });
    // A no-risk stake is the bonus's money: the balance never moved.
    expect(await balance(token)).toBe(0);
    await ledgerMatchesBalance(token);
  }, 60_000);

  it('replays a retried placement without spending the freebet again', async () => {
    const { token, email } = await player();
    const freebet = await issue(email, { uses_count: 2 });
    const payload = slip(1000, [leg(liverpoolEverton, '1', 2.1)], { freebet_id: freebet.id });
    const requestKey = key();
    const first = await place(token, payload, requestKey);
    const again = await place(token, payload, requestKey);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data[0].id).toBe(first.body.data[0].id);
    expect(again.body.data[0].bonus.id).toBe(freebet.id);
    const [after] = await freebetsOf(token);
    expect(after.issued.times_used).toBe(1);
  });

  it('offers no cash-out on a bet played with any freebet, amb included', async () => {
    for (const type of ['freebet_all_win', 'freebet_no_risk', 'freebet_only_win', 'freebet']) {
      const { token, email } = await player(5000);
      const freebet = await issue(email, { type });
      const placed = await place(
        token,
        slip(1000, [leg(liverpoolEverton, 'X', 3.4)], { freebet_id: freebet.id }),
      );
      expect(placed.status).toBe(200);
      expect({ type, to_cashout: placed.body.data[0].to_cashout }).toEqual({
        type,
        to_cashout: null,
      });
      const res = await app.inject({
        method: 'POST',
        url: `${BETS}/cashout`,
        headers: { authorization: `Bearer ${token}` },
        payload: { bet_id: placed.body.data[0].id, to_cashout: 500 },
      });
      expect({ type, code: (res.json() as Json).code }).toEqual({
        type,
        code: BET_ERROR_CODE.cashoutUnavailable,
      });
    }
  });
});

describe('one active freebet at a time', () => {
  const setting = async (several?: boolean) => {
    const res = await app.inject({
      method: several === undefined ? 'GET' : 'PUT',
      url: '/api/operator/bonus-settings',
      headers: operatorKey,
      ...(several === undefined ? {} : { payload: { several_active_freebets: several } }),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Json).data.several_active_freebets as boolean;
  };

  it('replaces the older freebets when the operator allows one, and refuses them at placement', async () => {
    expect(await setting()).toBe(true);
    const { token, email } = await player(5000);
    const first = await issue(email);
    const second = await issue(email);
    // Allowed: both stay active.
    expect((await freebetsOf(token)).map((f) => f.issued.computed_status)).toEqual([
      'active',
      'active',
    ]);
    try {
      expect(await setting(false)).toBe(false);
      const third = await issue(email);
      const list = await freebetsOf(token);
      const statusOf = (id: string) => list.find((f) => f.id === id)?.issued.computed_status;
      expect([statusOf(first.id), statusOf(second.id), statusOf(third.id)]).toEqual([
        'overridden',
        'overridden',
        'active',
      ]);
      const refused = await place(
        token,
        slip(1000, [leg(liverpoolEverton, '1', 2.1)], { freebet_id: first.id }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(BET_ERROR_CODE.freebetNotUsable);
      expect(refused.body.data.details.reason).toBe('overridden');
      const placed = await place(
        token,
        slip(1000, [leg(liverpoolEverton, '1', 2.1)], { freebet_id: third.id }),
      );
      expect(placed.status).toBe(200);
      await ledgerMatchesBalance(token);
    } finally {
      expect(await setting(true)).toBe(true);
    }
    // Allowed again: a new freebet replaces nothing.
    const fourth = await issue(email);
    expect((await freebetsOf(token)).find((f) => f.id === fourth.id)?.issued.computed_status).toBe(
      'active',
    );
  });

  it('refuses a setting that is not a boolean', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/operator/bonus-settings',
      headers: operatorKey,
      payload: { several_active_freebets: 'no' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Json).field).toBe('several_active_freebets');
  });
});

describe('settling freebet bets', () => {
  it('pays each variant as decision 0016 says, through the ledger, once', async () => {
    const variants = ['freebet_all_win', 'freebet_no_risk', 'freebet_only_win', 'freebet'];
    const cases: {
      variant: string;
      outcome: 'win' | 'lose' | 'void';
      token: string;
      freebetId: string;
    }[] = [];
    for (const variant of variants) {
      for (const outcome of ['win', 'lose', 'void'] as const) {
        const { token, email } = await player(5000);
        const freebet = await issue(email, { type: variant });
        const selection =
          outcome === 'win'
            ? leg(arsenalChelsea, '1', 2.1)
            : outcome === 'lose'
              ? leg(arsenalChelsea, '2', 3.6)
              : leg(liverpoolEverton, '1', 2.1);
        const placed = await place(token, slip(1000, [selection], { freebet_id: freebet.id }));
        expect(placed.status).toBe(200);
        cases.push({ variant, outcome, token, freebetId: freebet.id });
      }
    }
    // An amb combo lost by exactly one selection (the other won).
    const amb = await player(5000);
    const ambFreebet = await issue(amb.email, { type: 'freebet' });
    const combo = await place(
      amb.token,
      slip(1000, [leg(madridBarcelona, '1', 2.1), leg(arsenalChelsea, '2', 3.6)], {
        freebet_id: ambFreebet.id,
      }),
    );
    expect(combo.status).toBe(200);
    // A freebet's stake never comes out of the player's cash; an amb is a cash bet.
    for (const c of cases) {
      expect(await balance(c.token)).toBe(c.variant === 'freebet' ? 4000 : 5000);
    }

    const markets = [
      settledMarket('sr:match:1001', (o) => (o === '1' ? 'win' : 'lose')),
      settledMarket('sr:match:1002', () => 'void'),
      settledMarket('sr:match:1003', (o) => (o === '1' ? 'win' : 'lose')),
    ];
    for (let i = 0; i < 2; i += 1) {
      // The second tick repeats the results: nothing is paid twice.
      feed.queue({ ...noChanges(NOW), markets });
      await runner.tick();
      await app.settlement.enqueue(async () => {});
    }

    // €10 at 2.10: winnings €11, stake and winnings €21.
    const expected: Record<string, Record<string, [number, string]>> = {
      // [balance after settlement, the freebet's status]
      freebet_all_win: {
        win: [7100, 'bonus_over'],
        lose: [5000, 'bonus_over'],
        void: [5000, 'active'],
      },
      freebet_no_risk: {
        win: [6100, 'bonus_over'],
        lose: [5000, 'bonus_over'],
        void: [5000, 'active'],
      },
      freebet_only_win: {
        win: [6100, 'bonus_over'],
        lose: [5000, 'bonus_over'],
        void: [5000, 'active'],
      },
      freebet: {
        win: [6100, 'bonus_over'],
        lose: [4000, 'bonus_over'],
        void: [5000, 'bonus_over'],
      },
    };
    for (const c of cases) {
      const [money, status] = expected[c.variant]?.[c.outcome] as [number, string];
      expect({ ...c, balance: await balance(c.token) }).toMatchObject({ balance: money });
      const owned = await freebetsOf(c.token);
      const freebet = owned.find((f) => f.id === c.freebetId);
      expect({ ...c, status: freebet.issued.computed_status }).toMatchObject({ status });
      // Only a lost no-risk bet is refunded, once, as a new only-win freebet of its stake.
      const refunds = owned.filter((f) => f.id !== c.freebetId);
      if (c.variant === 'freebet_no_risk' && c.outcome === 'lose') {
        expect(refunds).toMatchObject([
          { type: 'freebet_only_win', issued: { amount: 1000, computed_status: 'active' } },
        ]);
      } else {
        expect({ ...c, refunds }).toMatchObject({ refunds: [] });
      }
      await ledgerMatchesBalance(c.token);
      const settled = await app.inject({
        method: 'GET',
        url: `${BETS}?filter=settled`,
        headers: { authorization: `Bearer ${c.token}` },
      });
      const [bet] = (settled.json() as Json).data as Json[];
      expect(bet).toMatchObject({ status: 'done', bonus: { id: c.freebetId, type: c.variant } });
      expect(bet.win_amount).toBe(Math.max(0, money - (c.variant === 'freebet' ? 4000 : 5000)));
    }
    // The amb combo lost by one leg: its stake comes back as a new only-win freebet.
    expect(await balance(amb.token)).toBe(4000);
    const ambFreebets = await freebetsOf(amb.token);
    expect(ambFreebets).toHaveLength(2);
    expect(ambFreebets.find((f) => f.id !== ambFreebet.id)).toMatchObject({
      type: 'freebet_only_win',
      issued: { amount: 1000, computed_status: 'active' },
    });
    await ledgerMatchesBalance(amb.token);
  }, 120_000);

  it('refunds a lost no-risk bet once: the refund freebet is not refunded again', async () => {
    const { token, email } = await player(5000);
    const noRisk = await issue(email, { type: 'freebet_no_risk', amount: 500 });
    // Both teams to score: "no" loses on both matches below.
    const first = await place(
      token,
      slip(500, [leg(arsenalChelsea, 'no', 2.05, 29)], { freebet_id: noRisk.id }),
    );
    expect(first.status).toBe(200);
    feed.queue({
      ...noChanges(NOW),
      markets: [settledMarket('sr:match:1001', (o) => (o === 'yes' ? 'win' : 'lose'), 29)],
    });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    const afterFirst = await freebetsOf(token);
    const refund = afterFirst.find((f) => f.id !== noRisk.id);
    expect(refund).toMatchObject({
      type: 'freebet_only_win',
      issued: { amount: 500, computed_status: 'active' },
    });
    expect(afterFirst.find((f) => f.id === noRisk.id).issued.computed_status).toBe('bonus_over');

    const second = await place(
      token,
      slip(500, [leg(madridBarcelona, 'no', 2.05, 29)], { freebet_id: refund.id }),
    );
    expect(second.status).toBe(200);
    feed.queue({
      ...noChanges(NOW),
      markets: [settledMarket('sr:match:1003', (o) => (o === 'yes' ? 'win' : 'lose'), 29)],
    });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    const afterSecond = await freebetsOf(token);
    expect(afterSecond).toHaveLength(2);
    expect(afterSecond.every((f) => f.issued.computed_status === 'bonus_over')).toBe(true);
    // Neither freebet ever touched the player's cash.
    expect(await balance(token)).toBe(5000);
    await ledgerMatchesBalance(token);
  }, 60_000);

  it('pays an all-win freebet stake and winnings and an only-win one the winnings only', async () => {
    const allWin = await player();
    const onlyWin = await player();
    const allWinFreebet = await issue(allWin.email, { type: 'freebet_all_win', amount: 1000 });
    const onlyWinFreebet = await issue(onlyWin.email, { type: 'freebet_only_win', amount: 1000 });
    // Both teams to score "yes" at 1.70 on Liverpool–Everton, resulted below.
    for (const [who, freebet] of [
      [allWin, allWinFreebet],
      [onlyWin, onlyWinFreebet],
    ] as const) {
      const placed = await place(
        who.token,
        slip(1000, [leg(liverpoolEverton, 'yes', 1.7, 29)], { freebet_id: freebet.id }),
      );
      expect(placed.status).toBe(200);
      // The slip's potential win is what settlement pays.
      expect(placed.body.data[0].potential_win).toBe(who === allWin ? 1700 : 700);
      expect(await balance(who.token)).toBe(0);
    }
    feed.queue({
      ...noChanges(NOW),
      markets: [settledMarket('sr:match:1002', (o) => (o === 'yes' ? 'win' : 'lose'), 29)],
    });
    await runner.tick();
    await app.settlement.enqueue(async () => {});
    expect(await balance(allWin.token)).toBe(1700);
    expect(await balance(onlyWin.token)).toBe(700);
    await ledgerMatchesBalance(allWin.token);
    await ledgerMatchesBalance(onlyWin.token);
  }, 60_000);
});
