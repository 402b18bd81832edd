// Coming back after the server was down (decision 0018), in Node with the official `centrifuge`
// client and the real embedded hub: a fleet of clients holds a match channel, the hub dies
// (its sockets drop, new ones are refused) long enough for every client's reconnect backoff to
// grow, and a new hub (a new epoch: nothing recoverable) comes up on the same address. Each
// client's probe finds it and reconnects at once instead of waiting out its backoff, and each
// resubscribe that could not recover asks for its snapshot right after the socket is back.
// RECONNECT_CLIENTS, RECONNECT_OUTAGE_MS (a fixed outage instead of "until every backoff grew")
// and RECONNECT_PROBE=off (the backoff alone, for comparison) change the scenario for figures.
import { type Server, type Socket, createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type RunningHub,
  connectionToken,
  startHub,
  subscriptionToken,
  until,
} from '../../../../server/src/realtime/hub/hub-test-kit';
import { REFRESH_AFTER_RECONNECT_MS } from './realtime-constants';
import { type RealtimeClient, createRealtimeClient } from './realtime-client';
import { probeSocketServer } from './realtime';

const CLIENTS = Number(process.env.RECONNECT_CLIENTS ?? 50);
const OUTAGE_MS = process.env.RECONNECT_OUTAGE_MS ? Number(process.env.RECONNECT_OUTAGE_MS) : null;
const PROBE = process.env.RECONNECT_PROBE !== 'off';
/** Failed reconnect attempts every client must have made before the server comes back. */
const FAILED_ATTEMPTS = 4;

/**
 * The server's address: a TCP front that forwards to the hub of the moment. `down()` drops every
 * socket and refuses new ones (the process is gone); `up(port)` serves a new hub.
 */
