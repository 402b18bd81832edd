// The demo payment provider and country blocks over the real migrations (PGlite, or
// PostgreSQL with DATABASE_URL): deposits credit the ledger once, whatever is retried.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { manualClock } from '../shared/clock';
import { createTestDatabase } from '../testing/test-database';
import { quickOutcome } from './payments-service';

const PLATFORM = '/api/platform';
const RETURN = 'http://web.test:3000/sports/profile-return?deposit=';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let counter = 0;

async function signUp(headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `${PLATFORM}/users/sign_up`,
    headers,
    payload: {
      email: `payer${++counter}@example.test`,
      password: 'secret-password-1',
      currency: 'EUR',
      terms_accepted: true,
    },
  });
  return { status: res.statusCode, body: res.json() as Json, token: (res.json() as Json).token };
}

async function player(): Promise<string> {
  const res = await signUp();
  expect(res.status).toBe(200);
  return res.token as string;
}

async function post(url: string, token: string, payload: unknown, headers = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `${PLATFORM}${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function balance(token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `${PLATFORM}/player/accounts?compatibility=false`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as Json).accounts[0].balance.available_to_bet_with_locked_cents;
}

const checkout = (depositId: string, action: string) =>
  app.inject({
    method: 'POST',
    url: `${PLATFORM}/payments/demo/checkout`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ deposit_id: depositId, action }).toString(),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    database,
    clock: manualClock('2026-11-22T10:00:00Z'),
    apiDocs: false,
    accountFlows: { publicWebUrl: 'http://web.test:3000' },
    geo: {
      countryHeader: 'x-country',
      blockedCountries: ['KP'],
      authBlockedCountries: ['US'],
      depositBlockedCountries: ['FR'],
    },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('deposits through the demo checkout page', () => {
  it('creates a pending deposit, shows the provider page and credits once on Pay', async () => {
    const token = await player();
    const created = await post('/payments/deposits', token, { amount: 2500, currency: 'EUR' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'pending', amount: 2500, currency: 'EUR' });
    const id = created.body.id as string;
    expect(created.body.checkout_url).toBe(
      `${PLATFORM}/payments/demo/checkout?deposit_id=${encodeURIComponent(id)}`,
    );

    const page = await app.inject({ method: 'GET', url: created.body.checkout_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('2500 EUR');
    for (const label of ['Pay', 'Fail', 'Leave pending']) expect(page.body).toContain(label);

    const pending = await checkout(id, 'pending');
    expect(pending.statusCode).toBe(303);
    expect(pending.headers.location).toBe(`${RETURN}pending`);
    expect(await balance(token)).toBe(0);

    const paid = await checkout(id, 'pay');
    expect(paid.headers.location).toBe(`${RETURN}success`);
    const again = await checkout(id, 'pay');
    expect(again.headers.location).toBe(`${RETURN}success`);
    const failedLater = await checkout(id, 'fail');
    expect(failedLater.headers.location).toBe(`${RETURN}success`);
    expect(await balance(token)).toBe(2500);
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, id));
    expect(entries).toHaveLength(1);
  });

  it('a failed deposit credits nothing and stays failed', async () => {
    const token = await player();
    const created = await post('/payments/deposits', token, { amount: 900, currency: 'EUR' });
    const id = created.body.id as string;
    expect((await checkout(id, 'fail')).headers.location).toBe(`${RETURN}error`);
    expect((await checkout(id, 'pay')).headers.location).toBe(`${RETURN}error`);
    expect(await balance(token)).toBe(0);
  });

  it('concurrent Pay posts credit once', async () => {
    const token = await player();
    const created = await post('/payments/deposits', token, { amount: 1000, currency: 'EUR' });
    const id = created.body.id as string;
    await Promise.all([checkout(id, 'pay'), checkout(id, 'pay'), checkout(id, 'pay')]);
    expect(await balance(token)).toBe(1000);
  });

  it('refuses bad input, unknown deposits and signed-out calls', async () => {
    const token = await player();
    const zero = await post('/payments/deposits', token, { amount: 0, currency: 'EUR' });
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('amount');
    const fraction = await post('/payments/deposits', token, { amount: 1.5, currency: 'EUR' });
    expect(fraction.body.field).toBe('amount');
    const noAccount = await post('/payments/deposits', token, { amount: 100, currency: 'USD' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toMatchObject({ field: 'currency', issues: [{ code: 'no_account' }] });
    const signedOut = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/payments/deposits`,
      payload: { amount: 100, currency: 'EUR' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await checkout('no-such-deposit-00000000', 'pay')).statusCode).toBe(404);
    const badAction = await checkout('no-such-deposit-00000000', 'steal');
    expect(badAction.statusCode).toBe(400);
    expect((badAction.json() as Json).field).toBe('action');
    const noId = await app.inject({ method: 'GET', url: `${PLATFORM}/payments/demo/checkout` });
    expect(noId.statusCode).toBe(400);
  });
});

