// A generated barrage of bad requests over every endpoint of the contract, as a visitor and as a
// signed-in player (cookie session and CSRF token, so authenticated calls get past the auth check
// and really read their input). For every field of every body, query and path the schema
// describes, wrong values are put into an otherwise valid request: numbers beyond the database's
// integer range, negative and fractional numbers, NaN-like text, NUL and other control
// characters, very long strings, wrong types, missing and extra fields; then garbage bodies,
// random query strings, other methods and content types. Nothing may answer 5xx; every 4xx has
// the error body; whatever the schema refuses answers 400 naming the field.
import * as contract from '@sportsbook/contract';
import {
  API_BASES,
  CSRF_HEADER,
  type Endpoint,
  IDEMPOTENCY_KEY_HEADER,
  catalogEndpoints,
} from '@sportsbook/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestContext, createTestContext } from '../testing/test-app';
import {
  type Field,
  type Hints,
  bodyValuesFor,
  fieldsOf,
  hasControlCharacter,
  textValuesFor,
  validSample,
  withValueAt,
} from './bad-input-cases';
import { DATABASE_REFUSAL_MESSAGE } from './error-handling';

const SEED = 20261122;

let ctx: TestContext;
const seen = {
  requests: 0,
  byStatus: new Map<number, number>(),
  /** Requests only the database refused (the error handler's last line of defence). */
  databaseRefusals: [] as string[],
};
let hints: Hints = {};

/** Who sends the requests: nobody, or a player with a cookie session and its CSRF token. */
interface Identity {
  name: 'visitor' | 'player';
  cookies: Record<string, string>;
  headers: Record<string, string>;
}
const visitor: Identity = { name: 'visitor', cookies: {}, headers: {} };
const player: Identity = { name: 'player', cookies: {}, headers: {} };
const PLAYER_LOGIN = { login: 'barrage-player@example.test', password: 'secret-password-1' };

let requestNumber = 0;
/** Each request from another address, so sign-in throttling per address does not mask input. */
const nextAddress = () => {
  requestNumber += 1;
  return `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
};

async function signInPlayer(signUp: boolean): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API_BASES.platform}/users/${signUp ? 'sign_up' : 'sign_in'}`,
    remoteAddress: nextAddress(),
    payload: signUp
      ? {
          email: PLAYER_LOGIN.login,
          password: PLAYER_LOGIN.password,
          currency: 'EUR',
          terms_accepted: true,
        }
      : PLAYER_LOGIN,
  });
  expect(res.statusCode, res.body).toBe(200);
  player.cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  player.headers = { [CSRF_HEADER]: res.json().csrf_token };
}

/**
 * Signs the player in again when a request of the barrage ended its session (sign-out), or
 * signs up another one when it started a time-out or self-exclusion (no sign-in until its end).
 */
async function ensureSignedIn(): Promise<void> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${API_BASES.platform}/player`,
    cookies: player.cookies,
  });
  if (res.statusCode === 200) return;
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: `${API_BASES.platform}/users/sign_in`,
    remoteAddress: nextAddress(),
    payload: PLAYER_LOGIN,
  });
  if (signIn.statusCode === 403 && signIn.json().code === 'account_restricted') {
    PLAYER_LOGIN.login = `barrage-player-${requestNumber}@example.test`;
    await signInPlayer(true);
  } else await signInPlayer(false);
}

/** A real bettable selection, so a wrong value in one field of a bet is the only thing wrong. */
async function catalogHints(): Promise<Hints> {
  const res = await ctx.app.inject({ method: 'GET', url: `${API_BASES.sportsbook}/matches` });
  const matches = res.json().data as contract.MatchWire[];
  const match = matches.find((m) => m.bettable && m.main_market?.outcomes.length);
  const market = match?.main_market;
  const outcome = market?.outcomes[0];
  if (!match || !market || !outcome) return {};
  return {
    match_id: [match.id],
    matchId: [String(match.id)],
    market_id: [market.id],
    specifier: [market.specifier],
    outcome_id: [outcome.id],
    odds: [outcome.odds],
    email: [PLAYER_LOGIN.login],
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await signInPlayer(true);
  const deposit = await ctx.app.inject({
    method: 'POST',
    url: `${API_BASES.platform}/payments/quick_deposit`,
    cookies: player.cookies,
    headers: player.headers,
    payload: { amount: 100_000, currency: 'EUR' },
  });
  expect(deposit.statusCode, deposit.body).toBe(200);
  hints = await catalogHints();
});

afterAll(async () => {
  const count = (test: (status: number) => boolean) =>
    [...seen.byStatus].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  console.info(
    `bad input barrage: ${seen.requests} requests, ${count((s) => s >= 200 && s < 300)} 2xx, ${count((s) => s >= 400 && s < 500)} 4xx, ${count((s) => s >= 500)} 5xx`,
  );
  await ctx?.close();
});

// ---- The endpoints, from the contract itself ------------------------------------------------

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  (value as Endpoint).response instanceof z.ZodType;

/** Every `{ name: defineEndpoint(…) }` record the contract exports. */
const contractEndpoints: { name: string; endpoint: Endpoint }[] = Object.entries(contract)
  .filter(
    ([, value]) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length > 0 &&
      Object.values(value).every(isEndpoint),
  )
  .flatMap(([group, record]) =>
    Object.entries(record as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${group}.${name}`,
      endpoint,
    })),
  );

