// The country blocks enforced by the API (PGlite, or PostgreSQL with DATABASE_URL): from a
// site-blocked country sign-in, sign-up, deposits and betting answer 403 `country_blocked` with
// the country; the auth and deposit lists refuse their own part only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { manualClock } from '../shared/clock';
import { createTestDatabase } from '../testing/test-database';

const PLATFORM = '/api/platform';
const BETS = '/api/sportsbook/v3/bets';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let counter = 0;
let token: string;

async function call(method: 'GET' | 'POST', url: string, country: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { 'x-country': country, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const signUpBody = () => ({
  email: `abroad${++counter}@example.test`,
  password: 'secret-password-1',
  currency: 'EUR',
  terms_accepted: true,
});
const bet = { type: 'single', stake: 100, selections: [] };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    database,
    clock: manualClock('2026-11-22T10:00:00Z'),
    apiDocs: false,
    geo: {
      countryHeader: 'x-country',
      blockedCountries: ['KP'],
      authBlockedCountries: ['US'],
      depositBlockedCountries: ['FR'],
    },
  });
  const signedUp = await call('POST', `${PLATFORM}/users/sign_up`, 'DE', signUpBody());
  expect(signedUp.status).toBe(200);
  token = signedUp.body.token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const refusal = (country: string) => ({
  status: 403,
  body: expect.objectContaining({ code: 'country_blocked', country }),
});

describe('a site-blocked country', () => {
  it('is refused sign-up and sign-in, naming the country', async () => {
    expect(await call('POST', `${PLATFORM}/users/sign_up`, 'KP', signUpBody())).toEqual(
      refusal('KP'),
    );
    const signIn = await call('POST', `${PLATFORM}/users/sign_in`, 'kp', {
      login: 'someone@example.test',
      password: 'whatever-password',
    });
    expect(signIn).toEqual(refusal('KP'));
    expect(signIn.body.message).toMatch(/KP/);
  });

  it('is refused deposits', async () => {
    const body = { amount: 1_000, currency: 'EUR' };
    expect(await call('POST', `${PLATFORM}/payments/deposits`, 'KP', body)).toEqual(refusal('KP'));
    expect(await call('POST', `${PLATFORM}/payments/quick_deposit`, 'KP', body)).toEqual(
      refusal('KP'),
    );
  });

  it('is refused betting: placing and cashing out', async () => {
    expect(await call('POST', BETS, 'KP', bet)).toEqual(refusal('KP'));
    expect(await call('POST', `${BETS}/cashout`, 'KP', { bet_id: 1 })).toEqual(refusal('KP'));
    // The same bet from an open country reaches the betting rules (whatever they answer).
    expect((await call('POST', BETS, 'DE', bet)).status).not.toBe(403);
  });

  it('still reads the bets and the balance a player has', async () => {
    expect((await call('GET', `${PLATFORM}/player/accounts`, 'KP')).status).toBe(200);
    expect((await call('GET', BETS, 'KP')).status).not.toBe(403);
  });
});

describe('the auth and deposit lists', () => {
  it('refuse only their own part', async () => {
    expect(await call('POST', `${PLATFORM}/users/sign_up`, 'US', signUpBody())).toEqual(
      refusal('US'),
    );
    expect(
      (
        await call('POST', `${PLATFORM}/payments/quick_deposit`, 'US', {
          amount: 500,
          currency: 'EUR',
        })
      ).status,
    ).toBe(200);
    expect(
      await call('POST', `${PLATFORM}/payments/quick_deposit`, 'FR', {
        amount: 500,
        currency: 'EUR',
      }),
    ).toEqual(refusal('FR'));
    expect((await call('POST', `${PLATFORM}/users/sign_up`, 'FR', signUpBody())).status).toBe(200);
    expect((await call('POST', BETS, 'FR', bet)).status).not.toBe(403);
  });

  it('takes the simulated country over the header', async () => {
    const simulated = await buildApp({
      database,
      apiDocs: false,
      geo: { simulatedCountry: 'KP', blockedCountries: ['KP'] },
    });
    const res = await simulated.inject({
      method: 'POST',
      url: BETS,
      headers: { 'cf-ipcountry': 'DE' },
      payload: bet,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'country_blocked', country: 'KP' });
    await simulated.close();
  });
});
