// Phone verification over the real migrations (PGlite, or PostgreSQL with DATABASE_URL).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { type ManualClock, manualClock } from '../shared/clock';
import { createTestDatabase } from '../testing/test-database';

const PLATFORM = '/api/platform';
const MINUTE = 60_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;
let counter = 0;

async function signUp(login: Record<string, string>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${PLATFORM}/users/sign_up`,
    remoteAddress: `10.4.0.${++counter}`,
    payload: { ...login, password: 'secret-password-1', currency: 'EUR', terms_accepted: true },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).token;
}

async function call(method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: `${PLATFORM}${path}`,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The code of the newest SMS to `phone`, from the dev mailbox. */
async function codeFor(phone: string): Promise<string> {
  const res = await call('GET', '/dev/mailbox?format=json');
  const sms = (res.body.messages as Json[]).find((m) => m.recipient === phone);
  return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  database = await createTestDatabase();
  clock = manualClock('2026-11-22T10:00:00Z');
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    phone: { resendTimeoutMs: MINUTE, smsLimit: 2, codeTtlMs: 10 * MINUTE, maxAttempts: 3 },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('phone verification', () => {
  it('answers 401 when signed out', async () => {
    expect((await call('GET', '/player/phone')).status).toBe(401);
    expect((await call('POST', '/player/phone/verification', undefined, {})).status).toBe(401);
    expect((await call('POST', '/player/phone/verify', undefined, { code: '123456' })).status).toBe(
      401,
    );
  });

  it('lists the auth phone unverified, sends a code by SMS and verifies it', async () => {
    const phone = '+4915112345678';
    const token = await signUp({ phone });
    expect(await call('GET', '/player/phone', token)).toEqual({
      status: 200,
      body: {
        phones: [
          {
            phone_number: phone,
            phone_country: 'DE',
            verified_status: 'unverified',
            resend_timeout_until: null,
            sms_limit_reached: false,
          },
        ],
      },
    });
    const sent = await call('POST', '/player/phone/verification', token, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      verified_status: 'pending',
      resend_timeout_until: '2026-11-22T10:01:00.000Z',
    });
    const code = await codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', '/player/phone/verify', token, { code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'code_invalid', field: 'code' });
    const ok = await call('POST', '/player/phone/verify', token, { code });
    expect(ok.body.verified_status).toBe('verified');
    const reused = await call('POST', '/player/phone/verify', token, { code });
    expect(reused.body.code).toBe('code_invalid');
  });

  it('applies the resend timeout, the SMS limit and the code expiry', async () => {
    const token = await signUp({ email: `phone${++counter}@example.test` });
    expect((await call('GET', '/player/phone', token)).body).toEqual({ phones: [] });
    const noPhone = await call('POST', '/player/phone/verification', token, {});
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.field).toBe('phone_number');
    const badPhone = await call('POST', '/player/phone/verification', token, {
      phone_number: '12',
    });
    expect(badPhone.body.field).toBe('phone_number');

    const phone = '+351912345678';
    expect(
      (await call('POST', '/player/phone/verification', token, { phone_number: phone })).status,
    ).toBe(200);
    const early = await call('POST', '/player/phone/verification', token, {});
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('resend_timeout');

    clock.advance(MINUTE);
    const second = await call('POST', '/player/phone/verification', token, {});
    expect(second.body).toMatchObject({ phone_country: 'PT', sms_limit_reached: true });
    clock.advance(MINUTE);
    const limited = await call('POST', '/player/phone/verification', token, {});
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('sms_limit_reached');

    const code = await codeFor(phone);
    clock.advance(10 * MINUTE);
    const expired = await call('POST', '/player/phone/verify', token, { code });
    expect(expired.body.code).toBe('code_expired');
    const malformed = await call('POST', '/player/phone/verify', token, { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('code');
  });

  it('voids the code after too many wrong attempts', async () => {
    const phone = '+447700900123';
    const token = await signUp({ phone });
    await call('POST', '/player/phone/verification', token, {});
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await call('POST', '/player/phone/verify', token, { code: wrong });
    const late = await call('POST', '/player/phone/verify', token, { code });
    expect(late.body.code).toBe('code_invalid');
  });
});
