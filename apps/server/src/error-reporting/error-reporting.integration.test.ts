// The API's error reports, read from a local envelope receiver as Sentry would receive them:
// a 500 is sent with its request and never a secret; a refusal is not sent; a 429 from the
// receiver pauses reporting (spec section 9's back-off).
import { API_BASES } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../testing/test-app';
import {
  type ErrorReporter,
  SKIP_REPORT,
  createErrorReporter,
  isReportable,
} from './error-reporter';
import { type EnvelopeReceiver, startEnvelopeReceiver } from './testing/envelope-receiver';

const SIGN_IN = `${API_BASES.platform}/users/sign_in`;
const PASSWORD = 'correct-horse-battery-9';
const SESSION_COOKIE = 'sb_session=session-secret-value';
const BEARER = 'Bearer bearer-secret-value';

let receiver: EnvelopeReceiver;
let reporter: ErrorReporter;
let ctx: TestContext;

beforeAll(async () => {
  receiver = await startEnvelopeReceiver();
  reporter = createErrorReporter({
    dsn: receiver.dsn(7),
    environment: 'test',
    release: 'build-1234',
  });
  ctx = await createTestContext({ errorReporter: reporter });
});

afterAll(async () => {
  await ctx?.close();
  await reporter?.close();
  await receiver?.close();
});

beforeEach(() => {
  receiver.answerWith(200);
  receiver.envelopes.length = 0;
});

/** Makes the players table disappear for the length of `run`: sign-in then fails with a 500. */
async function withPlayersGone<T>(run: () => Promise<T>): Promise<T> {
  await ctx.database.db.execute(sql.raw('alter table players rename to players_away'));
  try {
    return await run();
  } finally {
    await ctx.database.db.execute(sql.raw('alter table players_away rename to players'));
  }
}

const failingSignIn = () =>
  withPlayersGone(() =>
    ctx.app.inject({
      method: 'POST',
      url: `${SIGN_IN}?return_to=%2Fsports&token=query-secret-value`,
      headers: {
        cookie: SESSION_COOKIE,
        authorization: BEARER,
        'x-csrf-token': 'csrf-secret-value',
        'x-forwarded-for': '203.0.113.9',
        'user-agent': 'error-reporting-test',
      },
      payload: { login: 'ann@example.com', password: PASSWORD },
    }),
  );

describe('errors the API reports', () => {
  it('sends a 500 with its route, method, URL and body, to the DSN project', async () => {
    const res = await failingSignIn();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Internal server error' });
    expect(await reporter.flush()).toBe(true);

    expect(receiver.envelopes).toHaveLength(1);
    const [envelope] = receiver.envelopes;
    expect(envelope?.path).toMatch(/^\/api\/7\/envelope\/\?/);
    const [event] = receiver.events();
    expect(event).toMatchObject({
      level: 'error',
      environment: 'test',
      release: 'build-1234',
      transaction: `POST ${SIGN_IN}`,
      request: {
        method: 'POST',
        url: `${SIGN_IN}?return_to=%2Fsports&token=%5BFiltered%5D`,
        headers: { 'user-agent': 'error-reporting-test' },
        data: { login: 'ann@example.com', password: '[Filtered]' },
      },
      tags: { 'http.method': 'POST' },
    });
    const exception = (event?.exception as { values: { value: string }[] }).values.at(-1);
    expect(exception?.value).toMatch(/players/);
  });

  it('never sends cookies, authorization, CSRF tokens, passwords or the client address', async () => {
    await failingSignIn();
    await reporter.flush();
    const [event] = receiver.events();
    const headers = (event?.request as { headers: Record<string, string> }).headers;
    expect(Object.keys(headers)).not.toEqual(
      expect.arrayContaining(['cookie', 'authorization', 'x-csrf-token', 'x-forwarded-for']),
    );
    const raw = receiver.envelopes.map((envelope) => envelope.raw).join('\n');
    for (const secret of [
      PASSWORD,
      'session-secret-value',
      'bearer-secret-value',
      'csrf-secret-value',
      'query-secret-value',
      '203.0.113.9',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });
});

describe('what the API does not report', () => {
  it('sends nothing for a refusal (4xx is an answer, not an error)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: SIGN_IN,
      payload: { login: 'ann@example.com', password: 12 },
    });
    expect(res.statusCode).toBe(400);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/sportsbook/nowhere' });
    expect(missing.statusCode).toBe(404);
    await reporter.flush();
    expect(receiver.envelopes).toHaveLength(0);
  });

  it('backs off after the receiver answers 429, instead of sending into the limit', async () => {
    receiver.answerWith(429);
    await failingSignIn();
    await reporter.flush();
    expect(receiver.envelopes).toHaveLength(1);
    // Rate-limited without a Retry-After: the SDK waits 60 s; the next 500 is not sent.
    receiver.answerWith(200);
    await failingSignIn();
    await reporter.flush();
    expect(receiver.envelopes).toHaveLength(1);
  });

  it('skips errors marked to skip and connections the client dropped', () => {
    expect(isReportable(Object.assign(new Error('handled'), { [SKIP_REPORT]: true }))).toBe(false);
    expect(isReportable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(
      false,
    );
    expect(isReportable(new TypeError('x is undefined'))).toBe(true);
  });
});