/** The base the app serves an endpoint under (the contract's paths are relative to one). */
function baseOf(endpoint: Endpoint): string | undefined {
  const url = (base: string) => `${base}${endpoint.path}`;
  return [
    ...Object.values(API_BASES),
    contract.OPERATOR_API_BASE,
    contract.DEMO_PROVIDER_BASE,
  ].find((base) => ctx.app.hasRoute({ method: endpoint.method, url: url(base) }));
}

const objectShape = (schema: z.ZodType | undefined): Record<string, z.ZodType> => {
  const base = schema && (schema as unknown as { _zod: { def: { shape?: object } } })._zod.def;
  return (base?.shape ?? {}) as Record<string, z.ZodType>;
};

function urlOf(base: string, endpoint: Endpoint, params: Record<string, string>, query = '') {
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? '1');
  return `${base}${path}${query ? `?${query}` : ''}`;
}

const encodeQuery = (query: Record<string, unknown>) =>
  Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

/** Dotted field name as the error body gives it: `bets.0.selections.0.match_id`. */
const dotted = (path: Field['path']) => path.join('.');

// ---- Sending and the universal promises -----------------------------------------------------

interface Expectation {
  /** The schema refuses this input: 400 `validation_failed` with an issue on one of these. */
  refusedFields?: string[];
}

