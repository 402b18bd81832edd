// Every account platform and settings call over the real migrations (PGlite, or PostgreSQL
// with DATABASE_URL): sessions, CSRF, throttling, the lock for new devices, no account
// enumeration, the ledger and account currencies.
import { PLATFORM_MEDIA_TYPE } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { outbox, playerAccounts } from '../db/schema';
import { type ManualClock, manualClock } from '../shared/clock';
import { createTestDatabase } from '../testing/test-database';
import { AccountsRepository } from './accounts-repository';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from './demo-account';
import { argon2Hasher } from './passwords';

const PLATFORM = '/api/platform';
const SETTINGS = '/api/sportsbook/settings';
const MINUTE = 60_000;
const PASSWORD = 'secret-password-1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;
let repository: AccountsRepository;
let counter = 0;
/** Each sign-in from its own address unless a test says otherwise, so IP limits stay apart. */
const nextIp = () => `10.1.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;

interface Session {
  token: string;
  csrf: string;
  cookies: Record<string, string>;
  user: Json;
}

interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  ip?: string;
}

async function call({ method = 'GET', url, body, headers, cookies, ip }: Call) {
  const res = await app.inject({
    method,
    url,
    headers,
    cookies,
    remoteAddress: ip ?? nextIp(),
    ...(body !== undefined && { payload: body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers, res };
}

function sessionOf(res: Awaited<ReturnType<typeof call>>): Session {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const cookies = Object.fromEntries(res.res.cookies.map((c) => [c.name, c.value]));
  return { token: res.body.token, csrf: res.body.csrf_token, cookies, user: res.body.user };
}

const email = () => `player${++counter}@example.test`;

/** argon2 that counts its calls: the work a sign-in or sign-up does, which is its timing. */
function countingHasher() {
  const calls = { hash: 0, verify: 0 };
  return {
    hash: (password: string) => {
      calls.hash += 1;
      return argon2Hasher.hash(password);
    },
    verify: (hashed: string, password: string) => {
      calls.verify += 1;
      return argon2Hasher.verify(hashed, password);
    },
    /** The calls since the last reset. */
    reset: () => {
      const seen = { ...calls };
      calls.hash = 0;
      calls.verify = 0;
      return seen;
    },
  };
}

async function signUp(extra: Record<string, unknown> = {}): Promise<Session> {
  return sessionOf(
    await call({
      method: 'POST',
      url: `${PLATFORM}/users/sign_up`,
      body: { email: email(), password: PASSWORD, currency: 'EUR', terms_accepted: true, ...extra },
    }),
  );
}

const signIn = (login: string, password: string, ip?: string) =>
  call({ method: 'POST', url: `${PLATFORM}/users/sign_in`, body: { login, password }, ip });

const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });
/** Cookie credentials with the matching CSRF header. */
const cookieAuth = (session: Session) => ({
  cookies: session.cookies,
  headers: { 'x-csrf-token': session.csrf },
});

beforeAll(async () => {
  database = await createTestDatabase();
  clock = manualClock('2026-11-22T10:00:00Z');
  app = await buildApp({
    database,
    clock,
    apiDocs: false,
    auth: { signInMaxFailures: 6, signInWindowMs: 15 * MINUTE, lockAfterFailures: 5 },
  });
  repository = new AccountsRepository(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /users/sign_up', () => {
  it('opens an account by e-mail and starts a cookie and bearer session', async () => {
    const res = await call({
      method: 'POST',
      url: `${PLATFORM}/users/sign_up`,
      body: {
        email: ' New.Player@Example.TEST ',
        password: PASSWORD,
        currency: 'BTC',
        locale: 'de',
        terms_accepted: true,
      },
    });
    const session = sessionOf(res);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.user).toMatchObject({
      email: 'new.player@example.test',
      auth_phone_number: null,
      language: 'de',
      currency: 'BTC',
      auth_fields_missed: ['auth_phone_number'],
      statuses: [],
      serasa: { pve: false },
    });
    const cookies = res.res.cookies;
    const sessionCookie = cookies.find((c) => c.name === 'sb_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.secure).toBeFalsy();
    expect(sessionCookie?.value).toBe(session.token);
    const csrfCookie = cookies.find((c) => c.name === 'sb_csrf');
    expect(csrfCookie?.httpOnly).toBeFalsy();
    expect(csrfCookie?.value).toBe(session.csrf);
    expect(res.body.idle_timeout_s).toBe(1800);
    expect(res.body.expires_at).toBe('2026-11-22T22:00:00.000Z');
  });

  it('opens an account by phone; the phone signs in', async () => {
    const session = sessionOf(
      await call({
        method: 'POST',
        url: `${PLATFORM}/users/sign_up`,
        body: {
          phone: '+49 151 2345 6789',
          password: PASSWORD,
          currency: 'EUR',
          terms_accepted: true,
        },
      }),
    );
    expect(session.user).toMatchObject({
      email: null,
      auth_phone_number: '+4915123456789',
      mobile_phone: '+4915123456789',
      auth_fields_missed: ['email'],
    });
    expect((await signIn('+4915123456789', PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ password: PASSWORD, currency: 'EUR', terms_accepted: true }, 'email'],
    [
      {
        email: 'a@b.test',
        phone: '+4915100000001',
        password: PASSWORD,
        currency: 'EUR',
        terms_accepted: true,
      },
      'email',
    ],
    [{ email: 'not-an-email', password: PASSWORD, currency: 'EUR', terms_accepted: true }, 'email'],
    [{ phone: '0151', password: PASSWORD, currency: 'EUR', terms_accepted: true }, 'phone'],
    [{ email: 'a@b.test', password: 'short', currency: 'EUR', terms_accepted: true }, 'password'],
    [{ email: 'a@b.test', password: PASSWORD, currency: 'eur', terms_accepted: true }, 'currency'],
    [
      { email: 'a@b.test', password: PASSWORD, currency: 'EUR', terms_accepted: false },
      'terms_accepted',
    ],
    [
      {
        email: 'a@b.test',
        password: PASSWORD,
        currency: 'EUR',
        terms_accepted: true,
        locale: 'xx',
      },
      'locale',
    ],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await call({ method: 'POST', url: `${PLATFORM}/users/sign_up`, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', field });
  });

  it('answers 400 on a currency the platform does not offer', async () => {
    const res = await call({
      method: 'POST',
      url: `${PLATFORM}/users/sign_up`,
      body: { email: email(), password: PASSWORD, currency: 'XRP', terms_accepted: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'currency', issues: [{ code: 'unknown_currency' }] });
  });

  it.each([
    ['a password of 7 characters', 'seven-7', 'too_small'],
    ['a password over 128 characters', 'y'.repeat(129), 'too_big'],
    ['one of the most common passwords', 'Qwertyuiop', 'password_too_common'],
    ['the e-mail address as password', 'SAME-AS-EMAIL', 'password_equals_login'],
  ])('refuses %s with 400 and a stable code on the password', async (_, password, code) => {
    const address = email();
    const res = await call({
      method: 'POST',
      url: `${PLATFORM}/users/sign_up`,
      body: {
        email: address,
        password: password === 'SAME-AS-EMAIL' ? address.toUpperCase() : password,
        currency: 'EUR',
        terms_accepted: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', field: 'password' });
    expect(res.body.issues).toEqual([expect.objectContaining({ field: 'password', code })]);
  });

  it('accepts a passphrase of 64 characters', async () => {
    await signUp({ password: 'a long passphrase with spaces in it is a good one'.padEnd(64, '!') });
  });

  it('answers a taken e-mail exactly like a new one and tells its owner instead', async () => {
    const taken = email();
    const owner = await signUp({ email: taken });
    const fresh = email();
    const attempt = (address: string) =>
      call({
        method: 'POST',
        url: `${PLATFORM}/users/sign_up`,
        body: {
          email: address,
          password: 'another-password-9',
          currency: 'USD',
          terms_accepted: true,
        },
      });
    const [onTaken, onFresh] = [await attempt(taken), await attempt(fresh)];
    expect(onTaken.status).toBe(200);
    expect(onFresh.status).toBe(200);
    const shape = (body: Json) => ({
      ...body,
      token: typeof body.token,
      csrf_token: typeof body.csrf_token,
      user: { ...body.user, id: typeof body.user.id, email: typeof body.user.email },
    });
    expect(shape(onTaken.body)).toEqual(shape(onFresh.body));
    expect(onTaken.body.user.email).toBe(taken);
    expect(Object.keys(onTaken.headers).sort()).toEqual(Object.keys(onFresh.headers).sort());
    // The session works like any new player's, on an account of its own.
    const pending = sessionOf(onTaken);
    const me = await call({ url: `${PLATFORM}/player`, headers: bearer(pending) });
    expect(me.body).toMatchObject({ email: taken, currency: 'USD' });
    expect(me.body.id).not.toBe(owner.user.id);

    // The owner hears of it with a way in, and gets no confirmation for the other account.
    const messages = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, taken))
      .orderBy(outbox.id);
    expect(messages.map((m) => m.subject)).toEqual([
      'Confirm your e-mail address',
      'Sign-up attempt with your address',
    ]);
    expect(messages[1]?.body).toMatch(/\/sports\/users\/sign-in/);
    expect(messages[1]?.body).toMatch(/\/sports\/users\/password\/new/);

    // Each password opens its own account; neither opens the other.
    const asOwner = sessionOf(await signIn(taken, PASSWORD));
    expect(asOwner.user.id).toBe(owner.user.id);
    const asNewcomer = sessionOf(await signIn(taken, 'another-password-9'));
    expect(asNewcomer.user.id).toBe(me.body.id);
  });

  it('does the same work for a taken and a free login (one hash), so timing does not tell', async () => {
    const counted = countingHasher();
    const other = await buildApp({ database, clock, apiDocs: false, passwordHasher: counted });
    const taken = email();
    const signUpOn = (address: string) =>
      other.inject({
        method: 'POST',
        url: `${PLATFORM}/users/sign_up`,
        payload: { email: address, password: PASSWORD, currency: 'EUR', terms_accepted: true },
      });
    expect((await signUpOn(taken)).statusCode).toBe(200);
    counted.reset();
    expect((await signUpOn(taken)).statusCode).toBe(200);
    const onTaken = counted.reset();
    expect((await signUpOn(email())).statusCode).toBe(200);
    expect(counted.reset()).toEqual(onTaken);
    expect(onTaken).toEqual({ hash: 1, verify: 0 });
    await other.close();
  });
});

describe('POST /users/sign_in', () => {
  it('signs in by e-mail in any case and answers the token and the profile', async () => {
    const address = email();
    await signUp({ email: address });
    const session = sessionOf(await signIn(address.toUpperCase(), PASSWORD));
    expect(session.user.email).toBe(address);
    expect(session.cookies.sb_session).toBe(session.token);
    const me = await call({ url: `${PLATFORM}/player`, headers: bearer(session) });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(address);
  });

  it('answers invalid_credentials alike for a wrong password and an unknown login', async () => {
    const address = email();
    await signUp({ email: address });
    const wrong = await signIn(address, 'wrong-password');
    const unknown = await signIn(email(), 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('answers 400 on a missing field', async () => {
    const res = await call({
      method: 'POST',
      url: `${PLATFORM}/users/sign_in`,
      body: { login: 'x@y.test' },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('password');
  });

  it('answers wrong passwords alike for an unknown login, a held one and a locked one', async () => {
    const address = email();
    await signUp({ email: address });
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      answers.push((await signIn(address, `wrong-${attempt}`)).body);
    }
    const unknown = email();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      answers.push((await signIn(unknown, `wrong-${attempt}`)).body);
    }
    // The account locked at the fifth, yet every answer is the same.
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(answers[0].code).toBe('invalid_credentials');
  });

  it('checks two password hashes for an unknown, a held and a pending login alike', async () => {
    const counted = countingHasher();
    const other = await buildApp({ database, clock, apiDocs: false, passwordHasher: counted });
    const held = email();
    const signUpOn = (address: string, password: string) =>
      other.inject({
        method: 'POST',
        url: `${PLATFORM}/users/sign_up`,
        payload: { email: address, password, currency: 'EUR', terms_accepted: true },
      });
    await signUpOn(held, PASSWORD);
    await signUpOn(held, 'pending-password-7');
    const tryOn = async (login: string) => {
      counted.reset();
      const res = await other.inject({
        method: 'POST',
        url: `${PLATFORM}/users/sign_in`,
        remoteAddress: nextIp(),
        payload: { login, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      return counted.reset();
    };
    const work = [await tryOn(email()), await tryOn(held), await tryOn(email())];
    expect(work).toEqual([
      { hash: 0, verify: 2 },
      { hash: 0, verify: 2 },
      { hash: 0, verify: 2 },
    ]);
    await other.close();
  });

  it('locks after 5 wrong passwords only for new devices: the owner still signs in', async () => {
    const address = email();
    const home = '203.0.113.50';
    const before = sessionOf(
      await call({
        method: 'POST',
        url: `${PLATFORM}/users/sign_up`,
        ip: home,
        body: { email: address, password: PASSWORD, currency: 'EUR', terms_accepted: true },
      }),
    );
    // Five addresses, one wrong password each: the attacker's whole "lock-out".
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(address, `wrong-${attempt}`)).body.code).toBe('invalid_credentials');
    }
    // The lock ended the session opened before it, and mailed the unlock link.
    expect((await call({ url: `${PLATFORM}/player`, headers: bearer(before) })).status).toBe(401);
    const [unlock] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, address))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(unlock?.subject).toBe('Your account is locked');

    // The right password from a new address learns of the lock; from home it signs in.
    const stranger = await signIn(address, PASSWORD);
    expect(stranger.status).toBe(401);
    expect(stranger.body.code).toBe('account_locked');
    const back = sessionOf(await signIn(address, PASSWORD, home));
    expect((await call({ url: `${PLATFORM}/player`, headers: bearer(back) })).status).toBe(200);
    // Signing in from home lifted the lock.
    expect((await signIn(address, PASSWORD)).status).toBe(200);
  });

  it('recognises a device by its device id cookie from any address', async () => {
    const address = email();
    const deviceId = '0b0c7a52-8e0b-4f51-9b7e-2f1f0e6c1a11';
    const deviceCall = (body: unknown, url: string) =>
      call({ method: 'POST', url, body, cookies: { deviceId } });
    sessionOf(
      await deviceCall(
        { email: address, password: PASSWORD, currency: 'EUR', terms_accepted: true },
        `${PLATFORM}/users/sign_up`,
      ),
    );
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(address, `wrong-${attempt}`);
    expect((await signIn(address, PASSWORD)).body.code).toBe('account_locked');
    const res = await deviceCall(
      { login: address, password: PASSWORD },
      `${PLATFORM}/users/sign_in`,
    );
    expect(res.status).toBe(200);
  });

  it('resets the count of wrong passwords on a successful sign-in', async () => {
    const address = email();
    await signUp({ email: address });
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) await signIn(address, 'wrong');
      expect((await signIn(address, PASSWORD)).status).toBe(200);
    }
  });

  it('throttles failed sign-ins per client IP with 429 and Retry-After', async () => {
    const ip = '192.0.2.10';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await signIn(email(), 'wrong', ip)).status).toBe(401);
    }
    const limited = await signIn(email(), 'wrong', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected; the window ends.
    expect((await signIn(email(), 'wrong', '192.0.2.11')).status).toBe(401);
    clock.advance(15 * MINUTE);
    expect((await signIn(email(), 'wrong', ip)).status).toBe(401);
  });

  it('takes the client IP from X-Forwarded-For of a loopback proxy (the web rewrites)', async () => {
    const viaProxy = (forwardedFor: string) =>
      call({
        method: 'POST',
        url: `${PLATFORM}/users/sign_in`,
        body: { login: email(), password: 'wrong' },
        ip: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await viaProxy('198.51.100.7')).status).toBe(401);
    }
    expect((await viaProxy('198.51.100.7')).status).toBe(429);
    expect((await viaProxy('198.51.100.8')).status).toBe(401);
  });

  it('throttles failed sign-ins per login across addresses', async () => {
    const login = email();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await signIn(login, 'wrong')).status).toBe(401);
    }
    expect((await signIn(login, 'wrong')).status).toBe(429);
  });

  it("does not throttle the owner's own address when others fail on the login", async () => {
    const address = email();
    const home = '203.0.113.60';
    await call({
      method: 'POST',
      url: `${PLATFORM}/users/sign_up`,
      ip: home,
      body: { email: address, password: PASSWORD, currency: 'EUR', terms_accepted: true },
    });
    for (let attempt = 0; attempt < 6; attempt += 1) await signIn(address, 'wrong-password');
    expect((await signIn(address, PASSWORD)).status).toBe(429);
    expect((await signIn(address, PASSWORD, home)).status).toBe(200);
  });

  it('slows one address guessing at one login with growing delays, not a lock', async () => {
    const address = email();
    await signUp({ email: address });
    const ip = '198.51.100.70';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(address, 'wrong-password', ip)).status).toBe(401);
    }
    const slowed = await signIn(address, 'wrong-password', ip);
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await signIn(address, 'wrong-password', ip)).status).toBe(401);
    const slower = await signIn(address, PASSWORD, ip);
    expect(slower.status).toBe(429);
    expect(slower.headers['retry-after']).toBe('2');
    clock.advance(2000);
    expect((await signIn(address, PASSWORD, ip)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('ends after 30 idle minutes, sliding with each request', async () => {
    const session = await signUp();
    const me = () => call({ url: `${PLATFORM}/player`, headers: bearer(session) });
    clock.advance(29 * MINUTE);
    expect((await me()).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me()).status).toBe(200);
    clock.advance(30 * MINUTE);
    const expired = await me();
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('unauthorized');
  });

  it('ends 12 hours after sign-in however active', async () => {
    const session = await signUp();
    const me = () => call({ url: `${PLATFORM}/player`, cookies: session.cookies });
    for (let step = 0; step < 35; step += 1) {
      clock.advance(20 * MINUTE);
      expect((await me()).status).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await me()).status).toBe(401);
  });

  it('is revoked by sign-out, which clears the cookies', async () => {
    const session = await signUp();
    const out = await call({
      method: 'DELETE',
      url: `${PLATFORM}/users/sign_out`,
      ...cookieAuth(session),
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signed_out: true });
    const cleared = out.res.cookies.find((c) => c.name === 'sb_session');
    expect(cleared?.value).toBe('');
    expect((await call({ url: `${PLATFORM}/player`, headers: bearer(session) })).status).toBe(401);
    expect((await call({ url: `${PLATFORM}/player`, cookies: session.cookies })).status).toBe(401);
  });

  it('answers 401 on every protected call without a valid session', async () => {
    const protectedCalls: Call[] = [
      { url: `${PLATFORM}/player` },
      { url: `${PLATFORM}/player/accounts?compatibility=false` },
      { method: 'POST', url: `${PLATFORM}/player/accounts`, body: { currency: 'USD' } },
      { method: 'PATCH', url: `${PLATFORM}/player/update_locale`, body: { locale: 'de' } },
      { method: 'DELETE', url: `${PLATFORM}/users/sign_out` },
      { method: 'POST', url: SETTINGS, body: { odds_type: 'american' } },
    ];
    const noSession: Partial<Call>[] = [
      {},
      { headers: { authorization: 'Bearer not-a-session' } },
      { cookies: { sb_session: 'not-a-session', sb_csrf: 'x' }, headers: { 'x-csrf-token': 'x' } },
    ];
    for (const request of protectedCalls) {
      for (const credentials of noSession) {
        const res = await call({ ...request, ...credentials });
        expect(res.status, `${request.method ?? 'GET'} ${request.url}`).toBe(401);
        expect(res.body.code).toBe('unauthorized');
      }
    }
  });
});

describe('CSRF', () => {
  const change = (extra: Partial<Call>) =>
    call({
      method: 'POST',
      url: `${PLATFORM}/player/accounts`,
      body: { currency: 'USD' },
      ...extra,
    });

  it('refuses cookie-authenticated writes without the matching X-CSRF-Token', async () => {
    const session = await signUp();
    const missing = await change({ cookies: session.cookies });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('csrf_failed');
    const wrong = await change({ cookies: session.cookies, headers: { 'x-csrf-token': 'wrong' } });
    expect(wrong.status).toBe(403);
    // A forged pair (cookie and header equal, but not the session's secret) is refused too.
    const forged = await change({
      cookies: { ...session.cookies, sb_csrf: 'forged' },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(forged.status).toBe(403);
    expect((await change(cookieAuth(session))).status).toBe(200);
  });

  it('lets cookie reads and bearer writes through without it', async () => {
    const session = await signUp();
    expect((await call({ url: `${PLATFORM}/player`, cookies: session.cookies })).status).toBe(200);
    expect((await change({ headers: bearer(session) })).status).toBe(200);
  });

  it('GET /csrf sets a readable cookie: the session secret when signed in', async () => {
    const visitor = await call({ url: `${PLATFORM}/csrf` });
    expect(visitor.status).toBe(200);
    const cookie = visitor.res.cookies.find((c) => c.name === 'sb_csrf');
    expect(cookie?.value).toBe(visitor.body.csrf_token);
    expect(cookie?.httpOnly).toBeFalsy();
    const session = await signUp();
    const signedIn = await call({ url: `${PLATFORM}/csrf`, cookies: session.cookies });
    expect(signedIn.body.csrf_token).toBe(session.csrf);
  });
});

describe('accounts and the ledger', () => {
  it('answers a balance equal to the sum of the ledger entries', async () => {
    const session = await signUp();
    const [account] = await repository.listAccounts(session.user.id);
    const accountId = account?.id ?? 0;
    await repository.appendLedgerEntry({ accountId, amount: 10_000n, kind: 'deposit' });
    await repository.appendLedgerEntry({
      accountId,
      amount: -2_500n,
      kind: 'wager',
      reference: 'bet:1',
    });
    await repository.appendLedgerEntry({
      accountId,
      amount: 5_075n,
      kind: 'win',
      reference: 'bet:1',
    });
    // A repeated idempotency key adds nothing.
    for (let i = 0; i < 2; i += 1) {
      await repository.appendLedgerEntry({
        accountId,
        amount: 1n,
        kind: 'adjustment',
        idempotencyKey: `adj:${accountId}`,
      });
    }
    const res = await call({ url: `${PLATFORM}/player/accounts`, headers: bearer(session) });
    expect(res.status).toBe(200);
    expect(res.body.accounts).toEqual([
      {
        currency: 'EUR',
        subunits: 100,
        active: true,
        balance: { currency: 'EUR', available_to_bet_with_locked_cents: 12_576 },
      },
    ]);
    const sum = await database.db.execute(
      sql`select sum(amount)::text as total from ledger_entries where account_id = ${accountId}`,
    );
    const rows = (Array.isArray(sum) ? sum : (sum as { rows: Json[] }).rows) as Json[];
    expect(rows[0].total).toBe('12576');
  });

  it('keeps the ledger append-only', async () => {
    await expect(database.db.execute(sql`update ledger_entries set amount = 0`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });

  it('keeps exactly one active account through currency changes', async () => {
    const session = await signUp();
    for (const currency of ['USD', 'BTC', 'EUR', 'BTC']) {
      const res = await call({
        method: 'POST',
        url: `${PLATFORM}/player/accounts`,
        body: { currency },
        headers: bearer(session),
      });
      expect(res.body).toEqual({ currency });
    }
    const all = await call({ url: `${PLATFORM}/player/accounts`, headers: bearer(session) });
    expect(all.body.accounts.map((a: Json) => [a.currency, a.active])).toEqual([
      ['BTC', true],
      ['EUR', false],
      ['USD', false],
    ]);
    expect(all.body.accounts[0].subunits).toBe(100_000_000);
    const active = await call({
      url: `${PLATFORM}/player/accounts?compatibility=false`,
      headers: bearer(session),
    });
    expect(active.body.accounts.map((a: Json) => a.currency)).toEqual(['BTC']);
    const rows = await database.db
      .select()
      .from(playerAccounts)
      .where(eq(playerAccounts.playerId, session.user.id));
    expect(rows.filter((row) => row.active)).toHaveLength(1);
    const me = await call({ url: `${PLATFORM}/player`, headers: bearer(session) });
    expect(me.body.currency).toBe('BTC');
  });

  it('survives concurrent currency changes with one active account', async () => {
    const session = await signUp();
    await Promise.all(
      ['USD', 'GBP', 'LTC', 'EUR'].map((currency) =>
        call({
          method: 'POST',
          url: `${PLATFORM}/player/accounts`,
          body: { currency },
          headers: bearer(session),
        }),
      ),
    );
    const rows = await database.db
      .select()
      .from(playerAccounts)
      .where(eq(playerAccounts.playerId, session.user.id));
    expect(rows.filter((row) => row.active)).toHaveLength(1);
  });

  it('answers 400 on an unknown or malformed currency', async () => {
    const session = await signUp();
    const post = (currency: unknown) =>
      call({
        method: 'POST',
        url: `${PLATFORM}/player/accounts`,
        body: { currency },
        headers: bearer(session),
      });
    expect((await post('XRP')).body).toMatchObject({
      code: 'validation_failed',
      field: 'currency',
    });
    expect((await post(12)).body).toMatchObject({ code: 'validation_failed', field: 'currency' });
    const bad = await call({
      url: `${PLATFORM}/player/accounts?compatibility=maybe`,
      headers: bearer(session),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('compatibility');
  });

  it('creates the demo player once, with 1,000.00 EUR', async () => {
    expect(await ensureDemoAccount(repository, argon2Hasher, clock.now())).toBe(true);
    expect(await ensureDemoAccount(repository, argon2Hasher, clock.now())).toBe(false);
    const session = sessionOf(await signIn(DEMO_EMAIL, DEMO_PASSWORD));
    const res = await call({
      url: `${PLATFORM}/player/accounts?compatibility=false`,
      headers: bearer(session),
    });
    expect(res.body.accounts).toEqual([
      {
        currency: 'EUR',
        subunits: 100,
        active: true,
        balance: { currency: 'EUR', available_to_bet_with_locked_cents: 100_000 },
      },
    ]);
  });
});

describe('PATCH /player/update_locale', () => {
  it('changes the language', async () => {
    const session = await signUp();
    const res = await call({
      method: 'PATCH',
      url: `${PLATFORM}/player/update_locale`,
      body: { locale: 'pt-BR' },
      ...cookieAuth(session),
    });
    expect(res.body).toEqual({ language: 'pt-BR' });
    expect(
      (await call({ url: `${PLATFORM}/player`, headers: bearer(session) })).body.language,
    ).toBe('pt-BR');
    const bad = await call({
      method: 'PATCH',
      url: `${PLATFORM}/player/update_locale`,
      body: { locale: 'klingon' },
      headers: bearer(session),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('locale');
  });
});

describe('settings', () => {
  it('answers the defaults to a visitor', async () => {
    const res = await call({ url: SETTINGS });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      auto_accept_odds_change: 'none',
      odds_types: { selected: 'decimal' },
      one_signal_push_notification_subscription: false,
      default_currency: 'EUR',
      updated_at: null,
    });
    expect(res.body.currencies).toEqual([
      { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] },
      { code: 'GBP', subunits: 100, fiat: true, subcurrencies: [] },
      { code: 'USD', subunits: 100, fiat: true, subcurrencies: [] },
      { code: 'BTC', subunits: 100_000_000, fiat: false, subcurrencies: ['mBTC', 'uBTC'] },
      { code: 'LTC', subunits: 100_000_000, fiat: false, subcurrencies: ['mLTC'] },
    ]);
  });

  it('saves a partial update of the player and answers it on later reads', async () => {
    const session = await signUp();
    const saved = await call({
      method: 'POST',
      url: SETTINGS,
      body: { stakes: [200, 1000], auto_accept_odds_change: 'higher' },
      ...cookieAuth(session),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ stakes: [200, 1000], auto_accept_odds_change: 'higher' });
    await call({
      method: 'POST',
      url: SETTINGS,
      body: { odds_type: 'american', one_signal_push_notification_subscription: true },
      headers: bearer(session),
    });
    const read = await call({ url: SETTINGS, cookies: session.cookies });
    expect(read.body).toMatchObject({
      stakes: [200, 1000],
      auto_accept_odds_change: 'higher',
      odds_types: { selected: 'american' },
      one_signal_push_notification_subscription: true,
      updated_at: clock.now().toISOString(),
    });
    // Another player still sees the defaults.
    const other = await signUp();
    expect(
      (await call({ url: SETTINGS, headers: bearer(other) })).body.auto_accept_odds_change,
    ).toBe('none');
  });

  it.each([
    [{ auto_accept_odds_change: 'always' }, 'auto_accept_odds_change'],
    [{ stakes: [] }, 'stakes'],
    [{ stakes: [1.5] }, 'stakes.0'],
    [{ odds_type: 'roman' }, 'odds_type'],
    [{ stakes: [100, 200, 300, 400, 500, 600, 700] }, 'stakes'],
    [{ stakes: [100, -5] }, 'stakes.1'],
    [{ stakes: [500, 100, 500] }, 'stakes.2'],
    // The EUR max stake is €10,000: a preset there would put a stake the slip refuses.
    [{ stakes: [100, 1_000_000] }, 'stakes.1'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const session = await signUp();
    const res = await call({ method: 'POST', url: SETTINGS, body, headers: bearer(session) });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('keeps each of the seven odds formats for the player', async () => {
    const session = await signUp();
    const visitor = await call({ url: SETTINGS });
    expect(visitor.body.odds_types.available).toEqual([
      'decimal',
      'fractional',
      'hongkong',
      'american',
      'indonesian',
      'malaysian',
      'percent',
    ]);
    for (const odds_type of visitor.body.odds_types.available as string[]) {
      const saved = await call({
        method: 'POST',
        url: SETTINGS,
        body: { odds_type },
        headers: bearer(session),
      });
      expect(saved.status).toBe(200);
      const read = await call({ url: SETTINGS, headers: bearer(session) });
      expect(read.body.odds_types.selected).toBe(odds_type);
    }
  });

  it('saves stake presets smallest first and answers them to the slip', async () => {
    const session = await signUp();
    const saved = await call({
      method: 'POST',
      url: SETTINGS,
      body: { stakes: [5000, 200, 999_999] },
      headers: bearer(session),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.stakes).toEqual([200, 5000, 999_999]);
    const refused = await call({
      method: 'POST',
      url: SETTINGS,
      body: { stakes: [100, 1_000_000], auto_accept_odds_change: 'any' },
      headers: bearer(session),
    });
    expect(refused.body.issues[0].code).toBe('error.settings.stakes.above_max_stake');
    // A refused update changes nothing, not even its other fields.
    const read = await call({ url: SETTINGS, headers: bearer(session) });
    expect(read.body).toMatchObject({
      stakes: [200, 5000, 999_999],
      auto_accept_odds_change: 'none',
    });
  });

  it('refuses unknown settings', async () => {
    const session = await signUp();
    const res = await call({
      method: 'POST',
      url: SETTINGS,
      body: { video: true },
      headers: bearer(session),
    });
    expect(res.status).toBe(400);
  });
});

describe('platform headers', () => {
  it('accepts the v1 media type and the app marker, and calls without them', async () => {
    const ok = await call({
      url: SETTINGS,
      headers: { accept: PLATFORM_MEDIA_TYPE, 'x-app': 'sportsbook' },
    });
    expect(ok.status).toBe(200);
    expect(
      (await call({ url: `${PLATFORM}/csrf`, headers: { accept: 'application/json' } })).status,
    ).toBe(200);
  });

  it('answers 406 to another API version and 400 to another app', async () => {
    const v2 = await call({
      url: `${PLATFORM}/player`,
      headers: { accept: 'application/vnd.sportsbook.v2+json' },
    });
    expect(v2.status).toBe(406);
    expect(v2.body.code).toBe('not_acceptable');
    const app = await call({ url: `${PLATFORM}/csrf`, headers: { 'x-app': 'casino' } });
    expect(app.status).toBe(400);
    expect(app.body.code).toBe('unknown_app');
  });
});

describe('API docs', () => {
  it('describes the account platform and settings calls', async () => {
    const documented = await buildApp({ database, clock });
    try {
      const res = await documented.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const paths = Object.keys(res.json().paths);
      for (const path of [
        '/api/platform/users/sign_up',
        '/api/platform/users/sign_in',
        '/api/platform/users/sign_out',
        '/api/platform/player',
        '/api/platform/player/accounts',
        '/api/platform/player/update_locale',
        '/api/sportsbook/settings',
      ]) {
        expect(paths).toContain(path);
      }
    } finally {
      await documented.close();
    }
  });
});
