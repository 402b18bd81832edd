// Promo codes over the real migrations: the operator creates codes, players claim them once,
// refusals carry stable codes, and 50 concurrent claims of one player issue exactly once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../../config/env';
import { freebets, playerBonuses, players, promoCodeClaims } from '../../db/schema';
import { signUpPlayer } from '../../testing/bettor';
import { type TestContext, createTestContext } from '../../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const CLAIM = '/api/sportsbook/bonuses/promo-code';
const OPERATOR = '/api/operator';
const operatorKey = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

async function asOperator(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url: `${OPERATOR}${url}`,
    headers: operatorKey,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function claim(token: string | null, code: unknown) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: CLAIM,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
    payload: { code } as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const player = async () => {
  const { token, email } = await signUpPlayer(ctx.app, { prefix: 'promo' });
  const [row] = await ctx.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email));
  return { token, id: row!.id };
};

let codes = 0;
/** A campaign and a code for it; returns the code text. */
async function codeFor(
  campaign: Record<string, unknown>,
  code: Record<string, unknown> = {},
): Promise<{ code: string; campaignId: number }> {
  const created = await asOperator('POST', '/campaigns', {
    name: 'Promo campaign',
    trigger_key: 'promo_code',
    ...campaign,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const text = `CODE${++codes}X`;
  const made = await asOperator('POST', '/promo-codes', {
    code: text.toLowerCase(),
    campaign_id: created.body.data.id,
    ...code,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect(made.body.data.code).toBe(text);
  return { code: text, campaignId: created.body.data.id };
}

const FREEBET = { type: 'freebet_all_win', config: { amounts: { EUR: 1000 } } };

describe('claiming a promo code', () => {
  it('issues the freebet a freebet campaign stands for, once, in any letter case', async () => {
    const { code, campaignId } = await codeFor({ ...FREEBET, name: 'Welcome 10' });
    const { token } = await player();
    const claimed = await claim(token, code.toLowerCase());
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.data).toMatchObject({
      campaign_id: String(campaignId),
      type: 'freebet_all_win',
      name: 'Welcome 10',
    });
    const freebetId = Number(claimed.body.data.freebet_id);
    const [freebet] = await ctx.database.db
      .select()
      .from(freebets)
      .where(eq(freebets.id, freebetId));
    expect(freebet).toMatchObject({ amount: 1000n, currency: 'EUR', seen: false, campaignId });
    const again = await claim(token, code);
    expect(again).toMatchObject({ status: 409, body: { code: 'promo_code_already_claimed' } });
    const listed = await asOperator('GET', `/promo-codes?campaign_id=${campaignId}`);
    expect(listed.body.data[0]).toMatchObject({ code, claims: 1 });
  });

  it("gives a campaign of another kind as the player's active bonus", async () => {
    const { code, campaignId } = await codeFor({
      type: 'comboboost',
      config: { ranges: [{ min_count: 2, max_count: null, bonus_odds: 1.1 }] },
    });
    const { token, id } = await player();
    const claimed = await claim(token, code);
    expect(claimed.body.data).toMatchObject({ type: 'comboboost', freebet_id: null });
    const [record] = await ctx.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, id), eq(playerBonuses.campaignId, campaignId)));
    expect(record).toMatchObject({ state: 'active', source: `promo_code:${code}` });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/sportsbook/bonuses/comboboosts?limit=100',
      headers: { authorization: `Bearer ${token}` },
    });
    const boost = (listed.json() as Json).data.find((b: Json) => b.id === String(campaignId));
    expect(boost).toMatchObject({ user_status: 'active', issued: { computed_status: 'active' } });
  });

  it('refuses unknown, expired and used-up codes with stable codes', async () => {
    const { token } = await player();
    expect(await claim(token, 'NO-SUCH-CODE')).toMatchObject({
      status: 404,
      body: { code: 'promo_code_unknown' },
    });
    const expired = await codeFor(FREEBET, { valid_to: '2020-01-01T00:00:00Z' });
    expect(await claim(token, expired.code)).toMatchObject({
      status: 400,
      body: { code: 'promo_code_expired' },
    });
    const ended = await codeFor(FREEBET);
    await asOperator('POST', `/campaigns/${ended.campaignId}/end`);
    expect((await claim(token, ended.code)).body.code).toBe('promo_code_expired');
    const single = await codeFor(FREEBET, { max_claims: 1 });
    expect((await claim(token, single.code)).status).toBe(200);
    const other = await player();
    expect(await claim(other.token, single.code)).toMatchObject({
      status: 409,
      body: { code: 'promo_code_used_up' },
    });
    // The refused claim left nothing behind: no claim row for the other player.
    const rows = await ctx.database.db
      .select()
      .from(promoCodeClaims)
      .where(eq(promoCodeClaims.playerId, other.id));
    expect(rows).toEqual([]);
  });

  it('refuses a restricted player with 403, bad input with 400, and a visitor with 401', async () => {
    const { code, campaignId } = await codeFor(FREEBET);
    const { token, id } = await player();
    const timeOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/player/restrictions/time_out',
      headers: { authorization: `Bearer ${token}` },
      payload: { period: '24h' },
    });
    expect(timeOut.statusCode).toBe(200);
    // A time-out signs the player out everywhere, so the request is refused at the door…
    expect((await claim(token, code)).status).toBe(401);
    // …and the claim itself refuses the restricted player (a session cached elsewhere).
    await expect(
      ctx.app.campaigns.promoCodes.claim({ playerId: id, country: null }, code),
    ).rejects.toMatchObject({ statusCode: 403, body: { code: 'account_restricted' } });
    const issued = await ctx.database.db
      .select()
      .from(freebets)
      .where(and(eq(freebets.playerId, id), eq(freebets.campaignId, campaignId)));
    expect(issued).toEqual([]);
    const fresh = await player();
    expect(await claim(fresh.token, 'a b')).toMatchObject({ status: 400, body: { field: 'code' } });
    expect((await claim(fresh.token, 5)).body.field).toBe('code');
    expect((await claim(null, code)).status).toBe(401);
  });

  it('issues exactly once when one player claims a code 50 times at once', async () => {
    const { code, campaignId } = await codeFor(FREEBET);
    const { token, id } = await player();
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(token, code)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const issued = await ctx.database.db
      .select()
      .from(freebets)
      .where(and(eq(freebets.playerId, id), eq(freebets.campaignId, campaignId)));
    expect(issued).toHaveLength(1);
    const listed = await asOperator('GET', `/promo-codes?campaign_id=${campaignId}`);
    expect(listed.body.data[0].claims).toBe(1);
  });

  it('refuses a second code of the same text with 409', async () => {
    const { code, campaignId } = await codeFor(FREEBET);
    const again = await asOperator('POST', '/promo-codes', { code, campaign_id: campaignId });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'promo_code_exists', field: 'code' },
    });
    const noCampaign = await asOperator('POST', '/promo-codes', {
      code: 'ORPHAN1',
      campaign_id: 99999,
    });
    expect(noCampaign).toMatchObject({ status: 400, body: { field: 'campaign_id' } });
  });
});
