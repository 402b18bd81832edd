// Notifications end to end through the HTTP API (decision 0036): every call and its bad input,
// paging to the last page, read marks (own, broadcast, read-all racing new notifications), the
// realtime events, each creating event (settlement won/lost/voided, cash-out, bonus issued,
// jackpot hit, maintenance message, a VIP bet's notification) and web push to a local receiver.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DB_INT_MAX, publicChannels, realtimeEventSchema } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import type { FeedMarket } from '../feed/feed-model';
import { placeBets, signUpPlayer } from '../testing/bettor';
import {
  NOW,
  catalogSnapshot,
  footballMarkets,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { type RecordingPublisher, recordingPublisher } from '../testing/recording-publisher';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';
import { decryptAsBrowser, newBrowser, verifyVapid } from './push-test-browser';
import { generateVapidKeys } from './web-push';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const NOTIFICATIONS = '/api/sportsbook/notifications';
const MAINTENANCE = '/api/operator/notifications/maintenance';
const operator = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let ctx: TestContext;
let publisher: RecordingPublisher;
let feed: ReturnType<typeof scriptedFeed>;
const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@example.test' };

const single = (matchId: number, stake: number, outcome = '1', odds = 2.1) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: outcome, odds }],
    },
  ],
});

function resulted(urn: string, result: (outcome: string) => 'win' | 'lose' | 'void'): FeedMarket {
  const market = footballMarkets(urn).find((m) => m.marketId === 1) as FeedMarket;
  return {
    ...market,
    status: -3,
    outcomes: market.outcomes.map((o) => ({ ...o, result: result(o.id) })),
  };
}

async function settle(markets: FeedMarket[]) {
  feed.queue({ ...noChanges(NOW), markets });
  await ctx.runner.tick();
  await ctx.app.settlement.enqueue(async () => {});
  await ctx.app.notifications.idle();
}

async function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const list = (token: string, query = '') => call('GET', `${NOTIFICATIONS}${query}`, token);
const unread = async (token: string) =>
  (await call('GET', `${NOTIFICATIONS}/counters`, token)).body.data.unread as number;

async function playerIdOf(token: string): Promise<number> {
  return (await call('GET', '/api/platform/player', token)).body.id as number;
}

async function newPlayer(deposit = 0) {
  const { token } = await signUpPlayer(ctx.app, { deposit, prefix: 'notified' });
  return { token, id: await playerIdOf(token) };
}

const vipNotice = (playerId: number, n: number) => ({
  playerId,
  type: 'vip_bet' as const,
  objectType: 'bet',
  objectId: 1000 + n,
  template: 'vip_bet_accepted' as const,
  params: {
    bet_ref: `V-${n}`,
    event: 'Liverpool – Everton',
    legs: 1,
    stake: { amount: 50_000, currency: 'EUR', subunits: 100 },
  },
});

/** The events published to a player's channel, parsed with the contract's schema. */
function eventsOf(playerId: number, type: string): Json[] {
  return publisher.publications
    .filter((p) => p.channel === `$user:${playerId}` && p.message.type === type)
    .map((p) => realtimeEventSchema.parse(p.message).data);
}