async function send(
  who: Identity,
  options: InjectOptions,
  expectation: Expectation = {},
): Promise<LightMyRequestResponse> {
  const res = await ctx.app.inject({
    ...options,
    remoteAddress: nextAddress(),
    cookies: { ...who.cookies, ...(options.cookies as Record<string, string>) },
    headers: {
      ...who.headers,
      [IDEMPOTENCY_KEY_HEADER]: `barrage-${requestNumber}`,
      ...options.headers,
    },
  });
  seen.requests += 1;
  seen.byStatus.set(res.statusCode, (seen.byStatus.get(res.statusCode) ?? 0) + 1);
  const payload =
    typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload ?? '');
  const label = `${who.name}: ${options.method ?? 'GET'} ${String(options.url).slice(0, 200)} ${payload.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json();
    if (body.message === DATABASE_REFUSAL_MESSAGE) seen.databaseRefusals.push(label);
    expect(['string', 'number'], label).toContain(typeof body.code);
    expect(typeof body.message, label).toBe('string');
    if (body.field !== undefined) expect(typeof body.field, label).toBe('string');
    if (body.code === 'validation_failed') {
      expect(res.statusCode, label).toBe(400);
      expect(body.field.length, label).toBeGreaterThan(0);
      expect(Array.isArray(body.issues), label).toBe(true);
      for (const issue of body.issues) {
        expect(issue, label).toEqual({
          field: expect.any(String),
          code: expect.any(String),
          message: expect.any(String),
        });
      }
    }
  }
  if (expectation.refusedFields) {
    expect(res.statusCode, label).toBe(400);
    const body = res.json();
    expect(body.code, label).toBe('validation_failed');
    const fields = (body.issues as { field: string }[]).map((issue) => issue.field);
    expect(
      fields.some((field) => expectation.refusedFields?.includes(field)),
      `${label}\nexpected an issue on ${expectation.refusedFields.join(' or ')}`,
    ).toBe(true);
  }
  return res;
}

/** What zod says of an input: the fields it refuses, or undefined when it accepts it. */
function refusedFields(
  schema: z.ZodType,
  input: unknown,
  part: 'body' | 'query' | 'params',
  json = '',
): string[] | undefined {
  // The JSON parser refuses prototype keys before any schema sees the body.
  if (/"(__proto__|constructor)":/.test(json)) return ['body'];
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.map((issue) => issue.path.map(String).join('.') || part);
}

/** JSON as the server will see it (undefined fields dropped, -0 as 0, lone surrogates kept). */
const overTheWire = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

// ---- The barrage ----------------------------------------------------------------------------

describe('bad input barrage over every endpoint of the contract', () => {
  it('finds the endpoints in the contract and every one is served', () => {
    expect(contractEndpoints.length).toBeGreaterThan(40);
    const unserved = contractEndpoints.filter(({ endpoint }) => baseOf(endpoint) === undefined);
    expect(unserved.map(({ name }) => name)).toEqual([]);
  });

  for (const { name, endpoint } of contractEndpoints) {
    for (const who of [visitor, player]) {
      describe(`${endpoint.method} ${endpoint.path} (${name}) as ${who.name}`, () => {
        let base = '';
        let params: Record<string, string> = {};
        let query: Record<string, unknown> = {};
        let body: unknown;
        let seed = SEED;
        /**
         * The visitor is turned away (401) even with valid input. Schemas run before the sign-in
         * check, so the player's pass covers such an endpoint's fields; the visitor's field pass
         * runs where a visitor gets past it (catalog, sign-in, share codes, bet builder).
         */
        let visitorTurnedAway = false;

        beforeAll(async () => {
          base = baseOf(endpoint) ?? '';
          params = (validSample(endpoint.params ?? z.object({}), hints) ?? {}) as Record<
            string,
            string
          >;
          query = (validSample(endpoint.query ?? z.object({}), hints) ?? {}) as Record<
            string,
            unknown
          >;
          body = endpoint.body ? validSample(endpoint.body, hints) : undefined;
          seed = SEED + name.length * 31 + (who === player ? 1 : 0);
          if (who === player) await ensureSignedIn();
          else visitorTurnedAway = (await send(who, request())).statusCode === 401;
        });

        const request = (overrides: Partial<InjectOptions> & { query?: string } = {}) => {
          const { query: queryText, ...rest } = overrides;
          return {
            method: endpoint.method,
            url: urlOf(base, endpoint, params, queryText ?? encodeQuery(query)),
            ...(endpoint.body && { payload: body as InjectOptions['payload'] }),
            ...rest,
          } as InjectOptions;
        };

        if (endpoint.body) {
          const bodySchema = endpoint.body;
          it('answers a wrong value in any body field with 400 naming it, never 5xx', async ({
            skip,
          }) => {
            if (visitorTurnedAway) skip('the player pass covers the fields of a sign-in call');
            const fields = fieldsOf(bodySchema);
            for (const field of fields) {
              const sample =
                field.path.length === 0
                  ? body
                  : validSample(field.schema, hints, String(field.path.at(-1)));
              for (const value of bodyValuesFor(field, sample, seed++)) {
                const input = overTheWire(withValueAt(body, field, value, hints));
                const refused = refusedFields(bodySchema, input, 'body', JSON.stringify(input));
                if (hasControlCharacter(value)) {
                  expect(
                    refused,
                    `${dotted(field.path)} takes ${JSON.stringify(value)}`,
                  ).toBeDefined();
                }
                await send(
                  who,
                  request({
                    payload: input === undefined ? '' : JSON.stringify(input),
                    headers: { 'content-type': 'application/json' },
                  }),
                  refused ? { refusedFields: refused } : {},
                );
              }
            }
          });

          it('refuses garbage bodies with 400, and answers 413 and 415', async () => {
            const raw = [
              '',
              '{',
              '}',
              '[]',
              'null',
              '"text"',
              '1',
              'true',
              'NaN',
              '{"a":NaN}',
              '{"a":1e999}',
              '{"__proto__":{"polluted":true}}',
              '{"constructor":{"prototype":{"polluted":true}}}',
              '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
              JSON.stringify(Array.from({ length: 20_000 }, () => 'live')),
              '\u0000\u0001\u0002',
              `${JSON.stringify(body ?? {})} trailing`,
            ];
            for (const payload of raw) {
              let parsed: unknown;
              let json = true;
              try {
                parsed = JSON.parse(payload);
              } catch {
                json = false;
              }
              const refused = json ? refusedFields(bodySchema, parsed, 'body') : ['body'];
              const res = await send(
                who,
                request({ payload, headers: { 'content-type': 'application/json' } }),
              );
              if (refused) expect(res.statusCode, payload.slice(0, 80)).toBe(400);
            }
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();

            const big = JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) });
            const tooLarge = await send(
              who,
              request({ payload: big, headers: { 'content-type': 'application/json' } }),
            );
            expect(tooLarge.statusCode).toBe(413);
            expect(tooLarge.json().code).toBe('payload_too_large');
            for (const type of [
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'multipart/form-data; boundary=x',
            ]) {
              const res = await send(
                who,
                request({ payload: 'a=1', headers: { 'content-type': type } }),
              );
              expect(res.statusCode, type).toBe(415);
              expect(res.json().code).toBe('unsupported_media_type');
            }
          });

          it('survives random JSON bodies', async () => {
            await fc.assert(
              fc.asyncProperty(fc.jsonValue(), async (value) => {
                await send(
                  who,
                  request({
                    payload: JSON.stringify(value),
                    headers: { 'content-type': 'application/json' },
                  }),
                );
              }),
              { seed, numRuns: 15 },
            );
          });
        }

        if (endpoint.query) {
          const querySchema = endpoint.query;
          it('answers a wrong value in any query parameter with 400 naming it, never 5xx', async ({
            skip,
          }) => {
            if (visitorTurnedAway) skip('the player pass covers the fields of a sign-in call');
            for (const key of Object.keys(objectShape(querySchema))) {
              for (const value of textValuesFor(query[key] ?? '1')) {
                const input = { ...query, [key]: value };
                const refused = refusedFields(querySchema, input, 'query');
                if (hasControlCharacter(value)) {
                  expect(refused, `${key} takes ${JSON.stringify(value)}`).toBeDefined();
                }
                await send(
                  who,
                  request({ query: encodeQuery(input) }),
                  refused ? { refusedFields: refused } : {},
                );
              }
              // Raw encodings, repeated, bracketed and nested forms of the same parameter.
              for (const raw of ['%00', '%FF', '%E0%A4%A', '%', '%2F', '%C0%80']) {
                await send(who, request({ query: `${encodeQuery(query)}&${key}=${raw}` }));
              }
              await send(who, request({ query: `${key}=1&${key}=2&${encodeQuery(query)}` }));
              await send(who, request({ query: `${key}[]=1&${encodeQuery(query)}` }));
              await send(who, request({ query: `${key}[a][b]=1&${encodeQuery(query)}` }));
              const missing = { ...query, [key]: undefined };
              const refused = refusedFields(querySchema, missing, 'query');
              await send(
                who,
                request({ query: encodeQuery(missing) }),
                refused ? { refusedFields: refused } : {},
              );
            }
          });
        }

        it('survives random query strings', async () => {
          const keys = Object.keys(objectShape(endpoint.query));
          await fc.assert(
            fc.asyncProperty(
              fc.dictionary(
                keys.length > 0
                  ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }))
                  : fc.string({ maxLength: 12 }),
                fc.oneof(
                  fc.string({ maxLength: 80 }),
                  fc.integer().map(String),
                  fc.string({ unit: 'binary', maxLength: 40 }),
                ),
                { maxKeys: 5 },
              ),
              async (random) => {
                await send(who, request({ query: encodeQuery({ ...query, ...random }) }));
              },
            ),
            { seed, numRuns: keys.length > 0 ? 10 : 3 },
          );
        });

        if (endpoint.params) {
          const paramsSchema = endpoint.params;
          it('answers a wrong path parameter with 400 naming it, never 5xx', async () => {
            for (const key of Object.keys(objectShape(paramsSchema))) {
              for (const value of textValuesFor(params[key] ?? '1')) {
                if (value === '' || value.length > 200) continue;
                const input = { ...params, [key]: value };
                const refused = refusedFields(paramsSchema, input, 'params');
                if (hasControlCharacter(value)) {
                  expect(refused, `${key} takes ${JSON.stringify(value)}`).toBeDefined();
                }
                await send(
                  who,
                  {
                    method: endpoint.method,
                    url: urlOf(base, endpoint, {
                      ...params,
                      [key]: encodeURIComponent(value),
                    }),
                    ...(endpoint.body && { payload: body as InjectOptions['payload'] }),
                  },
                  refused ? { refusedFields: refused } : {},
                );
              }
              for (const raw of ['%00', '%2F', '%E0%A4%A', '..', 'a'.repeat(300), '%C0%80']) {
                const url = urlOf(base, endpoint, { ...params, [key]: raw });
                const res = await send(who, {
                  method: endpoint.method,
                  url,
                  ...(endpoint.body && { payload: body as InjectOptions['payload'] }),
                });
                // Clients resolve `..` before sending (RFC 3986 5.2.4), so such a request names
                // another path, which may be served (`/bonuses/comboboost/..` is GET /bonuses):
                // only the universal promises of `send` hold for it.
                if (new URL(url, 'http://localhost').pathname !== url) continue;
                expect([400, 404], raw).toContain(res.statusCode);
              }
            }
          });
        }

        it('answers 405 to the methods no route of its path has', async () => {
          const url = urlOf(base, endpoint, params);
          for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
            if (method === endpoint.method) continue;
            // Another route may take this method on a path that also matches (`/bets/:id`).
            const routed = contractEndpoints.some(
              ({ endpoint: other }) =>
                other.method === method &&
                new RegExp(`^${other.path.replace(/:\w+/g, '[^/]+')}$`).test(
                  url.slice((baseOf(other) ?? '').length),
                ) &&
                url.startsWith(baseOf(other) ?? '\u0000'),
            );
            const res = await send(who, {
              method,
              url,
              payload: method === 'GET' ? undefined : '{}',
              headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
            });
            if (!routed) {
              expect(res.statusCode, method).toBe(405);
              expect(res.json().code).toBe('method_not_allowed');
            }
          }
        });
      });
    }
  }

  // The demo payment provider's page is HTML outside the contract; its deposit id is the
  // capability and reaches the database, so it gets the same treatment.
  it('answers a wrong deposit id or action on the checkout page with 400 naming it', async () => {
    const url = `${API_BASES.platform}/payments/demo/checkout`;
    const created = await send(player, {
      method: 'POST',
      url: `${API_BASES.platform}/payments/deposits`,
      payload: { amount: 1_000, currency: 'EUR' },
    });
    const depositId = created.json().id as string;
    const page = await send(visitor, { method: 'GET', url: `${url}?deposit_id=${depositId}` });
    expect(page.statusCode).toBe(200);
    const form = { deposit_id: depositId, action: 'pending' };
    for (const [key, sample] of Object.entries(form)) {
      for (const value of [...textValuesFor(sample), undefined]) {
        const input = { ...form, [key]: value };
        const refusedForm = refusedFields(contract.checkoutFormBody, input, 'body');
        if (hasControlCharacter(value)) expect(refusedForm).toBeDefined();
        await send(
          visitor,
          {
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: encodeQuery(input),
          },
          refusedForm ? { refusedFields: refusedForm } : {},
        );
        if (key !== 'deposit_id') continue;
        const query = { deposit_id: value };
        const refusedQuery = refusedFields(contract.checkoutPageQuery, query, 'query');
        await send(
          visitor,
          { method: 'GET', url: `${url}?${encodeQuery(query)}` },
          refusedQuery ? { refusedFields: refusedQuery } : {},
        );
      }
    }
    for (const raw of ['%00', '%FF', '%E0%A4%A', `${depositId}%00`, `${depositId}&deposit_id=x`]) {
      await send(visitor, { method: 'GET', url: `${url}?deposit_id=${raw}` });
    }
  });

  it('answers 404 to unknown routes and malformed URLs without a server error', async () => {
    for (const url of [
      '/api/sportsbook/unknown',
      '/api/sportsbook/matches/1/unknown',
      '/api/sportsbook/%',
      '/api/sportsbook/matches/%E0%A4%A',
      '/api/%00',
      `/api/sportsbook/${'x'.repeat(5000)}`,
      '/',
    ]) {
      const res = await send(visitor, { method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
    }
  });

  it('refuses malformed ids on the catalog paths with 400 on the id', async () => {
    for (const endpoint of Object.values(catalogEndpoints) as Endpoint[]) {
      if (!endpoint.params) continue;
      const res = await send(visitor, {
        method: endpoint.method,
        url: urlOf(API_BASES.sportsbook, endpoint, { id: 'abc' }),
      });
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'id' });
    }
  });

  it('sent a real barrage with no server error, every bad value refused by a schema', () => {
    expect(seen.requests).toBeGreaterThan(5000);
    expect([...seen.byStatus.keys()].every((status) => status < 500 || status === 501)).toBe(true);
    expect(seen.databaseRefusals).toEqual([]);
  });
});
