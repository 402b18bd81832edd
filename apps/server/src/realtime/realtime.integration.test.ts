// Realtime over the real app and migrations: token calls, feed ticks and provider switches
// turned into events, and deposits announcing the new balance.
import { publicChannels, realtimeEventSchema } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedChanges } from '../feed/feed-model';
import { DEFAULT_REALTIME_TOKEN_CONFIG } from '../app';
import {
  NOW,
  catalogSnapshot,
  feedMarket,
  feedMatch,
  feedOutcome,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { recordingPublisher } from '../testing/recording-publisher';
import { type TestContext, createTestContext } from '../testing/test-app';
import { verifyConnectionToken, verifySubscriptionToken } from './jwt';

const SPORTSBOOK = '/api/sportsbook';
const PLATFORM = '/api/platform';
const SECRET = DEFAULT_REALTIME_TOKEN_CONFIG.tokenSecret;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const publisher = recordingPublisher();
const feed = scriptedFeed(catalogSnapshot());
let ctx: TestContext;
let counter = 0;

async function signUp(): Promise<{ token: string; id: number; csrf: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${PLATFORM}/users/sign_up`,
    payload: {
      email: `rt${++counter}@example.test`,
      password: 'secret-password-1',
      currency: 'EUR',
      terms_accepted: true,
    },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Json;
  const player = await ctx.app.inject({
    method: 'GET',
    url: `${PLATFORM}/player`,
    headers: { authorization: `Bearer ${body.token}` },
  });
  return { token: body.token, id: (player.json() as Json).id, csrf: body.csrf_token };
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as Record<string, unknown>,
  });

const idOfMatch = async (urn: string): Promise<number> => {
  const res = await ctx.app.inject({ method: 'GET', url: `${SPORTSBOOK}/matches?limit=50` });
  const match = (res.json() as Json).data.find((m: Json) => m.urn_id === urn);
  return match.id;
};

beforeAll(async () => {
  ctx = await createTestContext({ feed, publisher, cacheTtlMs: 60_000 });
});

afterAll(async () => {
  await ctx?.close();
});

describe('POST /websocket/token', () => {
  it('gives a visitor an anonymous token with an expiry and the socket URL', async () => {
    const res = await post(`${SPORTSBOOK}/websocket/token`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Json;
    expect(body.url).toBe(DEFAULT_REALTIME_TOKEN_CONFIG.publicUrl);
    expect(body.expires_in).toBe(600);
    const verified = verifyConnectionToken(body.token, SECRET);
    expect(verified.ok && verified.claims.sub).toBe('');
    if (verified.ok) expect((verified.claims.exp ?? 0) - (verified.claims.iat ?? 0)).toBe(600);
  });

  it('accepts a call without a body, as a visitor', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${SPORTSBOOK}/websocket/token` });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("names the signed-in player in the token's sub", async () => {
    const player = await signUp();
    const res = await post(
      `${SPORTSBOOK}/websocket/token`,
      {},
      { authorization: `Bearer ${player.token}` },
    );
    expect(res.statusCode).toBe(200);
    const verified = verifyConnectionToken((res.json() as Json).token, SECRET);
    expect(verified.ok && verified.claims.sub).toBe(String(player.id));
  });

  it('answers 401 to credentials of no live session, and 400 to unknown fields', async () => {
    const expired = await post(
      `${SPORTSBOOK}/websocket/token`,
      {},
      { authorization: 'Bearer not-a-session' },
    );
    expect(expired.statusCode).toBe(401);
    const bad = await post(`${SPORTSBOOK}/websocket/token`, { sub: '1' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a cookie-authenticated call without the CSRF header (403)', async () => {
    const player = await signUp();
    const res = await post(
      `${SPORTSBOOK}/websocket/token`,
      {},
      { cookie: `sb_session=${player.token}` },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /websocket/authorize', () => {
  it("grants the player's own channel and refuses another player's, channel by channel", async () => {
    const player = await signUp();
    const other = await signUp();
    const own = `$user:${player.id}`;
    const res = await post(
      `${SPORTSBOOK}/websocket/authorize`,
      { channels: [own, `$user:${other.id}`, 'match:1', '$admin:1'] },
      { authorization: `Bearer ${player.token}` },
    );
    expect(res.statusCode).toBe(200);
    const { channels } = res.json() as Json;
    expect(channels.map((c: Json) => c.channel)).toEqual([
      own,
      `$user:${other.id}`,
      'match:1',
      '$admin:1',
    ]);
    const granted = verifySubscriptionToken(channels[0].token, SECRET);
    expect(granted.ok && granted.claims).toMatchObject({ sub: String(player.id), channel: own });
    expect(channels[0].error).toBeUndefined();
    expect(channels[1]).toMatchObject({ token: '', error: { code: 'forbidden' } });
    expect(channels[2]).toEqual({ channel: 'match:1', token: '' });
    expect(channels[3]).toMatchObject({ token: '', error: { code: 'forbidden' } });
  });

  it('answers a visitor without tokens for public channels and 401 for a $ channel', async () => {
    const open = await post(`${SPORTSBOOK}/websocket/authorize`, {
      channels: ['public:en', 'match:7'],
    });
    expect(open.statusCode).toBe(200);
    expect((open.json() as Json).channels).toEqual([
      { channel: 'public:en', token: '' },
      { channel: 'match:7', token: '' },
    ]);
    const personal = await post(`${SPORTSBOOK}/websocket/authorize`, { channels: ['$user:1'] });
    expect(personal.statusCode).toBe(401);
    expect((personal.json() as Json).code).toBe('unauthorized');
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [unknown, string][] = [
      [{}, 'channels'],
      [{ channels: [] }, 'channels'],
      [{ channels: 'match:1' }, 'channels'],
      [{ channels: ['ok', 'has space'] }, 'channels.1'],
      [{ channels: ['x'.repeat(256)] }, 'channels.0'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(`${SPORTSBOOK}/websocket/authorize`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json() as Json).field, JSON.stringify(payload)).toBe(field);
    }
  });
});

describe('feed changes as realtime events', () => {
  const tick = async (changes: FeedChanges) => {
    feed.queue(changes);
    ctx.clock.advance(1000);
    await ctx.runner.tick();
  };

  it('publishes one markets_changed per match per tick, with only the moved outcomes', async () => {
    const arsenal = await idOfMatch('sr:match:1001');
    const tennis = await idOfMatch('sr:match:2001');
    publisher.clear();
    await tick({
      ...noChanges(new Date(NOW.getTime() + 1000)),
      markets: [
        feedMarket({
          matchUrnId: 'sr:match:1001',
          outcomes: [
            feedOutcome({ id: '1', name: 'Home', odds: 2.25 }),
            feedOutcome({ id: 'X', name: 'Draw', odds: 3.4 }),
            feedOutcome({ id: '2', name: 'Away', odds: 3.6 }),
          ],
        }),
        feedMarket({
          matchUrnId: 'sr:match:1001',
          marketId: 18,
          specifier: 'total=2.5',
          name: 'Total 2.5',
          priority: 2,
          mostBalanced: true,
          groups: ['main', 'totals'],
          status: -1,
          outcomes: [
            feedOutcome({ id: 'over', name: 'Over', odds: 1.95 }),
            feedOutcome({ id: 'under', name: 'Under', odds: 1.85, active: false }),
          ],
        }),
        feedMarket({
          matchUrnId: 'sr:match:2001',
          marketId: 186,
          name: 'Winner',
          outcomes: [
            feedOutcome({ id: '1', name: 'Sinner', odds: 1.4444 }),
            feedOutcome({ id: '2', name: 'Alcaraz', odds: 2.6 }),
          ],
        }),
      ],
    });
    await vi.waitFor(() => expect(publisher.ofType('markets_changed')).toHaveLength(2));
    const [first, second] = publisher.ofType('markets_changed');
    expect(first?.channel).toBe(`match:${arsenal}`);
    const data = realtimeEventSchema.parse(first?.message);
    expect(data.type).toBe('markets_changed');
    if (data.type !== 'markets_changed') return;
    expect(data.data.match_id).toBe(arsenal);
    expect(data.data.markets.map((m) => [m.id, m.specifier, m.status])).toEqual([
      [1, '', 1],
      [18, 'total=2.5', -1],
    ]);
    expect(data.data.markets[0]?.outcomes).toEqual([
      { id: '1', name: 'Home', active: true, odds: 2.25 },
    ]);
    expect(data.data.markets[1]?.outcomes).toEqual([
      { id: 'under', name: 'Under', active: false, odds: 1.85 },
    ]);
    // Odds as the catalog answers them: three decimals.
    expect(second?.channel).toBe(`match:${tennis}`);
    expect((second?.message.data as Json).markets[0].outcomes).toEqual([
      { id: '1', name: 'Sinner', active: true, odds: 1.444 },
    ]);
  });

  it('publishes a changed match whole, and a status change also on every public channel', async () => {
    const id = await idOfMatch('sr:match:1002');
    publisher.clear();
    const kickOff = feedMatch({
      urnId: 'sr:match:1002',
      slug: 'liverpool-everton',
      home: { urnId: 'sr:competitor:44', name: 'Liverpool', abbreviation: 'LIV', logo: null },
      away: { urnId: 'sr:competitor:48', name: 'Everton', abbreviation: 'EVE', logo: null },
      stadium: 'Anfield',
      city: 'Liverpool',
      status: 1,
      startTime: NOW,
      popularity: 70,
    });
    await tick({
      ...noChanges(new Date(NOW.getTime() + 2000)),
      matches: [kickOff],
      statusChanged: ['sr:match:1002'],
    });
    await vi.waitFor(() =>
      expect(publisher.ofType('match_status_changed')).toHaveLength(1 + publicChannels().length),
    );
    const changed = publisher.ofType('match_changed');
    expect(changed.map((p) => p.channel)).toEqual([`match:${id}`]);
    const match = realtimeEventSchema.parse(changed[0]?.message);
    expect(match.type === 'match_changed' && match.data).toMatchObject({ id, status: 1 });
    const status = publisher.ofType('match_status_changed');
    expect(status.map((p) => p.channel)).toEqual([`match:${id}`, ...publicChannels()]);
    expect(realtimeEventSchema.parse(status[0]?.message).data).toEqual({
      id,
      urn_id: 'sr:match:1002',
      status: 1,
      bettable: true,
      provider: 'betradar',
      sport_type: 'regular',
      tournament_id: expect.any(Number),
    });
  });
});

describe('provider status', () => {
  const setStatus = (provider: string, status: unknown) =>
    post(`${PLATFORM}/dev/providers/${provider}`, { status });

  const navi = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${SPORTSBOOK}/matches?limit=50` });
    return (res.json() as Json).data.find((m: Json) => m.urn_id === 'od:match:3001');
  };

  it('switches a provider off: not bettable, selections unavailable, event on public channels', async () => {
    publisher.clear();
    const res = await setStatus('oddin', 'inactive');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'oddin', status: 'inactive', changed: true });
    await vi.waitFor(() =>
      expect(publisher.ofType('provider_status_changed')).toHaveLength(publicChannels().length),
    );
    expect(publisher.ofType('provider_status_changed').map((p) => [p.channel, p.message])).toEqual(
      publicChannels().map((channel) => [
        channel,
        { type: 'provider_status_changed', data: { provider: 'oddin', status: 'inactive' } },
      ]),
    );

    // The cached catalog answer was dropped: the switch shows at once.
    const match = await navi();
    expect(match.bettable).toBe(false);
    expect(match.main_market.status).toBe(-1);
    expect(match.main_market.outcomes.every((o: Json) => o.active === false)).toBe(true);
    const markets = await ctx.app.inject({
      method: 'GET',
      url: `${SPORTSBOOK}/matches/${match.id}/markets`,
    });
    expect((markets.json() as Json).data.every((m: Json) => m.status !== 1)).toBe(true);
    const settings = await ctx.app.inject({ method: 'GET', url: `${SPORTSBOOK}/settings` });
    expect((settings.json() as Json).provider_statuses).toMatchObject({
      betradar: 'active',
      oddin: 'inactive',
    });

    const again = await setStatus('oddin', 'inactive');
    expect(again.json()).toMatchObject({ changed: false });

    const back = await setStatus('oddin', 'active');
    expect(back.json()).toMatchObject({ changed: true });
    const restored = await navi();
    expect(restored.main_market.status).toBe(1);
    expect(restored.main_market.outcomes.every((o: Json) => o.active)).toBe(true);
  });

  it('leaves bettable=true lists without events of an inactive provider', async () => {
    const url = `${SPORTSBOOK}/matches?bettable=true&limit=50`;
    const urns = async () =>
      ((await ctx.app.inject({ method: 'GET', url })).json() as Json).data.map(
        (m: Json) => m.urn_id,
      );
    expect(await urns()).toContain('sr:match:1001');
    await setStatus('betradar', 'inactive');
    expect(await urns()).not.toContain('sr:match:1001');
    const off = await ctx.app.inject({
      method: 'GET',
      url: `${SPORTSBOOK}/matches?bettable=false&limit=50`,
    });
    expect((off.json() as Json).data.map((m: Json) => m.urn_id)).toContain('sr:match:1001');
    await setStatus('betradar', 'active');
    expect(await urns()).toContain('sr:match:1001');
  });

  it('answers 400 naming the field for an unknown provider or status', async () => {
    const provider = await setStatus('pinnacle', 'inactive');
    expect(provider.statusCode).toBe(400);
    expect((provider.json() as Json).field).toBe('provider');
    const status = await setStatus('oddin', 'paused');
    expect(status.statusCode).toBe(400);
    expect((status.json() as Json).field).toBe('status');
  });
});

describe('balance_changed', () => {
  it("announces the new balance on the player's channel after a quick deposit", async () => {
    const player = await signUp();
    publisher.clear();
    const res = await post(
      `${PLATFORM}/payments/quick_deposit`,
      { amount: 2500, currency: 'EUR' },
      { authorization: `Bearer ${player.token}` },
    );
    expect(res.json()).toMatchObject({ status: 'success' });
    const events = publisher.ofType('balance_changed');
    expect(events).toHaveLength(1);
    expect(events[0]?.channel).toBe(`$user:${player.id}`);
    expect(realtimeEventSchema.parse(events[0]?.message).data).toEqual({
      currency: 'EUR',
      balance: 2500,
      available_to_bet_with_locked_cents: 2500,
      account: {
        currency: 'EUR',
        subunits: 100,
        active: true,
        balance: { currency: 'EUR', available_to_bet_with_locked_cents: 2500 },
      },
    });
  });

  it('announces nothing for a failed or pending deposit', async () => {
    const player = await signUp();
    publisher.clear();
    for (const amount of [1013, 1077]) {
      await post(
        `${PLATFORM}/payments/quick_deposit`,
        { amount, currency: 'EUR' },
        { authorization: `Bearer ${player.token}` },
      );
    }
    expect(publisher.ofType('balance_changed')).toEqual([]);
  });
});
