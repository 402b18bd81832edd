// End to end over real sockets: the app listening with the embedded hub mounted, and the
// centrifuge-js client the web app ships, fetching its tokens from the token calls.
import { Centrifuge, type PublicationContext, UnauthorizedError } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../app';
import type { RealtimeConfig } from '../config/env';
import type { Database } from '../db/client';
import { FeedRepository } from '../feed-runner/feed-repository';
import { type FeedRunner, createFeedRunner } from '../feed-runner/feed-runner';
import { manualClock } from '../shared/clock';
import {
  NOW,
  catalogSnapshot,
  feedMarket,
  feedOutcome,
  noChanges,
  scriptedFeed,
} from '../testing/feed-factory';
import { createTestDatabase } from '../testing/test-database';
import { createRealtimeRuntime } from './realtime-runtime';

const SECRET = 'realtime-client-test-secret-0123456789';
const feed = scriptedFeed(catalogSnapshot());
const clock = manualClock(NOW);

let database: Database;
let runner: FeedRunner;
let app: FastifyInstance;
let origin: string;
const clients: Centrifuge[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(path: string, body: unknown, bearer?: string): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer && { authorization: `Bearer ${bearer}` }),
    },
    body: JSON.stringify(body),
  });
}

/** The token fetchers of the web app: 401/403 and refusals are final for the SDK. */
function tokenFetchers(bearer?: string) {
  return {
    connection: async () => {
      const res = await call('/api/sportsbook/websocket/token', {}, bearer);
      if (res.status === 401 || res.status === 403) throw new UnauthorizedError('refused');
      return ((await res.json()) as Json).token as string;
    },
    subscription: async ({ channel }: { channel: string }) => {
      const res = await call(
        '/api/sportsbook/websocket/authorize',
        { channels: [channel] },
        bearer,
      );
      if (res.status === 401 || res.status === 403) throw new UnauthorizedError('refused');
      const [answer] = ((await res.json()) as Json).channels;
      if (answer.error) throw new UnauthorizedError(answer.error.message);
      return answer.token as string;
    },
  };
}

function client(bearer?: string): Centrifuge {
  const centrifuge = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
    websocket: WebSocket,
    getToken: tokenFetchers(bearer).connection,
    minReconnectDelay: 50,
    maxReconnectDelay: 500,
  });
  centrifuge.on('error', () => {});
  clients.push(centrifuge);
  centrifuge.connect();
  return centrifuge;
}

async function signUp(): Promise<{ token: string; id: number }> {
  const res = await call('/api/platform/users/sign_up', {
    email: `socket${Math.random().toString(36).slice(2)}@example.test`,
    password: 'secret-password-1',
    currency: 'EUR',
    terms_accepted: true,
  });
  const { token } = (await res.json()) as Json;
  const player = await fetch(`${origin}/api/platform/player`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, id: ((await player.json()) as Json).id };
}

/** Resolves with the first publication on `subscription` that `accept` takes. */
const publication = (
  subscription: { on(event: 'publication', listener: (ctx: PublicationContext) => void): unknown },
  accept: (data: Json) => boolean,
) =>
  new Promise<Json>((resolve) => {
    subscription.on('publication', (ctx) => {
      if (accept(ctx.data)) resolve(ctx.data);
    });
  });

beforeAll(async () => {
  database = await createTestDatabase();
  runner = createFeedRunner({
    feed,
    repository: new FeedRepository(database.db),
    clock,
    tickMs: 1000,
  });
  await runner.seed();
  const config: RealtimeConfig = {
    mode: 'embedded',
    tokenSecret: SECRET,
    tokenTtlSeconds: 300,
    httpApiKey: null,
    centrifugo: null,
    publicUrl: 'ws://127.0.0.1/connection/websocket',
    allowedOrigins: [],
  };
  const realtime = createRealtimeRuntime(config, { warn() {}, error() {} });
  app = await buildApp({
    database,
    catalogChanges: runner,
    feed: runner,
    publisher: realtime.publisher,
    realtime: config,
    mountRealtime: realtime.mount,
    apiDocs: false,
  });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const centrifuge of clients) centrifuge.disconnect();
  await runner?.stop();
  await app?.close();
  await database?.close();
});

describe('realtime with the centrifuge client', () => {
  it('lets a visitor follow a match and hear its prices move when the feed ticks', async () => {
    const matches = await fetch(`${origin}/api/sportsbook/matches?limit=50`);
    const match = ((await matches.json()) as Json).data.find(
      (m: Json) => m.urn_id === 'sr:match:1001',
    );
    const centrifuge = client();
    const subscription = centrifuge.newSubscription(`match:${match.id}`);
    const subscribed = new Promise((resolve) => subscription.once('subscribed', resolve));
    subscription.subscribe();
    await subscribed;

    const heard = publication(subscription, (data) => data.type === 'markets_changed');
    feed.queue({
      ...noChanges(new Date(NOW.getTime() + 1000)),
      markets: [
        feedMarket({
          matchUrnId: 'sr:match:1001',
          outcomes: [
            feedOutcome({ id: '1', name: 'Home', odds: 1.95 }),
            feedOutcome({ id: 'X', name: 'Draw', odds: 3.4 }),
            feedOutcome({ id: '2', name: 'Away', odds: 3.6 }),
          ],
        }),
      ],
    });
    clock.advance(1000);
    await runner.tick();
    expect(await heard).toEqual({
      type: 'markets_changed',
      data: {
        match_id: match.id,
        markets: [
          expect.objectContaining({
            id: 1,
            specifier: '',
            outcomes: [{ id: '1', name: 'Home', active: true, odds: 1.95 }],
          }),
        ],
      },
    });
  });

  it('lets a player hear their own balance change after a quick deposit', async () => {
    const player = await signUp();
    const centrifuge = client(player.token);
    const subscription = centrifuge.newSubscription(`$user:${player.id}`, {
      getToken: tokenFetchers(player.token).subscription,
    });
    const subscribed = new Promise((resolve) => subscription.once('subscribed', resolve));
    subscription.subscribe();
    await subscribed;

    const heard = publication(subscription, (data) => data.type === 'balance_changed');
    const deposit = await call(
      '/api/platform/payments/quick_deposit',
      { amount: 2500, currency: 'EUR' },
      player.token,
    );
    expect(((await deposit.json()) as Json).status).toBe('success');
    expect(await heard).toMatchObject({
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 2500, account: { currency: 'EUR', active: true } },
    });
  });

  it("refuses another player's channel, by the token call and by the hub", async () => {
    const player = await signUp();
    const other = await signUp();
    const centrifuge = client(player.token);

    const viaAuthorize = centrifuge.newSubscription(`$user:${other.id}`, {
      getToken: tokenFetchers(player.token).subscription,
    });
    const refused = new Promise<{ code: number }>((resolve) =>
      viaAuthorize.once('unsubscribed', resolve),
    );
    viaAuthorize.subscribe();
    expect((await refused).code).toBe(1); // unauthorized: getToken was refused

    // A client that skips the token call gets 103 permission denied from the hub itself.
    const withoutToken = centrifuge.newSubscription(`$user:${other.id}:raw`);
    const denied = new Promise<{ code: number }>((resolve) =>
      withoutToken.once('unsubscribed', resolve),
    );
    withoutToken.subscribe();
    expect((await denied).code).toBe(103);
  });
});
