// Conformance: the real centrifuge-js client (the one the web app ships) against the embedded
// hub. Timers are shortened through the hub config and client options; every wait is for an
// event or a condition, never a sleep.

import { Centrifuge, type Subscription } from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HubError } from './codes';
import {
  type Proxy,
  RawClient,
  type RunningHub,
  connectionToken,
  nextEvent,
  startHub,
  startProxy,
  subscriptionToken,
  until,
} from './hub-test-kit';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function hub(overrides: Parameters<typeof startHub>[0] = {}): Promise<RunningHub> {
  const running = await startHub(overrides);
  cleanups.push(() => running.stop());
  return running;
}

async function proxy(running: RunningHub): Promise<Proxy> {
  const started = await startProxy(running.port);
  cleanups.push(() => started.stop());
  return started;
}

function client(url: string, options: ConstructorParameters<typeof Centrifuge>[1] = {}) {
  const centrifuge = new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 20,
    maxReconnectDelay: 200,
    timeout: 3000,
    ...options,
  });
  // Errors are expected in several cases; the tests look at state events instead.
  centrifuge.on('error', () => {});
  cleanups.push(() => centrifuge.disconnect());
  return centrifuge;
}

const subscribed = (subscription: Subscription) => nextEvent(subscription, 'subscribed');

