// The embedded hand-over (decision 0042): the operator API issues a one-time code for a player,
// the frame exchanges it for a session. Bad input, unknown players, expired and reused codes,
// and one code exchanged twice at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import { signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext } from '../testing/test-app';

const CODES = '/api/operator/embed/hand-over-codes';
const EXCHANGE = '/api/platform/embed/session';
const operatorKey = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };
type Json = Record<string, unknown>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function playerIdOf(token: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/platform/player',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as Json).id as number;
}

async function codeFor(playerId: number): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: CODES,
    headers: operatorKey,
    payload: { player_id: playerId },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Json).code as string;
}

const exchange = (code: unknown) =>
  ctx.app.inject({ method: 'POST', url: EXCHANGE, payload: { code } });

describe('signed-in hand-over into the embedded sportsbook', () => {
  it('signs the player in with a code from the operator API, once', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'embed' });
    const playerId = await playerIdOf(player.token);
    const code = await codeFor(playerId);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const session = first.json() as Json;
    expect((session.user as Json).id).toBe(playerId);
    // The session works as the player's own, by bearer token and by the cookies it set.
    expect(await playerIdOf(session.token as string)).toBe(playerId);
    const cookies = first.cookies.map((cookie) => cookie.name).sort();
    expect(cookies).toEqual(['sb_csrf', 'sb_session']);

    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'hand_over_code_invalid', field: 'code' });
  });

  it('refuses a code after its minute is over', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'embed-late' });
    const code = await codeFor(await playerIdOf(player.token));
    ctx.clock.advance(60_001);
    const late = await exchange(code);
    expect(late.statusCode).toBe(401);
    expect((late.json() as Json).code).toBe('hand_over_code_invalid');
  });

  it('gives one session when the same code is exchanged twice at once', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'embed-race' });
    const code = await codeFor(await playerIdOf(player.token));
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(code)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('answers an unknown code like a used one', async () => {
    const res = await exchange('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect((res.json() as Json).code).toBe('hand_over_code_invalid');
  });

  it('refuses bad input with 400 and the field', async () => {
    for (const code of [
      'short',
      'x'.repeat(44),
      'bad code with spaces and more than 43 chars',
      42,
      null,
    ]) {
      const res = await exchange(code);
      expect(res.statusCode, String(code)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('code');
    }
    const noBody = await ctx.app.inject({ method: 'POST', url: EXCHANGE, payload: {} });
    expect(noBody.statusCode).toBe(400);
    for (const player_id of [0, -1, 1.5, 'x', 2_147_483_648]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: CODES,
        headers: operatorKey,
        payload: { player_id },
      });
      expect(res.statusCode, String(player_id)).toBe(400);
      expect((res.json() as Json).field).toBe('player_id');
    }
  });

  it('needs the operator key for a code, and a known player', async () => {
    const noKey = await ctx.app.inject({ method: 'POST', url: CODES, payload: { player_id: 1 } });
    expect(noKey.statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: CODES,
      headers: operatorKey,
      payload: { player_id: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a code for a player in a time-out', async () => {
    const player = await signUpPlayer(ctx.app, { prefix: 'embed-timeout' });
    const playerId = await playerIdOf(player.token);
    const timeOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/player/restrictions/time_out',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { period: '24h' },
    });
    expect(timeOut.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: CODES,
      headers: operatorKey,
      payload: { player_id: playerId },
    });
    expect(res.statusCode).toBe(403);
    expect((res.json() as Json).code).toBe('account_restricted');
  });
});