let receiver: ReturnType<typeof createServer>;
let receiverUrl = '';
const received: { path: string; headers: Record<string, unknown>; body: Buffer }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      // A subscription the push service forgot answers 410 Gone.
      response.statusCode = request.url?.includes('gone') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  publisher = recordingPublisher();
  feed = scriptedFeed(catalogSnapshot());
  ctx = await createTestContext({
    feed,
    publisher,
    apiDocs: false,
    settle: true,
    betting: { liveDelayMs: 0 },
    webPush: { ...vapid, allowInsecureEndpoints: true },
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the calls', () => {
  it('need a signed-in player', async () => {
    expect((await call('GET', NOTIFICATIONS, null)).status).toBe(401);
    expect((await call('GET', `${NOTIFICATIONS}/counters`, null)).status).toBe(401);
    expect((await call('POST', `${NOTIFICATIONS}/read`, null, { ids: [1] })).status).toBe(401);
    expect((await call('POST', `${NOTIFICATIONS}/read-all`, null)).status).toBe(401);
    expect((await call('GET', `${NOTIFICATIONS}/push`, null)).status).toBe(401);
  });

  it('answer bad input with 400 naming the field', async () => {
    const { token } = await newPlayer();
    const cases: [string, string, unknown, string][] = [
      ['GET', `${NOTIFICATIONS}?page=0`, undefined, 'page'],
      ['GET', `${NOTIFICATIONS}?limit=501`, undefined, 'limit'],
      ['GET', `${NOTIFICATIONS}?limit=x`, undefined, 'limit'],
      ['POST', `${NOTIFICATIONS}/read`, { ids: [] }, 'ids'],
      ['POST', `${NOTIFICATIONS}/read`, { ids: ['1'] }, 'ids.0'],
      ['POST', `${NOTIFICATIONS}/read`, { ids: [DB_INT_MAX + 1] }, 'ids.0'],
      [
        'POST',
        `${NOTIFICATIONS}/push/subscriptions`,
        { endpoint: 'ftp://x', keys: {} },
        'endpoint',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method as 'GET' | 'POST', url, token, payload);
      expect(res.status, url).toBe(400);
      expect(res.body.field, url).toBe(field);
    }
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: MAINTENANCE,
      payload: { title: { en: 'x' } },
    });
    expect(noKey.statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: MAINTENANCE,
      headers: operator,
      payload: { title: { en: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Json).field).toBe('title.en');
  });

  it('page newest first to the last page, in the pagination of the spec', async () => {
    const { token, id } = await newPlayer();
    for (let n = 1; n <= 45; n += 1) await ctx.app.notifications.notify(vipNotice(id, n));
    const first = await list(token, '?limit=20');
    expect(first.body.pagination).toEqual({ total: 45, page: 1, limit: 20, last_page: 3 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toMatchObject({
      type: 'vip_bet',
      title: 'VIP bet accepted',
      caption: 'Liverpool – Everton',
      body: 'Your €500.00 VIP bet V-45 has been accepted.',
      object_type: 'bet',
      object_id: '1045',
      read: false,
    });
    const last = await list(token, '?limit=20&page=3');
    expect(last.body.data.map((n: Json) => n.body)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Your €500.00 VIP bet V-${n} has been accepted.`),
    );
    expect((await list(token, '?limit=20&page=4')).body.data).toEqual([]);
    expect((await list(token)).body.pagination.limit).toBe(20);
    // An empty list still has one (empty) page.
    const fresh = await newPlayer();
    expect((await list(fresh.token)).body.pagination).toEqual({
      total: 0,
      page: 1,
      limit: 20,
      last_page: 1,
    });
  });

  it("mark the player's own notifications read, ignoring other players' and unknown ids", async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const [a1, a2] = [
      await ctx.app.notifications.notify(vipNotice(a.id, 1)),
      await ctx.app.notifications.notify(vipNotice(a.id, 2)),
    ];
    const b1 = await ctx.app.notifications.notify(vipNotice(b.id, 3));
    expect(await unread(a.token)).toBe(2);
    publisher.clear();
    const read = await call('POST', `${NOTIFICATIONS}/read`, a.token, {
      ids: [a1?.id, b1?.id, DB_INT_MAX],
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ unread: 1 });
    expect(eventsOf(a.id, 'notifications_counters_changed')).toEqual([{ unread: 1 }]);
    expect(await unread(b.token)).toBe(1);
    const items = (await list(a.token)).body.data as Json[];
    expect(items.map((n) => [n.id, n.read])).toEqual([
      [a2?.id, false],
      [a1?.id, true],
    ]);
    // Reading again changes nothing.
    expect(
      (await call('POST', `${NOTIFICATIONS}/read`, a.token, { ids: [a1?.id] })).body.data,
    ).toEqual({ unread: 1 });
    const all = await call('POST', `${NOTIFICATIONS}/read-all`, a.token);
    expect(all.body.data).toEqual({ unread: 0 });
    expect(await unread(b.token)).toBe(1);
  });

  it('render in the language the player has now', async () => {
    const { token, id } = await newPlayer();
    await ctx.app.notifications.notify(vipNotice(id, 1));
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/platform/player/update_locale',
      headers: bearer(token),
      payload: { locale: 'de' },
    });
    expect(changed.statusCode).toBe(200);
    const [item] = (await list(token)).body.data as Json[];
    expect(item.title).toBe('VIP-Wette angenommen');
    expect(item.body).toMatch(/^Deine VIP-Wette V-1 über 500,00\s€ wurde angenommen\.$/);
    // A page in English asks in English (Accept-Language); a language without texts does not.
    const english = await ctx.app.inject({
      method: 'GET',
      url: NOTIFICATIONS,
      headers: { ...bearer(token), 'accept-language': 'it-IT, en;q=0.8' },
    });
    expect((english.json() as Json).data[0].title).toBe('VIP bet accepted');
    const italian = await ctx.app.inject({
      method: 'GET',
      url: NOTIFICATIONS,
      headers: { ...bearer(token), 'accept-language': 'it' },
    });
    expect((italian.json() as Json).data[0].title).toBe('VIP-Wette angenommen');
    const french = await ctx.app.inject({
      method: 'GET',
      url: NOTIFICATIONS,
      headers: { ...bearer(token), 'accept-language': 'fr-FR' },
    });
    expect((french.json() as Json).data[0].title).toBe('Pari VIP accepté');
  });
});

describe('realtime', () => {
  it('publishes the notification and then the counter on the player channel', async () => {
    const { id } = await newPlayer();
    publisher.clear();
    const stored = await ctx.app.notifications.notify(vipNotice(id, 7));
    const types = publisher.publications
      .filter((p) => p.channel === `$user:${id}`)
      .map((p) => p.message.type);
    expect(types).toEqual(['notification', 'notifications_counters_changed']);
    expect(eventsOf(id, 'notification')).toEqual([stored]);
    expect(eventsOf(id, 'notifications_counters_changed')).toEqual([{ unread: 1 }]);
  });

  it('keeps the counter exact when read-all races new notifications', async () => {
    const { token, id } = await newPlayer();
    for (let n = 0; n < 5; n += 1) await ctx.app.notifications.notify(vipNotice(id, n));
    publisher.clear();
    await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => ctx.app.notifications.notify(vipNotice(id, 100 + n))),
      call('POST', `${NOTIFICATIONS}/read-all`, token),
      call('POST', `${NOTIFICATIONS}/read-all`, token),
    ]);
    await ctx.app.notifications.idle();
    const items = (await list(token, '?limit=100')).body.data as Json[];
    expect(items).toHaveLength(25);
    const stillUnread = items.filter((n) => !n.read).length;
    expect(await unread(token)).toBe(stillUnread);
    // The last counter the player's browser received is the count after the last write.
    expect(eventsOf(id, 'notifications_counters_changed').at(-1)).toEqual({ unread: stillUnread });
    await call('POST', `${NOTIFICATIONS}/read-all`, token);
    expect(await unread(token)).toBe(0);
  });
});

describe('creating events', () => {
  it('a cash-out notifies with the amount paid', async () => {
    const { token } = await newPlayer(10_000);
    const matchId = await matchIdOf(ctx.database, 'sr:match:1001');
    const placed = await placeBets(ctx.app, token, single(matchId, 1000));
    const bet = placed.body.data[0];
    expect(bet.to_cashout).toBeGreaterThan(0);
    const cashed = await call('POST', '/api/sportsbook/v3/bets/cashout', token, {
      bet_id: bet.id,
      to_cashout: bet.to_cashout,
    });
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    await ctx.app.notifications.idle();
    const [item] = (await list(token)).body.data as Json[];
    expect(item).toMatchObject({ type: 'bet', title: 'Bet cashed out', object_id: bet.id });
    const paid = (bet.to_cashout / 100).toFixed(2);
    expect(item.body).toBe(`€${paid} has been credited to your balance (bet ${bet.ref}).`);
  });

  it('a bonus issued by the operator notifies its player', async () => {
    const { token, id } = await newPlayer();
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/freebets',
      headers: operator,
      payload: {
        player_id: id,
        type: 'freebet',
        name: 'Weekend freebet',
        amount: 500,
        currency: 'EUR',
      },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    await ctx.app.notifications.idle();
    const [item] = (await list(token)).body.data as Json[];
    expect(item).toMatchObject({
      type: 'bonus',
      title: 'New bonus for you',
      caption: 'Weekend freebet',
      object_type: 'freebet',
      object_id: String((issued.json() as Json).data.id),
    });
  });

  it('a jackpot hit notifies the winner with the amount', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/jackpot-programmes',
      headers: operator,
      payload: {
        code: 'notifications-test',
        name: 'Test Jackpot',
        currency: 'EUR',
        contribution_bps: 1000,
        min_stake: 100,
        min_odds: 1.5,
        levels: [
          {
            code: 'grand',
            name: 'Grand',
            seed_amount: 5000,
            contribution_weight: 1,
            must_hit_by: 1e13,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const jackpotId = (created.json() as Json).data.id;
    const forced = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/jackpot-programmes/${jackpotId}/levels/grand/force-hit`,
      headers: operator,
    });
    expect(forced.statusCode).toBe(200);
    const { token } = await newPlayer(10_000);
    const placed = await placeBets(
      ctx.app,
      token,
      single(await matchIdOf(ctx.database, 'sr:match:1002'), 1000),
    );
    expect(placed.body.data[0].used_in_jackpot).toBe(true);
    await ctx.app.notifications.idle();
    const items = (await list(token)).body.data as Json[];
    const hit = items.find((n) => n.type === 'jackpot');
    expect(hit).toMatchObject({
      title: 'Jackpot hit!',
      caption: 'Test Jackpot Grand',
      object_type: 'jackpot_hit',
    });
    expect(hit.body).toMatch(/^€\d+\.\d\d has been credited to your balance\.$/);
  });

  it('a bet settled won, lost or voided notifies its player once', async () => {
    const { token, id } = await newPlayer(10_000);
    const winMatch = await matchIdOf(ctx.database, 'sr:match:1001');
    const loseMatch = await matchIdOf(ctx.database, 'sr:match:1002');
    const voidMatch = await matchIdOf(ctx.database, 'sr:match:1003');
    for (const matchId of [winMatch, loseMatch, voidMatch]) {
      const placed = await placeBets(ctx.app, token, single(matchId, 1000));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    await ctx.app.notifications.idle();
    expect(await unread(token)).toBe(0);
    const markets = [
      resulted('sr:match:1001', (o) => (o === '1' ? 'win' : 'lose')),
      resulted('sr:match:1002', (o) => (o === '1' ? 'lose' : 'win')),
      resulted('sr:match:1003', () => 'void'),
    ];
    await settle(markets);
    // The same results again settle nothing and notify nothing.
    await settle(markets);
    const items = (await list(token)).body.data as Json[];
    expect(items.map((n) => n.title).sort()).toEqual(['Bet lost', 'Bet voided', 'Bet won']);
    const won = items.find((n) => n.title === 'Bet won');
    expect(won).toMatchObject({ type: 'bet', object_type: 'bet', read: false });
    expect(won.body).toMatch(/^€21\.00 has been credited to your balance \(bet .+\)\.$/);
    expect(items.find((n) => n.title === 'Bet voided').body).toMatch(/^€10\.00 has been returned/);
    expect(items.find((n) => n.title === 'Bet lost').body).toMatch(
      /^Your €10\.00 bet .+ did not win/,
    );
    expect(await unread(token)).toBe(3);
    expect(eventsOf(id, 'notification')).toHaveLength(3);
  });
});

describe('maintenance messages', () => {
  it('to everyone: one broadcast each player reads on their own, not shown to later players', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    publisher.clear();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: MAINTENANCE,
      headers: operator,
      payload: {
        title: { en: 'Planned maintenance', de: 'Geplante Wartung' },
        caption: { en: 'Tonight 02:00–03:00 UTC' },
        body: { en: 'Betting pauses for an hour.', de: 'Wetten pausieren für eine Stunde.' },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as Json).data).toEqual({ recipients: 'all' });
    // Announced once per public locale channel, in that locale, not once per player.
    const announced = publisher.ofType('notification');
    expect(announced.map((p) => p.channel)).toEqual(publicChannels());
    expect((announced[1]?.message.data as Json).title).toBe('Geplante Wartung');
    const [item] = (await list(a.token)).body.data as Json[];
    expect(item).toMatchObject({
      type: 'maintenance',
      title: 'Planned maintenance',
      caption: 'Tonight 02:00–03:00 UTC',
      body: 'Betting pauses for an hour.',
      read: false,
    });
    expect(await unread(a.token)).toBe(1);
    expect(await unread(b.token)).toBe(1);
    await call('POST', `${NOTIFICATIONS}/read`, a.token, { ids: [item.id] });
    expect(await unread(a.token)).toBe(0);
    expect((await list(a.token)).body.data[0].read).toBe(true);
    expect(await unread(b.token)).toBe(1);
    await call('POST', `${NOTIFICATIONS}/read-all`, b.token);
    expect(await unread(b.token)).toBe(0);
    const later = await newPlayer();
    expect((await list(later.token)).body.data.map((n: Json) => n.type)).not.toContain(
      'maintenance',
    );
    expect(await unread(later.token)).toBe(0);
  });

  it('to a list of players: each listed player, unknown ids skipped', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: MAINTENANCE,
      headers: operator,
      payload: { title: { en: 'Your account review' }, player_ids: [a.id, DB_INT_MAX] },
    });
    expect((sent.json() as Json).data).toEqual({ recipients: 1 });
    expect((await list(a.token)).body.data[0]).toMatchObject({
      type: 'maintenance',
      title: 'Your account review',
    });
    expect(eventsOf(a.id, 'notification').at(-1).title).toBe('Your account review');
    expect((await list(b.token)).body.data.map((n: Json) => n.title)).not.toContain(
      'Your account review',
    );
  });
});