describe('POST /payments/quick_deposit', () => {
  it('decides by the last two digits: 13 fails, 77 stays pending, others succeed', async () => {
    expect([quickOutcome(1013), quickOutcome(1077), quickOutcome(1000)]).toEqual([
      'error',
      'pending',
      'success',
    ]);
    const token = await player();
    const ok = await post('/payments/quick_deposit', token, { amount: 1000, currency: 'EUR' });
    expect(ok).toMatchObject({ status: 200, body: { status: 'success' } });
    const failed = await post('/payments/quick_deposit', token, { amount: 513, currency: 'EUR' });
    expect(failed.body.status).toBe('error');
    const pending = await post('/payments/quick_deposit', token, { amount: 277, currency: 'EUR' });
    expect(pending.body.status).toBe('pending');
    expect(await balance(token)).toBe(1000);
  });
});

describe('country', () => {
  const geo = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: `${PLATFORM}/geo`, headers })).json() as Json;

  it('resolves the country from the configured header', async () => {
    expect(await geo({})).toEqual({
      country: null,
      blocked: false,
      auth_blocked: false,
      deposit_blocked: false,
    });
    expect(await geo({ 'x-country': 'kp' })).toMatchObject({ country: 'KP', blocked: true });
    expect(await geo({ 'x-country': 'XX' })).toMatchObject({ country: null });
    expect(await geo({ 'cf-ipcountry': 'KP' })).toMatchObject({ country: null, blocked: false });
  });

  it('refuses sign-up and sign-in from auth-blocked countries', async () => {
    const refused = await signUp({ 'x-country': 'US' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('country_blocked');
    const signIn = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/users/sign_in`,
      headers: { 'x-country': 'US' },
      payload: { login: 'demo@sportsbook.test', password: 'whatever-1' },
    });
    expect(signIn.statusCode).toBe(403);
    expect((await signUp({ 'x-country': 'DE' })).status).toBe(200);
  });

  it('refuses deposits from deposit-blocked countries', async () => {
    const token = await player();
    const body = { amount: 100, currency: 'EUR' };
    const refused = await post('/payments/deposits', token, body, { 'x-country': 'FR' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('country_blocked');
    const quick = await post('/payments/quick_deposit', token, body, { 'x-country': 'FR' });
    expect(quick.status).toBe(403);
    expect((await post('/payments/deposits', token, body, { 'x-country': 'DE' })).status).toBe(200);
  });

  it('a simulated country wins over the header', async () => {
    const simulated = await buildApp({
      database,
      apiDocs: false,
      geo: { simulatedCountry: 'KP', blockedCountries: ['KP'] },
    });
    const res = await simulated.inject({
      method: 'GET',
      url: `${PLATFORM}/geo`,
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(res.json()).toMatchObject({ country: 'KP', blocked: true });
    await simulated.close();
  });
});
