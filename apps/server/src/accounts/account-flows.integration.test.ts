// Password reset, e-mail confirmation, unlock and the dev mailbox over the real migrations
// (PGlite, or PostgreSQL with DATABASE_URL).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { accountTokens, players } from '../db/schema';
import { type ManualClock, manualClock } from '../shared/clock';
import { createTestDatabase } from '../testing/test-database';
import { hashToken } from './tokens';

const PLATFORM = '/api/platform';
const PASSWORD = 'secret-password-1';
const NEW_PASSWORD = 'new-password-2';
const HOUR = 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;
let counter = 0;
const nextIp = () => `10.2.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;
const email = () => `flow${++counter}@example.test`;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) {
  const res = await app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
    ...(body !== undefined && { payload: body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function signUp(address = email()) {
  const res = await call('POST', `${PLATFORM}/users/sign_up`, {
    email: address,
    password: PASSWORD,
    currency: 'EUR',
    terms_accepted: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email: address, token: res.body.token as string };
}

const signIn = (login: string, password: string) =>
  call('POST', `${PLATFORM}/users/sign_in`, { login, password });

interface Message {
  recipient: string;
  subject: string | null;
  links: string[];
}

async function mailbox(): Promise<Message[]> {
  const res = await call('GET', `${PLATFORM}/dev/mailbox?format=json`);
  expect(res.status).toBe(200);
  return res.body.messages;
}

/** The token parameter of the newest message to `recipient` with that parameter. */
async function tokenFor(recipient: string, parameter: string): Promise<string> {
  for (const message of await mailbox()) {
    if (message.recipient !== recipient) continue;
    for (const link of message.links) {
      const value = new URL(link).searchParams.get(parameter);
      if (value) return value;
    }
  }
  throw new Error(`no ${parameter} for ${recipient}`);
}

const GENERIC = {
  sent: true,
  message: 'If the address belongs to an account, we have sent an e-mail with instructions.',
};

beforeAll(async () => {
  database = await createTestDatabase();
  clock = manualClock('2026-11-22T10:00:00Z');
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    auth: { signInMaxFailures: 50, lockAfterFailures: 3 },
    accountFlows: { publicWebUrl: 'http://web.test:3000' },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('dev mailbox', () => {
  it('lists messages newest first as HTML and as JSON with their links', async () => {
    const first = await signUp();
    const second = await signUp();
    const messages = await mailbox();
    expect(messages[0]?.recipient).toBe(second.email);
    expect(messages[1]?.recipient).toBe(first.email);
    expect(messages[0]?.links[0]).toMatch(
      /^http:\/\/web\.test:3000\/sports\/users\/confirmation\?confirmation_token=[\w-]{43}$/,
    );
    const html = await app.inject({ method: 'GET', url: `${PLATFORM}/dev/mailbox` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(second.email);
    expect(html.body.indexOf(second.email)).toBeLessThan(html.body.indexOf(first.email));
  });

  it('is absent when disabled', async () => {
    const off = await buildApp({ database, apiDocs: false, devMailbox: false });
    const res = await off.inject({ method: 'GET', url: `${PLATFORM}/dev/mailbox` });
    expect(res.statusCode).toBe(404);
    await off.close();
  });
});

describe('password reset', () => {
  it('answers the same for unknown and known addresses and mails only the player', async () => {
    const unknown = await call('POST', `${PLATFORM}/users/password`, {
      email: 'nobody@example.test',
    });
    expect(unknown).toEqual({ status: 200, body: GENERIC });
    expect((await mailbox()).some((m) => m.recipient === 'nobody@example.test')).toBe(false);

    const { email: address } = await signUp();
    const known = await call('POST', `${PLATFORM}/users/password`, {
      email: address.toUpperCase(),
    });
    expect(known).toEqual({ status: 200, body: GENERIC });
    const [message] = await mailbox();
    expect(message?.recipient).toBe(address);
    expect(message?.links[0]).toMatch(
      /^http:\/\/web\.test:3000\/sports\/users\/password\/edit\?reset_password_token=[\w-]{43}$/,
    );
  });

  it('sets the new password once, stores the token hashed and ends every session', async () => {
    const player = await signUp();
    await call('POST', `${PLATFORM}/users/password`, { email: player.email });
    const token = await tokenFor(player.email, 'reset_password_token');
    const stored = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.id, hashToken(token)));
    expect(stored).toHaveLength(1);
    const raw = await database.db.select().from(accountTokens).where(eq(accountTokens.id, token));
    expect(raw).toHaveLength(0);

    const body = { reset_password_token: token, password: NEW_PASSWORD };
    const done = await call('PUT', `${PLATFORM}/users/password`, {
      ...body,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done).toEqual({ status: 200, body: { password_changed: true } });
    expect((await call('GET', `${PLATFORM}/player`, undefined, player.token)).status).toBe(401);
    expect((await signIn(player.email, PASSWORD)).status).toBe(401);
    expect((await signIn(player.email, NEW_PASSWORD)).status).toBe(200);

    const reused = await call('PUT', `${PLATFORM}/users/password`, {
      ...body,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('token_invalid');
  });

  it('refuses an expired, an unknown and a mismatched request', async () => {
    const player = await signUp();
    await call('POST', `${PLATFORM}/users/password`, { email: player.email });
    const token = await tokenFor(player.email, 'reset_password_token');

    const mismatch = await call('PUT', `${PLATFORM}/users/password`, {
      reset_password_token: token,
      password: NEW_PASSWORD,
      password_confirmation: 'something-else',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      code: 'validation_failed',
      field: 'password_confirmation',
    });

    const short = await call('PUT', `${PLATFORM}/users/password`, {
      reset_password_token: token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('password');

    const unknown = await call('PUT', `${PLATFORM}/users/password`, {
      reset_password_token: 'not-a-token',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('token_invalid');

    clock.advance(HOUR);
    const expired = await call('PUT', `${PLATFORM}/users/password`, {
      reset_password_token: token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('token_expired');
    expect((await signIn(player.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a common password or the e-mail as the new one, keeping the link usable', async () => {
    const player = await signUp();
    await call('POST', `${PLATFORM}/users/password`, { email: player.email });
    const token = await tokenFor(player.email, 'reset_password_token');
    const reset = (password: string) =>
      call('PUT', `${PLATFORM}/users/password`, {
        reset_password_token: token,
        password,
        password_confirmation: password,
      });
    const common = await reset('Password123');
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({
      code: 'validation_failed',
      field: 'password',
      issues: [{ field: 'password', code: 'password_too_common' }],
    });
    const own = await reset(player.email.toUpperCase());
    expect(own.status).toBe(400);
    expect(own.body.issues).toEqual([expect.objectContaining({ code: 'password_equals_login' })]);
    const long = await reset('x'.repeat(129));
    expect(long.status).toBe(400);
    expect(long.body.issues).toContainEqual(
      expect.objectContaining({ field: 'password', code: 'too_big' }),
    );
    expect(await reset('a sixty-four character passphrase is fine '.padEnd(64, '.'))).toEqual({
      status: 200,
      body: { password_changed: true },
    });
  });

  it('answers 400 with the field for a bad e-mail', async () => {
    const res = await call('POST', `${PLATFORM}/users/password`, { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('email');
  });
});

describe("in the player's language", () => {
  it('mails a German player in German, linking the German pages', async () => {
    const address = email();
    const res = await call('POST', `${PLATFORM}/users/sign_up`, {
      email: address,
      password: PASSWORD,
      currency: 'EUR',
      terms_accepted: true,
      locale: 'de',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const confirmation = (await mailbox()).find((m) => m.recipient === address);
    expect(confirmation?.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(confirmation?.links[0]).toMatch(
      /^http:\/\/web\.test:3000\/sports\/de\/users\/confirmation\?confirmation_token=/,
    );
  });

  it('mails an Arabic player in Arabic after a language change', async () => {
    const player = await signUp();
    const changed = await app.inject({
      method: 'PATCH',
      url: `${PLATFORM}/player/update_locale`,
      headers: { authorization: `Bearer ${player.token}` },
      payload: { locale: 'ar' },
    });
    expect(changed.statusCode).toBe(200);
    await call('POST', `${PLATFORM}/users/password`, { email: player.email });
    const reset = (await mailbox()).find((m) => m.recipient === player.email);
    expect(reset?.subject).toBe('إعادة تعيين كلمة المرور');
    expect(reset?.links[0]).toMatch(/\/sports\/ar\/users\/password\/edit\?reset_password_token=/);
  });
});

describe('e-mail confirmation', () => {
  it('confirms once with the sign-up link; sign-in works before confirming', async () => {
    const player = await signUp();
    expect((await signIn(player.email, PASSWORD)).status).toBe(200);
    const token = await tokenFor(player.email, 'confirmation_token');
    const url = `${PLATFORM}/users/confirmation?confirmation_token=${token}`;
    expect(await call('GET', url)).toEqual({ status: 200, body: { confirmed: true } });
    const [row] = await database.db
      .select({ confirmedAt: players.confirmedAt })
      .from(players)
      .where(eq(players.email, player.email));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const again = await call('GET', url);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('token_invalid');
  });

  it('resends with a generic answer; the link expires after 3 days', async () => {
    const player = await signUp();
    expect(await call('POST', `${PLATFORM}/users/confirmation`, { email: player.email })).toEqual({
      status: 200,
      body: GENERIC,
    });
    expect(
      await call('POST', `${PLATFORM}/users/confirmation`, { email: 'ghost@example.test' }),
    ).toEqual({ status: 200, body: GENERIC });
    const token = await tokenFor(player.email, 'confirmation_token');
    clock.advance(72 * HOUR);
    const expired = await call('GET', `${PLATFORM}/users/confirmation?confirmation_token=${token}`);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('token_expired');
  });

  it('answers 400 with the field without a token', async () => {
    const res = await call('GET', `${PLATFORM}/users/confirmation`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('confirmation_token');
  });
});

describe('unlock', () => {
  async function lockedPlayer() {
    const player = await signUp();
    for (let i = 0; i < 3; i++) await signIn(player.email, 'wrong-password');
    const locked = await signIn(player.email, PASSWORD);
    expect(locked.body.code).toBe('account_locked');
    return player;
  }

  it('mails an unlock link when the account locks; the link unlocks once', async () => {
    const player = await lockedPlayer();
    const [message] = await mailbox();
    expect(message).toMatchObject({ recipient: player.email, subject: 'Your account is locked' });
    const token = await tokenFor(player.email, 'unlock_token');
    const url = `${PLATFORM}/users/unlock?unlock_token=${token}`;
    expect(await call('GET', url)).toEqual({ status: 200, body: { unlocked: true } });
    const [row] = await database.db
      .select({ failedAttempts: players.failedAttempts, lockedAt: players.lockedAt })
      .from(players)
      .where(eq(players.email, player.email));
    expect(row).toEqual({ failedAttempts: 0, lockedAt: null });
    expect((await signIn(player.email, PASSWORD)).status).toBe(200);
    const reused = await call('GET', url);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('token_invalid');
  });

  it('resends instructions with a generic answer; an old link expires', async () => {
    const player = await lockedPlayer();
    const first = await tokenFor(player.email, 'unlock_token');
    expect(await call('POST', `${PLATFORM}/users/unlock`, { email: player.email })).toEqual({
      status: 200,
      body: GENERIC,
    });
    const second = await tokenFor(player.email, 'unlock_token');
    expect(second).not.toBe(first);
    const unlocked = await signUp();
    const before = (await mailbox()).length;
    expect(await call('POST', `${PLATFORM}/users/unlock`, { email: unlocked.email })).toEqual({
      status: 200,
      body: GENERIC,
    });
    expect((await mailbox()).length).toBe(before);

    clock.advance(24 * HOUR);
    const expired = await call('GET', `${PLATFORM}/users/unlock?unlock_token=${second}`);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('token_expired');
  });
});