describe('realtime hub with the centrifuge-js client', () => {
  it('connects with a connection token and gets a client id', async () => {
    const { url, hub: realtime } = await hub({ allowAnonymous: false });
    const centrifuge = client(url, { token: connectionToken('42') });
    const connected = nextEvent<{ client: string }>(centrifuge, 'connected');
    centrifuge.connect();
    const context = await connected;
    expect(context.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(realtime.stats()).toMatchObject({ clients: 1, users: 1 });
  });

  it('connects anonymously when allowed, and refuses a token-less connect otherwise', async () => {
    const open = await hub({ allowAnonymous: true });
    const anonymous = client(open.url);
    const connected = nextEvent(anonymous, 'connected');
    anonymous.connect();
    await connected;

    const closed = await hub({ allowAnonymous: false });
    const refused = client(closed.url);
    const disconnected = nextEvent<{ code: number }>(refused, 'disconnected');
    refused.connect();
    expect((await disconnected).code).toBe(3501);
  });

  it('answers an expired connection token with 109, and the client fetches a new one', async () => {
    const { url } = await hub();
    let tokenCalls = 0;
    const centrifuge = client(url, {
      token: connectionToken('42', -10),
      getToken: async () => {
        tokenCalls += 1;
        return connectionToken('42', 600);
      },
    });
    const connected = nextEvent(centrifuge, 'connected');
    centrifuge.connect();
    await connected;
    expect(tokenCalls).toBe(1);
  });

  it('closes an invalid token with 3500 and the client does not reconnect', async () => {
    const { url, hub: realtime } = await hub();
    const centrifuge = client(url, { token: 'not.a.token' });
    let connecting = 0;
    centrifuge.on('connecting', () => (connecting += 1));
    const disconnected = nextEvent<{ code: number }>(centrifuge, 'disconnected');
    centrifuge.connect();
    expect((await disconnected).code).toBe(3500);
    expect(connecting).toBe(1);
    expect(centrifuge.state).toBe('disconnected');
    await until(() => realtime.stats().connections === 0);
  });

  it('subscribes a $ channel with a subscription token and refuses it without one', async () => {
    const { url } = await hub();
    const centrifuge = client(url, { token: connectionToken('42') });
    const withToken = centrifuge.newSubscription('$user:42', {
      getToken: async ({ channel }) => subscriptionToken('42', channel, 600),
    });
    const withoutToken = centrifuge.newSubscription('$user:43');
    const ok = subscribed(withToken);
    const refused = nextEvent<{ code: number }>(withoutToken, 'unsubscribed');
    withToken.subscribe();
    withoutToken.subscribe();
    centrifuge.connect();
    await ok;
    expect((await refused).code).toBe(103);
  });

  it('answers an expired subscription token with 109, and the subscription fetches a new one', async () => {
    const { url } = await hub();
    const centrifuge = client(url, { token: connectionToken('42') });
    let tokenCalls = 0;
    const subscription = centrifuge.newSubscription('$user:42', {
      token: subscriptionToken('42', '$user:42', -10),
      minResubscribeDelay: 10,
      getToken: async ({ channel }) => {
        tokenCalls += 1;
        return subscriptionToken('42', channel, 600);
      },
    });
    const ready = nextEvent<{ expires?: boolean }>(subscription, 'subscribed');
    subscription.subscribe();
    centrifuge.connect();
    await ready;
    expect(tokenCalls).toBe(1);
  });

  it('subscribes the channels of the connection token server-side and recovers them', async () => {
    const running = await hub();
    const link = await proxy(running);
    const centrifuge = client(link.url, {
      token: connectionToken('42', undefined, { channels: ['$user:42'] }),
    });
    const received: number[] = [];
    centrifuge.on('publication', (context) => {
      if (context.channel === '$user:42') received.push((context.data as { n: number }).n);
    });
    const first = nextEvent<{ channel: string }>(centrifuge, 'subscribed');
    centrifuge.connect();
    expect((await first).channel).toBe('$user:42');
    running.hub.publishData('$user:42', { n: 1 });
    await until(() => received.length === 1);

    const again = nextEvent<{ recovered: boolean }>(centrifuge, 'subscribed');
    link.drop();
    running.hub.publishData('$user:42', { n: 2 });
    expect(await again).toMatchObject({ recovered: true });
    await until(() => received.length === 2);
    expect(received).toEqual([1, 2]);
  });

  it('closes with 3500 when a subscription token was made for another user', async () => {
    const { url } = await hub();
    const centrifuge = client(url, { token: connectionToken('42') });
    const stolen = centrifuge.newSubscription('$user:43', {
      getToken: async ({ channel }) => subscriptionToken('43', channel, 600),
    });
    const disconnected = nextEvent<{ code: number }>(centrifuge, 'disconnected');
    stolen.subscribe();
    centrifuge.connect();
    expect((await disconnected).code).toBe(3500);
  });

  it('refuses unknown namespaces (102) and answers a second subscribe with 105', async () => {
    const { url } = await hub();
    const centrifuge = client(url);
    const unknown = centrifuge.newSubscription('casino:1');
    const refused = nextEvent<{ code: number }>(unknown, 'unsubscribed');
    unknown.subscribe();
    centrifuge.connect();
    expect((await refused).code).toBe(102);

    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    await raw.send(
      { id: 1, connect: {} },
      { id: 2, subscribe: { channel: 'match:1' } },
      { id: 3, subscribe: { channel: 'match:1' } },
    );
    expect(await raw.reply(3)).toEqual({
      id: 3,
      error: { code: 105, message: 'already subscribed' },
    });
  });

  it('delivers publications in publish order with increasing offsets', async () => {
    const { url, hub: realtime } = await hub();
    const centrifuge = client(url);
    const subscription = centrifuge.newSubscription('match:7');
    const received: { n: number; offset: number }[] = [];
    subscription.on('publication', (context) =>
      received.push({ n: (context.data as { n: number }).n, offset: context.offset! }),
    );
    const ready = subscribed(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await ready;
    for (let n = 0; n < 300; n += 1) realtime.publishData('match:7', { n });
    await until(() => received.length === 300);
    expect(received.map((p) => p.n)).toEqual([...Array(300).keys()]);
    expect(received.map((p) => p.offset)).toEqual([...Array(300).keys()].map((n) => n + 1));
  });

  it('publishes the {type,data} envelope through the RealtimePublisher interface', async () => {
    const { url, hub: realtime } = await hub();
    const centrifuge = client(url);
    const subscription = centrifuge.newSubscription('public:en');
    const ready = subscribed(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await ready;
    const publication = nextEvent<{ data: unknown }>(subscription, 'publication');
    await realtime.broadcast(['public:en', 'public:de'], {
      type: 'provider_status_changed',
      data: { id: 1 },
    });
    expect((await publication).data).toEqual({ type: 'provider_status_changed', data: { id: 1 } });
  });

  it('recovers missed publications after the socket drops', async () => {
    const running = await hub();
    const link = await proxy(running);
    const centrifuge = client(link.url);
    const subscription = centrifuge.newSubscription('match:9');
    const received: number[] = [];
    subscription.on('publication', (context) => received.push((context.data as { n: number }).n));
    const first = subscribed(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await first;
    for (let n = 0; n < 3; n += 1) running.hub.publishData('match:9', { n });
    await until(() => received.length === 3);

    const reconnecting = nextEvent(centrifuge, 'connecting');
    link.drop();
    // Published while the client has no socket: these must come back through recovery.
    for (let n = 3; n < 8; n += 1) running.hub.publishData('match:9', { n });
    await reconnecting;
    const again = await nextEvent<{ recovered: boolean; wasRecovering: boolean }>(
      subscription,
      'subscribed',
    );
    expect(again).toMatchObject({ wasRecovering: true, recovered: true });
    await until(() => received.length === 8);
    expect(received).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('reports recovered: false when the position is unknown (another epoch)', async () => {
    const { url } = await hub();
    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    await raw.send(
      { id: 1, connect: {} },
      { id: 2, subscribe: { channel: 'match:3', recover: true, offset: 5, epoch: 'gone' } },
    );
    const reply = (await raw.reply(2)).subscribe as Record<string, unknown>;
    expect(reply).toMatchObject({ recoverable: true, was_recovering: true, offset: 0 });
    expect(reply.recovered).toBeUndefined();
  });

  it('answers history with limits, since and 112 for an unknown position', async () => {
    const { url, hub: realtime } = await hub();
    const centrifuge = client(url);
    const subscription = centrifuge.newSubscription('match:5');
    const ready = subscribed(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await ready;
    for (let n = 0; n < 5; n += 1) realtime.publishData('match:5', { n });

    const top = await subscription.history({});
    expect(top.publications).toEqual([]);
    expect(top.offset).toBe(5);
    const last = await subscription.history({ limit: 2, reverse: true });
    expect(last.publications.map((p) => p.data)).toEqual([{ n: 4 }, { n: 3 }]);
    const since = await subscription.history({
      limit: 10,
      since: { offset: 3, epoch: top.epoch },
    });
    expect(since.publications.map((p) => p.offset)).toEqual([4, 5]);
    await expect(
      subscription.history({ limit: 10, since: { offset: 1, epoch: 'other' } }),
    ).rejects.toMatchObject({ code: 112 });
  });

  it('calls registered RPC handlers and answers 104 for unknown methods', async () => {
    const { url, hub: realtime } = await hub();
    realtime.registerRpc('echo', ({ data, user }) => ({ echoed: data, user }));
    realtime.registerRpc('later', async () => ({ done: true }));
    realtime.registerRpc('refuse', () => {
      throw new HubError({ code: 4001, message: 'not now' });
    });
    const centrifuge = client(url, { token: connectionToken('42') });
    centrifuge.connect();
    expect((await centrifuge.rpc('echo', { a: 1 })).data).toEqual({ echoed: { a: 1 }, user: '42' });
    expect((await centrifuge.rpc('later', {})).data).toEqual({ done: true });
    await expect(centrifuge.rpc('nope', {})).rejects.toMatchObject({ code: 104 });
    await expect(centrifuge.rpc('refuse', {})).rejects.toMatchObject({ code: 4001 });
  });

  it('refreshes connection and subscription tokens before they expire', async () => {
    const { url } = await hub({ expiredCloseDelayMs: 300, expiredSubCloseDelayMs: 300 });
    let connectionTokens = 0;
    let subscriptionTokens = 0;
    const centrifuge = client(url, {
      getToken: async () => {
        connectionTokens += 1;
        return connectionToken('42', 2);
      },
    });
    const subscription = centrifuge.newSubscription('$user:42', {
      getToken: async ({ channel }) => {
        subscriptionTokens += 1;
        return subscriptionToken('42', channel, 2);
      },
    });
    let reconnects = 0;
    let resubscribes = 0;
    centrifuge.on('connecting', () => (reconnects += 1));
    subscription.on('subscribing', () => (resubscribes += 1));
    const ready = subscribed(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await ready;
    // Both tokens live 2 s: the client refreshes each at least twice without reconnecting.
    await until(() => connectionTokens >= 3 && subscriptionTokens >= 3, 8000);
    expect(reconnects).toBe(1);
    expect(resubscribes).toBe(1);
    expect(centrifuge.state).toBe('connected');
    expect(subscription.state).toBe('subscribed');
  });

  it('closes an expired connection that was not refreshed with 3005', async () => {
    const { url } = await hub({ expiredCloseDelayMs: 100 });
    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    // `exp` is in whole seconds: a one-second token signed late in a second may expire before
    // the hub reads it; two seconds leave it at least one.
    await raw.send({ id: 1, connect: { token: connectionToken('42', 2) } });
    expect((await raw.reply(1)).connect).toMatchObject({ expires: true });
    expect(await raw.closed()).toBe(3005);
    expect(raw.closeReason).toBe('connection expired');
  });

  it('lets the client detect missing pings and reconnect', async () => {
    const running = await hub({ pingIntervalMs: 1000 });
    const link = await proxy(running);
    const centrifuge = client(link.url, { maxServerPingDelay: 300 });
    const connected = nextEvent(centrifuge, 'connected');
    centrifuge.connect();
    await connected;
    link.silence(true);
    const lost = await nextEvent<{ code: number }>(centrifuge, 'connecting');
    expect(lost.code).toBe(2); // "no ping"
    link.silence(false);
  });

  it('answers pings and closes with 3012 a client that does not pong', async () => {
    const { url } = await hub({ pingIntervalMs: 400, pongTimeoutMs: 200 });
    const centrifuge = client(url);
    const connected = nextEvent<{ client: string }>(centrifuge, 'connected');
    centrifuge.connect();
    await connected;

    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    await raw.send({ id: 1, connect: {} });
    expect((await raw.reply(1)).connect).toMatchObject({ ping: 1, pong: true });
    expect(await raw.closed()).toBe(3012);
    expect(centrifuge.state).toBe('connected');
  });

  it('closes a message over 64 KiB with 1009 and the client does not retry', async () => {
    const { url } = await hub();
    const centrifuge = client(url);
    let connecting = 0;
    centrifuge.on('connecting', () => (connecting += 1));
    const connected = nextEvent(centrifuge, 'connected');
    centrifuge.connect();
    await connected;
    const disconnected = nextEvent<{ code: number }>(centrifuge, 'disconnected');
    centrifuge.rpc('echo', { blob: 'x'.repeat(70_000) }).catch(() => {});
    expect((await disconnected).code).toBe(3); // "message size limit exceeded"
    expect(connecting).toBe(1);
  });

  it('keeps presence, presence stats and join/leave pushes', async () => {
    const { url } = await hub();
    const ann = client(url, {
      token: connectionToken('ann', undefined, { info: { name: 'Ann' } }),
    });
    const bob = client(url, { token: connectionToken('bob') });
    const annRoom = ann.newSubscription('room:1', { joinLeave: true });
    const bobRoom = bob.newSubscription('room:1');
    const annReady = subscribed(annRoom);
    annRoom.subscribe();
    ann.connect();
    await annReady;

    const joined = nextEvent<{ info: { user: string } }>(
      annRoom,
      'join',
      (c) => c.info.user === 'bob',
    );
    const bobReady = subscribed(bobRoom);
    bobRoom.subscribe();
    bob.connect();
    await bobReady;
    await joined;

    const presence = await annRoom.presence();
    expect(
      Object.values(presence.clients)
        .map((c) => c.user)
        .sort(),
    ).toEqual(['ann', 'bob']);
    expect(Object.values(presence.clients).find((c) => c.user === 'ann')?.connInfo).toEqual({
      name: 'Ann',
    });
    expect(await annRoom.presenceStats()).toEqual({ numClients: 2, numUsers: 2 });

    const left = nextEvent<{ info: { user: string } }>(annRoom, 'leave');
    bobRoom.unsubscribe();
    expect((await left).info.user).toBe('bob');

    const noPresence = ann.newSubscription('match:1');
    const matchReady = subscribed(noPresence);
    noPresence.subscribe();
    await matchReady;
    await expect(noPresence.presence()).rejects.toMatchObject({ code: 108 });
  });

  it('sends client publications to subscribers with the publisher info', async () => {
    const { url } = await hub();
    const ann = client(url, { token: connectionToken('ann') });
    const room = ann.newSubscription('room:2');
    const ready = subscribed(room);
    room.subscribe();
    ann.connect();
    await ready;
    const publication = nextEvent<{ data: unknown; info: { user: string } }>(room, 'publication');
    await room.publish({ text: 'hi' });
    expect(await publication).toMatchObject({ data: { text: 'hi' }, info: { user: 'ann' } });
    const matchRoom = ann.newSubscription('match:2');
    const matchReady = subscribed(matchRoom);
    matchRoom.subscribe();
    await matchReady;
    await expect(matchRoom.publish({ text: 'no' })).rejects.toMatchObject({ code: 103 });
  });

  it('server unsubscribe: below 2500 is final, from 2500 the client resubscribes', async () => {
    const { url, hub: realtime } = await hub();
    const centrifuge = client(url, { token: connectionToken('42') });
    const news = centrifuge.newSubscription('public:en');
    const odds = centrifuge.newSubscription('match:4');
    const ready = Promise.all([subscribed(news), subscribed(odds)]);
    news.subscribe();
    odds.subscribe();
    centrifuge.connect();
    await ready;

    const unsubscribed = nextEvent<{ code: number }>(news, 'unsubscribed');
    expect(realtime.unsubscribe('public:en', { user: '42' })).toBe(1);
    expect((await unsubscribed).code).toBe(2000);

    const resubscribing = nextEvent<{ code: number }>(odds, 'subscribing');
    const back = subscribed(odds);
    realtime.unsubscribe('match:4', { user: '42' }, { code: 2500, reason: 'insufficient state' });
    expect((await resubscribing).code).toBe(2500);
    await back;
  });

  it('server disconnect: 4000-range reconnects, 3503 and 4500-range are terminal', async () => {
    const { url, hub: realtime } = await hub();
    const centrifuge = client(url, { token: connectionToken('42') });
    const connected = nextEvent(centrifuge, 'connected');
    centrifuge.connect();
    await connected;
    const reconnecting = nextEvent<{ code: number }>(centrifuge, 'connecting');
    realtime.disconnect({ user: '42' }, { code: 4001, reason: 'please reconnect' });
    expect((await reconnecting).code).toBe(4001);
    await nextEvent(centrifuge, 'connected');
    const gone = nextEvent<{ code: number }>(centrifuge, 'disconnected');
    realtime.disconnect({ user: '42' }, { code: 4501, reason: 'account suspended' });
    expect((await gone).code).toBe(4501);
  });
});

describe('realtime hub protocol edges (raw socket)', () => {
  it('closes with 3501 a command sent before connect', async () => {
    const { url } = await hub();
    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    await raw.send({ id: 1, subscribe: { channel: 'match:1' } });
    expect(await raw.closed()).toBe(3501);
  });

  it('closes a refresh with an invalid token (3500) or an expired one (3005)', async () => {
    const { url } = await hub();
    const invalid = new RawClient(url);
    const expired = new RawClient(url);
    cleanups.push(
      () => invalid.close(),
      () => expired.close(),
    );
    for (const raw of [invalid, expired]) {
      await raw.send({ id: 1, connect: { token: connectionToken('42', 60) } });
      await raw.reply(1);
    }
    await invalid.send({ id: 2, refresh: { token: 'bad.token.here' } });
    await expired.send({ id: 2, refresh: { token: connectionToken('42', -5) } });
    expect(await invalid.closed()).toBe(3500);
    expect(await expired.closed()).toBe(3005);
  });

  it('unsubscribes with 2501 when a sub_refresh brings an expired token', async () => {
    const { url } = await hub();
    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    await raw.send(
      { id: 1, connect: { token: connectionToken('42') } },
      { id: 2, subscribe: { channel: '$user:42', token: subscriptionToken('42', '$user:42', 60) } },
      {
        id: 3,
        sub_refresh: { channel: '$user:42', token: subscriptionToken('42', '$user:42', -5) },
      },
    );
    expect((await raw.reply(2)).subscribe).toMatchObject({ expires: true });
    await until(() => raw.replies.length >= 4);
    expect(raw.replies.slice(2)).toEqual([
      { id: 3, sub_refresh: {} },
      {
        push: {
          channel: '$user:42',
          unsubscribe: { code: 2501, reason: 'subscription expired' },
        },
      },
    ]);
  });

  it('answers 106 over the channel limit, 107 for a too long name, 108 without history', async () => {
    const { url } = await hub({ channelLimit: 1 });
    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    await raw.send(
      { id: 1, connect: {} },
      { id: 2, subscribe: { channel: 'public:en' } },
      { id: 3, subscribe: { channel: 'public:de' } },
      { id: 4, subscribe: { channel: `public:${'x'.repeat(260)}` } },
      { id: 5, history: { channel: 'public:en', limit: 1 } },
    );
    await raw.reply(5);
    expect(raw.replies.map((reply) => (reply.error as { code: number } | undefined)?.code)).toEqual(
      [undefined, undefined, 106, 107, 108],
    );
  });

  it('closes with 3502 a socket that never connects', async () => {
    const { url } = await hub({ staleCloseDelayMs: 100 });
    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    expect(await raw.closed()).toBe(3502);
  });

  it('answers batched commands in order in one frame and ignores unknown fields', async () => {
    const { url } = await hub();
    const raw = new RawClient(url);
    cleanups.push(() => raw.close());
    await raw.sendRaw(
      [
        JSON.stringify({ id: 1, connect: { name: 'js', future: true } }),
        '',
        JSON.stringify({ id: 2, subscribe: { channel: 'match:1', flag: 1, tf: {} } }),
        JSON.stringify({ id: 3, rpc: { method: 'missing' } }),
      ].join('\n'),
    );
    await raw.reply(3);
    expect(raw.replies.map((reply) => reply.id)).toEqual([1, 2, 3]);
    expect(raw.replies[1]).toMatchObject({
      subscribe: { recoverable: true, epoch: expect.any(String) },
    });
  });

  it('refuses browsers from origins that are not allowed', async () => {
    const { url } = await hub({ allowedOrigins: ['https://sportsbook.example'] });
    const good = new RawClient(url, { origin: 'https://sportsbook.example' });
    cleanups.push(() => good.close());
    await good.send({ id: 1, connect: {} });
    expect((await good.reply(1)).connect).toBeDefined();
    const bad = new RawClient(url, { origin: 'https://evil.example' });
    cleanups.push(() => bad.close());
    expect(await bad.closed()).toBe(1006);
  });

  it('closes a consumer that stops reading with 3008 slow', async () => {
    const running = await hub({ queueMaxBytes: 64 * 1024 });
    const link = await proxy(running);
    const raw = new RawClient(link.url);
    cleanups.push(() => raw.close());
    await raw.send({ id: 1, connect: {} }, { id: 2, subscribe: { channel: 'public:en' } });
    await raw.reply(2);
    link.silence(true);
    const blob = 'x'.repeat(16 * 1024);
    await until(() => {
      for (let n = 0; n < 20; n += 1) running.hub.publishData('public:en', { blob });
      return running.hub.stats().slowDisconnects === 1;
    }, 10_000);
  });
});
