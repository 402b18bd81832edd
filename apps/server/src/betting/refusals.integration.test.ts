// Betting refusals keep the contract: the OpenAPI document describes them (numeric code,
// details, errors_by_bet), every real refusal parses with the contract's refusal schema, its
// details are snake_case and its messages come in the request's locale with the limit values.
import { BET_ERROR_CODE, betErrorDetailsSchema, betErrorResponse } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../db/schema';
import { placeBets, signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext } from '../testing/test-app';

const BETS = '/api/sportsbook/v3/bets';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let liverpoolEverton: number;

beforeAll(async () => {
  ctx = await createTestContext();
  liverpoolEverton = (
    await ctx.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.urnId, 'sr:match:1002'))
  )[0]?.id as number;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const single = (stake: number, odds = 2.1, locale?: string) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [
        { match_id: liverpoolEverton, market_id: 1, specifier: '', outcome_id: '1', odds },
      ],
    },
  ],
  ...(locale === undefined ? {} : { locale }),
});

/** Parses a refusal with the contract's schema, its details held to the documented fields. */
const parseRefusal = (body: unknown) => {
  const refusal = betErrorResponse.parse(body);
  betErrorDetailsSchema.strict().parse(refusal.data.details);
  return refusal;
};

describe('betting refusals', () => {
  it('are described by the OpenAPI document: numeric code, details, errors_by_bet', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Json;
    for (const [path, method] of [
      [BETS, 'post'],
      [`${BETS}/cashout`, 'post'],
      [`${BETS}/max-stake`, 'post'],
    ] as const) {
      const schema = doc.paths[path][method].responses['4XX'].content['application/json'].schema;
      const variants: Json[] = schema.anyOf ?? schema.oneOf;
      const refusal = variants.find((v) => v.properties?.code?.type === 'integer');
      expect(refusal, `${path} describes the betting refusal`).toBeDefined();
      expect(Object.keys(refusal.properties.data.properties).sort()).toEqual([
        'details',
        'errors_by_bet',
      ]);
      expect(
        refusal.properties.data.properties.errors_by_bet.additionalProperties.properties,
      ).toHaveProperty('localized_message');
      expect(refusal.properties.data.properties.details.properties).toHaveProperty('min_stake');
      // The common error body (bad input) stays described beside it.
      expect(variants.some((v) => v.properties?.code?.type === 'string')).toBe(true);
    }
  });

  it('name the minimum stake in snake_case and word it in the payload locale', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: 5000 });
    const refused = await placeBets(ctx.app, token, single(5));
    expect(refused.status).toBe(400);
    const body = parseRefusal(refused.body);
    expect(body.code).toBe(BET_ERROR_CODE.placingCheck);
    expect(body.data.details).toEqual({ bet_index: 0, min_stake: 10, currency: 'EUR' });
    expect(body.data.errors_by_bet['0']?.localized_message).toBe('The smallest stake is €0.10.');

    const german = await placeBets(ctx.app, token, single(5, 2.1, 'de'));
    const text = parseRefusal(german.body).data.errors_by_bet['0']?.localized_message;
    expect(text).toMatch(/^Der kleinste Einsatz ist 0,10\s€\.$/);
  });

  it('carry the max stake limit with its currency, in the Accept-Language locale', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: 2_000_000 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: BETS,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'de-DE,de;q=0.9' },
      payload: single(1_500_000),
    });
    expect(res.statusCode).toBe(400);
    const body = parseRefusal(res.json());
    expect(body.code).toBe(BET_ERROR_CODE.betLimit);
    expect(body.data.details).toMatchObject({ kind: 'max_stake', limit: 1_000_000 });
    expect(body.data.errors_by_bet['0']?.localized_message).toMatch(
      /^Der Einsatz muss unter 10\.000,00\s€ bleiben\.$/,
    );
  });

  it('parse for moved odds, a missing bet and a moved cash-out offer', async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: 5000 });
    const moved = await placeBets(ctx.app, token, single(100, 1.5));
    expect(parseRefusal(moved.body).code).toBe(BET_ERROR_CODE.invalidOdds);

    const auth = { authorization: `Bearer ${token}` };
    const missing = await ctx.app.inject({ method: 'GET', url: `${BETS}/999999`, headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(parseRefusal(missing.json()).code).toBe(BET_ERROR_CODE.betNotFound);

    const placed = await placeBets(ctx.app, token, single(1000));
    const bet = placed.body.data[0];
    const cashout = await ctx.app.inject({
      method: 'POST',
      url: `${BETS}/cashout`,
      headers: auth,
      payload: { bet_id: bet.id, to_cashout: bet.to_cashout + 1 },
    });
    const offer = parseRefusal(cashout.json());
    expect(offer.code).toBe(BET_ERROR_CODE.cashoutOfferChanged);
    expect(offer.data.details).toEqual({ to_cashout: bet.to_cashout, currency: 'EUR' });
  });
});
