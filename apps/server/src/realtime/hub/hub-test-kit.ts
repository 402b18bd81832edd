// Test helpers for the hub: a loopback HTTP server with the hub attached, a TCP proxy that can
// drop or silence sockets (a dead mobile link), and event waiting without sleeps.

import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import {
  type AddressInfo,
  type Socket,
  connect as tcpConnect,
  createServer as createTcpServer,
} from 'node:net';
import { WebSocket } from 'ws';
import { signConnectionToken, signSubscriptionToken } from '../jwt';
import type { HubConfig } from './config';
import { type RealtimeHub, createRealtimeHub } from './hub';

export const TEST_SECRET = 'conformance-secret';

export interface RunningHub {
  hub: RealtimeHub;
  server: Server;
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startHub(overrides: Partial<HubConfig> = {}): Promise<RunningHub> {
  const hub = createRealtimeHub({
    tokenSecret: TEST_SECRET,
    allowAnonymous: true,
    namespaces: [
      { name: 'public', allowSubscribeForAnonymous: true, allowSubscribeForClient: true },
      {
        name: 'match',
        historySize: 100,
        historyTtlSeconds: 300,
        forceRecovery: true,
        allowSubscribeForAnonymous: true,
        allowSubscribeForClient: true,
      },
      { name: 'user', historySize: 100, historyTtlSeconds: 300, forceRecovery: true },
      {
        name: 'room',
        presence: true,
        joinLeave: true,
        allowSubscribeForClient: true,
        allowSubscribeForAnonymous: true,
        allowPublishForSubscriber: true,
      },
    ],
    ...overrides,
  });
  const server = createServer((_request, response) => response.writeHead(404).end());
  hub.attach(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    hub,
    server,
    port,
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    async stop() {
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const connectionToken = (sub: string, ttlSeconds?: number, extra: object = {}) =>
  signConnectionToken({ sub, ...extra }, TEST_SECRET, { ttlSeconds });

export const subscriptionToken = (
  sub: string,
  channel: string,
  ttlSeconds?: number,
  extra: object = {},
) => signSubscriptionToken({ sub, channel, ...extra }, TEST_SECRET, { ttlSeconds });

/** A TCP proxy in front of the hub: `drop()` kills every socket, `silence()` stops replies. */
export interface Proxy {
  url: string;
  drop(): void;
  silence(on: boolean): void;
  stop(): Promise<void>;
}

export async function startProxy(targetPort: number): Promise<Proxy> {
  const pairs = new Set<[Socket, Socket]>();
  let silent = false;
  const server = createTcpServer((downstream) => {
    const upstream = tcpConnect(targetPort, '127.0.0.1');
    const pair: [Socket, Socket] = [downstream, upstream];
    pairs.add(pair);
    downstream.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => downstream.write(chunk));
    if (silent) upstream.pause();
    const end = () => {
      pairs.delete(pair);
      downstream.destroy();
      upstream.destroy();
    };
    downstream.on('close', end);
    upstream.on('close', end);
    downstream.on('error', end);
    upstream.on('error', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const drop = () => {
    for (const [downstream, upstream] of pairs) {
      downstream.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    drop,
    // Stops reading from the hub: nothing reaches the client and the hub's socket backs up.
    silence(on) {
      silent = on;
      for (const [, upstream] of pairs) {
        if (on) upstream.pause();
        else upstream.resume();
      }
    },
    async stop() {
      drop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Emitter {
  on(event: string, listener: (context: never) => void): unknown;
  removeListener(event: string, listener: (context: never) => void): unknown;
}

/** The next `event` whose context satisfies `accept` (no sleeps: the test timeout bounds it). */
export function nextEvent<T = Record<string, unknown>>(
  emitter: Emitter,
  event: string,
  accept: (context: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (context: T) => {
      if (!accept(context)) return;
      emitter.removeListener(event, listener as never);
      resolve(context);
    };
    emitter.on(event, listener as never);
  });
}

/** Waits until `condition` holds, checking every few milliseconds (for server-side state). */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A raw protocol client: sends NDJSON commands, collects every reply and the close code. */
export class RawClient {
  readonly replies: Record<string, unknown>[] = [];
  closeCode: number | undefined;
  closeReason = '';
  private readonly ws: WebSocket;
  private readonly opened: Promise<void>;

  constructor(url: string, options: { origin?: string } = {}) {
    this.ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
    // A refused handshake shows as close code 1006; `send` then does nothing.
    this.opened = once(this.ws, 'open').then(
      () => {},
      () => {},
    );
    this.ws.on('error', () => {});
    this.ws.on('message', (data) => {
      for (const line of data.toString().split('\n')) {
        if (line.trim()) this.replies.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    this.ws.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
    });
  }

  async send(...commands: object[]): Promise<void> {
    await this.opened;
    this.ws.send(commands.map((command) => JSON.stringify(command)).join('\n'));
  }

  async sendRaw(text: string): Promise<void> {
    await this.opened;
    this.ws.send(text);
  }

  async reply(id: number): Promise<Record<string, unknown>> {
    await until(() => this.replies.some((reply) => reply.id === id));
    return this.replies.find((reply) => reply.id === id)!;
  }

  async closed(): Promise<number> {
    await until(() => this.closeCode !== undefined, 10_000);
    return this.closeCode!;
  }

  close(): void {
    this.ws.terminate();
  }
}