describe('web push', () => {
  it('delivers the notification encrypted to a subscribed browser and drops a gone one', async () => {
    const { token, id } = await newPlayer();
    expect((await call('GET', `${NOTIFICATIONS}/push`, token)).body.data).toEqual({
      public_key: vapid.publicKey,
      subscribed: false,
    });
    const browser = newBrowser();
    const gone = newBrowser();
    const path = `/push/${id}`;
    for (const [endpoint, keys] of [
      [`${receiverUrl}${path}`, browser.keys],
      [`${receiverUrl}/gone/${id}`, gone.keys],
    ] as const) {
      const res = await call('POST', `${NOTIFICATIONS}/push/subscriptions`, token, {
        endpoint,
        keys,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.subscribed).toBe(true);
    }
    await ctx.app.notifications.notify(vipNotice(id, 9));
    await ctx.app.notifications.idle();
    const delivered = received.find((r) => r.path === path);
    expect(delivered?.headers['content-encoding']).toBe('aes128gcm');
    expect(verifyVapid(String(delivered?.headers.authorization)).aud).toBe(receiverUrl);
    const message = JSON.parse(decryptAsBrowser(delivered?.body as Buffer, browser)) as Json;
    expect(message).toMatchObject({ title: 'VIP bet accepted', type: 'vip_bet' });
    // The gone subscription was dropped; the other one stays until the browser unsubscribes.
    received.length = 0;
    await ctx.app.notifications.notify(vipNotice(id, 10));
    await ctx.app.notifications.idle();
    expect(received.map((r) => r.path)).toEqual([path]);
    const off = await call('POST', `${NOTIFICATIONS}/push/subscriptions/delete`, token, {
      endpoint: `${receiverUrl}${path}`,
    });
    expect(off.body.data.subscribed).toBe(false);
  });
});