async function startFront() {
  let target: number | null = null;
  const sockets = new Set<Socket>();
  const server: Server = createServer((downstream) => {
    if (target === null) {
      downstream.destroy();
      return;
    }
    const upstream = connect(target, '127.0.0.1');
    sockets.add(downstream).add(upstream);
    const end = () => {
      sockets.delete(downstream);
      sockets.delete(upstream);
      downstream.destroy();
      upstream.destroy();
    };
    downstream.pipe(upstream).pipe(downstream);
    for (const socket of [downstream, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    up(hubPort: number) {
      target = hubPort;
      if (!server.listening) server.listen(port, '127.0.0.1');
    },
    async down() {
      target = null;
      const closed = new Promise((resolve) => server.close(resolve));
      sockets.forEach((socket) => socket.destroy());
      await closed;
    },
    async stop() {
      target = null;
      sockets.forEach((socket) => socket.destroy());
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

let hubs: RunningHub[] = [];
let clients: RealtimeClient[] = [];
let front: Awaited<ReturnType<typeof startFront>> | null = null;

afterEach(async () => {
  clients.forEach((client) => client.stop());
  clients = [];
  await front?.stop();
  front = null;
  await Promise.all(hubs.map((hub) => hub.stop()));
  hubs = [];
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
};

describe('coming back after a server restart', () => {
  it(`${CLIENTS} clients reconnect soon after the server is back and ask for their snapshots within 2 s`, async () => {
    const first = await startHub();
    hubs.push(first);
    front = await startFront();
    front.up(first.port);
    const url = front.url;

    const fleet = Array.from({ length: CLIENTS }, () => {
      const seen = {
        failures: 0,
        connectedAt: 0,
        refreshedAt: 0,
        recovered: null as boolean | null,
      };
      const client = createRealtimeClient({
        url: null,
        fetchConnectionToken: async () => ({ token: connectionToken('', 600), url }),
        fetchSubscriptionToken: async (channel) => subscriptionToken('', channel, 600),
        websocket: WebSocket,
        ...(PROBE ? { probe: probeSocketServer } : {}),
        networkEvents: null,
      });
      client.onStateChange(() => {
        if (client.connectionState() === 'connected' && seen.connectedAt === 0) {
          seen.connectedAt = Date.now();
        }
      });
      client.hold('match:7', ({ recovered }) => {
        seen.refreshedAt = Date.now();
        seen.recovered = recovered;
      });
      clients.push(client);
      return { client, seen };
    });
    fleet.forEach(({ client }) => client.start());
    await until(
      () => fleet.every(({ client }) => client.subscriptionState('match:7') === 'subscribed'),
      20_000,
    );
    for (const { client, seen } of fleet) {
      client.raw()!.on('error', (ctx) => {
        if (ctx.type === 'transport') seen.failures += 1;
      });
    }

    // The server dies: every socket drops, every reconnect attempt is refused.
    const outageStart = Date.now();
    await front.down();
    await first.stop();
    await until(() => fleet.every(({ client }) => client.connectionState() === 'connecting'));
    fleet.forEach(({ seen }) => Object.assign(seen, { connectedAt: 0, refreshedAt: 0 }));
    await until(
      () =>
        OUTAGE_MS === null
          ? fleet.every(({ seen }) => seen.failures >= FAILED_ATTEMPTS)
          : Date.now() - outageStart >= OUTAGE_MS,
      (OUTAGE_MS ?? 30_000) + 5000,
    );

    // A new process: a new hub, a new epoch, the same address.
    const second = await startHub();
    hubs.push(second);
    const backAt = Date.now();
    front.up(second.port);
    await until(() => fleet.every(({ seen }) => seen.refreshedAt > 0), 40_000);

    const reconnect = fleet.map(({ seen }) => seen.connectedAt - backAt);
    const refresh = fleet.map(({ seen }) => seen.refreshedAt - seen.connectedAt);
    const within10s = reconnect.filter((ms) => ms <= 10_000).length;
    console.info(
      `[reconnect] clients=${CLIENTS} outage=${backAt - outageStart}ms probe=${PROBE} ` +
        `socket back after restart: median ${percentile(reconnect, 0.5)} ms, ` +
        `p95 ${percentile(reconnect, 0.95)} ms, max ${Math.max(...reconnect)} ms; ` +
        `${within10s}/${CLIENTS} within 10 s; snapshot asked after socket: ` +
        `max ${Math.max(...refresh)} ms`,
    );
    // Nothing could be recovered from the new hub: every client asks for a snapshot.
    expect(fleet.every(({ seen }) => seen.recovered === false)).toBe(true);
    expect(Math.max(...refresh)).toBeLessThanOrEqual(REFRESH_AFTER_RECONNECT_MS);
    if (PROBE) {
      // Every client is back within a probe interval (at most 2 s) and a connect, whatever
      // its backoff had grown to.
      expect(Math.max(...reconnect)).toBeLessThanOrEqual(3000);
    }
  }, 120_000);

  it('the browser coming back online reconnects at once, whatever the backoff', async () => {
    const first = await startHub();
    hubs.push(first);
    front = await startFront();
    front.up(first.port);
    const url = front.url;
    const network = new EventTarget();
    let failures = 0;
    const client = createRealtimeClient({
      url: null,
      fetchConnectionToken: async () => ({ token: connectionToken('', 600), url }),
      fetchSubscriptionToken: async (channel) => subscriptionToken('', channel, 600),
      websocket: WebSocket,
      networkEvents: network,
    });
    clients.push(client);
    client.start();
    await until(() => client.connectionState() === 'connected');
    client.raw()!.on('error', (ctx) => {
      if (ctx.type === 'transport') failures += 1;
    });
    await front.down();
    await until(() => failures >= FAILED_ATTEMPTS, 30_000);
    const second = await startHub();
    hubs.push(second);
    front.up(second.port);
    const onlineAt = Date.now();
    network.dispatchEvent(new Event('online'));
    await until(() => client.connectionState() === 'connected', 1000);
    expect(Date.now() - onlineAt).toBeLessThan(1000);
  }, 60_000);
});
