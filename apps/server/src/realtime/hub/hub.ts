// The embedded realtime hub: a Centrifugo-compatible server for centrifuge-js (protocol v2,
// JSON over WebSocket) inside the API process. What it implements and why each number is what
// it is: docs in ../README.md and /work/shared/reference/realtime-protocol.md sections 1-3.
//
// Hot path: a publication is serialised once (one string, one Buffer) and the same Buffer is
// written to every subscriber; no per-subscriber JSON work, no per-subscriber allocation beyond
// what `ws` does for the frame header.

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { RealtimeMessage, RealtimePublisher } from '../publisher';
import {
  type ConnectionTokenClaims,
  type SubscriptionTokenClaims,
  verifyConnectionToken,
  verifySubscriptionToken,
} from '../jwt';
import {
  DISCONNECTS,
  type Disconnect,
  ERRORS,
  HubError,
  type HubErrorShape,
  UNSUBSCRIBES,
} from './codes';
import {
  type HubConfig,
  type HubNamespaceConfig,
  type ResolvedHubConfig,
  PRIVATE_PREFIX,
  allowedUsersOf,
  namespaceOf,
  originAllowed,
  resolveHubConfig,
} from './config';
import { Stream } from './stream';

/** Who is behind a connection, as shown in presence, join/leave and client publications. */
export interface ClientInfo {
  user: string;
  client: string;
  conn_info?: unknown;
  chan_info?: unknown;
}

export interface RpcContext {
  client: string;
  user: string;
  /** `info` of the connection token. */
  info: unknown;
  data: unknown;
}

/** Returns the reply data; throw a `HubError` for a reply error (anything else answers 100). */
export type RpcHandler = (context: RpcContext) => unknown;

export interface PublishOptions {
  tags?: Record<string, string>;
  /** Deliver without keeping it in history (no offset is taken). */
  skipHistory?: boolean;
  /** ClientInfo of a client-side publication. */
  info?: ClientInfo;
}

export type PublishOutcome =
  { ok: true; offset?: number; epoch?: string } | { ok: false; error: HubErrorShape };

export interface HistoryOptions {
  limit?: number;
  since?: { offset: number; epoch: string };
  reverse?: boolean;
}

export type HistoryOutcome =
  | { ok: true; publications: unknown[]; offset: number; epoch: string }
  | { ok: false; error: HubErrorShape };

export interface HubStats {
  /** Open sockets, connected or not. */
  connections: number;
  /** Sockets past a successful connect. */
  clients: number;
  users: number;
  channels: number;
  subscriptions: number;
  publications: number;
  /** Publication frames written to sockets. */
  deliveries: number;
  slowDisconnects: number;
}

/** Selects connections for server-side unsubscribe and disconnect. */
export interface ConnectionFilter {
  user?: string;
  client?: string;
}

export interface RealtimeHub extends RealtimePublisher {
  /** Serves the WebSocket endpoint on this HTTP server (its `upgrade` event). */
  attach(server: Server): void;
  /** Handles one upgrade request (for callers that route upgrades themselves). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  registerRpc(method: string, handler: RpcHandler): void;
  /** Publishes raw data (no `{type,data}` envelope); the HTTP API uses this. */
  publishData(channel: string, data: unknown, options?: PublishOptions): PublishOutcome;
  broadcastData(
    channels: readonly string[],
    data: unknown,
    options?: PublishOptions,
  ): PublishOutcome[];
  history(channel: string, options?: HistoryOptions): HistoryOutcome;
  presence(channel: string): Record<string, ClientInfo> | null;
  presenceStats(channel: string): { num_clients: number; num_users: number } | null;
  /** Server-side unsubscribe: code below 2500 is final, from 2500 the client resubscribes. */
  unsubscribe(channel: string, filter: ConnectionFilter, reason?: Disconnect): number;
  /** Closes matching connections with a Centrifugo disconnect code. */
  disconnect(filter: ConnectionFilter, reason?: Disconnect): number;
  stats(): HubStats;
  /** Closes every connection with 3001 shutdown and stops serving. */
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
type Reply = string | undefined;

const SEND_TEXT = { binary: false, compress: false } as const;
const nowMs = (): number => Date.now();

interface Subscription {
  connection: Connection;
  channel: string;
  namespace: HubNamespaceConfig;
  /** `chan_info` from the subscription token. */
  info: unknown;
  /** Gets join/leave pushes. */
  joinLeave: boolean;
  /** Milliseconds; 0 = never expires. */
  expireAt: number;
  timer: NodeJS.Timeout | undefined;
}

interface ChannelState {
  channel: string;
  namespace: HubNamespaceConfig;
  /** Subscribers by client id (insertion order = subscribe order). */
  subscribers: Map<string, Subscription>;
  stream: Stream | undefined;
}

interface SubscribeRequest {
  channel: string;
  token?: string;
  recover?: boolean;
  offset?: number;
  epoch?: string;
  recoverable?: boolean;
  join_leave?: boolean;
}

class Connection {
  readonly id = randomUUID();
  user = '';
  info: unknown = undefined;
  authenticated = false;
  /** A connect failed with a reply error: the rest of the socket's commands are ignored. */
  failed = false;
  closed = false;
  readonly subscriptions = new Map<string, Subscription>();
  /** Token expiry in milliseconds; 0 = never. */
  expireAt = 0;
  awaitingPong = false;
  pingTimer: NodeJS.Timeout | undefined;
  pongTimer: NodeJS.Timeout | undefined;
  staleTimer: NodeJS.Timeout | undefined;
  expireTimer: NodeJS.Timeout | undefined;
  /** Frames collected while a batch of commands is processed (sent as one NDJSON frame). */
  pending: string[] | null = null;
  private readonly commands: Json[] = [];
  private busy = false;

  constructor(
    readonly hub: Hub,
    readonly ws: WebSocket,
  ) {}

  clientInfo(channelInfo?: unknown): ClientInfo {
    const info: ClientInfo = { user: this.user, client: this.id };
    if (this.info !== undefined) info.conn_info = this.info;
    if (channelInfo !== undefined) info.chan_info = channelInfo;
    return info;
  }

  onFrame(data: RawData): void {
    if (this.closed) return;
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(data).toString('utf8');
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (trimmed === '') continue;
      let command: unknown;
      try {
        command = JSON.parse(trimmed);
      } catch {
        this.close(DISCONNECTS.badRequest);
        return;
      }
      if (typeof command !== 'object' || command === null || Array.isArray(command)) {
        this.close(DISCONNECTS.badRequest);
        return;
      }
      this.commands.push(command as Json);
    }
    this.drain();
  }

  /** Runs queued commands in order; an async command (rpc) holds the rest until it answers. */
  private drain(): void {
    if (this.busy) return;
    this.pending = [];
    while (this.commands.length > 0 && !this.closed) {
      const command = this.commands.shift()!;
      let outcome: Reply | Promise<Reply>;
      try {
        outcome = this.hub.handleCommand(this, command);
      } catch (error) {
        this.hub.config.logger.error({ err: error }, 'realtime command failed');
        this.close(DISCONNECTS.internal);
        return;
      }
      if (typeof outcome === 'string') {
        this.pending.push(outcome);
      } else if (outcome !== undefined) {
        this.busy = true;
        this.flush();
        outcome.then(
          (reply) => {
            this.busy = false;
            if (reply !== undefined) this.write(reply);
            this.drain();
          },
          () => {
            this.busy = false;
            this.close(DISCONNECTS.internal);
          },
        );
        return;
      }
    }
    this.flush();
  }

  private flush(): void {
    const pending = this.pending;
    this.pending = null;
    if (pending && pending.length > 0) this.send(pending.join('\n'));
  }

  /** Writes one frame (or adds it to the batch being collected). */
  write(frame: string): void {
    if (this.closed) return;
    if (this.pending) this.pending.push(frame);
    else this.send(frame);
  }

  /** The fan-out path: the same Buffer for every subscriber. */
  writeShared(buffer: Buffer, frame: string): void {
    if (this.closed) return;
    if (this.pending) {
      this.pending.push(frame);
      return;
    }
    if (this.ws.bufferedAmount > this.hub.config.queueMaxBytes) {
      this.hub.slowDisconnects += 1;
      this.close(DISCONNECTS.slow);
      return;
    }
    this.ws.send(buffer, SEND_TEXT);
  }

  private send(frame: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.hub.config.queueMaxBytes) {
      this.hub.slowDisconnects += 1;
      this.close(DISCONNECTS.slow);
      return;
    }
    this.ws.send(frame, SEND_TEXT);
  }

  startPings(): void {
    const interval = this.hub.config.pingIntervalMs;
    // The first ping lands between interval/2 and interval, spreading reconnect waves.
    this.pingTimer = setTimeout(
      () => this.ping(),
      Math.floor(interval / 2 + Math.random() * (interval / 2)),
    );
  }

  private ping(): void {
    if (this.closed) return;
    this.send('{}');
    if (!this.awaitingPong) {
      this.awaitingPong = true;
      this.pongTimer = setTimeout(() => {
        if (this.awaitingPong) this.close(DISCONNECTS.noPong);
      }, this.hub.config.pongTimeoutMs);
    }
    this.pingTimer = setTimeout(() => this.ping(), this.hub.config.pingIntervalMs);
  }

  /** A pong (`{}`); one that answers no ping is a protocol violation, as in Centrifugo. */
  pong(): void {
    if (!this.awaitingPong) {
      this.close(DISCONNECTS.badRequest);
      return;
    }
    this.awaitingPong = false;
    clearTimeout(this.pongTimer);
  }

  /** Closes after the token expiry plus the grace delay, unless a refresh moved it. */
  scheduleExpiry(): void {
    clearTimeout(this.expireTimer);
    if (this.expireAt <= 0) return;
    const delay = Math.max(0, this.expireAt - nowMs()) + this.hub.config.expiredCloseDelayMs;
    this.expireTimer = setTimeout(() => {
      if (this.expireAt > 0 && this.expireAt <= nowMs()) this.close(DISCONNECTS.expired);
      else this.scheduleExpiry();
    }, delay);
  }

  close(reason: Disconnect): void {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    try {
      this.ws.close(reason.code, reason.reason);
    } catch {
      this.ws.terminate();
    }
    this.cleanup();
  }

  /** Leaves every channel and stops the timers; runs once, on close from either side. */
  cleanup(): void {
    this.closed = true;
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongTimer);
    clearTimeout(this.staleTimer);
    clearTimeout(this.expireTimer);
    this.commands.length = 0;
    this.hub.forget(this);
  }
}

class Hub implements RealtimeHub {
  readonly config: ResolvedHubConfig;
  private readonly namespaces = new Map<string, HubNamespaceConfig>();
  private readonly channels = new Map<string, ChannelState>();
  private readonly connections = new Set<Connection>();
  private readonly clients = new Map<string, Connection>();
  private readonly users = new Map<string, Set<Connection>>();
  private readonly rpcs = new Map<string, RpcHandler>();
  private readonly wss: WebSocketServer;
  private readonly servers = new Map<
    Server,
    (request: IncomingMessage, socket: Duplex, head: Buffer) => void
  >();
  private readonly sweeper: NodeJS.Timeout;
  private readonly connectReplyExtras: string;
  publications = 0;
  deliveries = 0;
  slowDisconnects = 0;
  subscriptionCount = 0;

  constructor(config: HubConfig) {
    this.config = resolveHubConfig(config);
    for (const namespace of this.config.namespaces) this.namespaces.set(namespace.name, namespace);
    if (this.config.defaultNamespace) {
      this.namespaces.set('', { ...this.config.defaultNamespace, name: '' });
    }
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.config.maxPayloadBytes,
      perMessageDeflate: false,
      clientTracking: false,
    });
    const version = this.config.version ? `,"version":${JSON.stringify(this.config.version)}` : '';
    const ping = Math.max(1, Math.ceil(this.config.pingIntervalMs / 1000));
    this.connectReplyExtras = `${version},"ping":${ping},"pong":true`;
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  // --- transport -----------------------------------------------------------------------------

  attach(server: Server): void {
    if (this.servers.has(server)) return;
    const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (pathOf(request.url) !== this.config.path) {
        // Leave other paths to other upgrade listeners; refuse them when there are none.
        if (server.listenerCount('upgrade') === 1) socket.destroy();
        return;
      }
      this.handleUpgrade(request, socket, head);
    };
    server.on('upgrade', listener);
    this.servers.set(server, listener);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!originAllowed(request.headers.origin, request.headers.host, this.config.allowedOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.onSocket(ws));
  }

  private onSocket(ws: WebSocket): void {
    const connection = new Connection(this, ws);
    this.connections.add(connection);
    connection.staleTimer = setTimeout(() => {
      if (!connection.authenticated) connection.close(DISCONNECTS.stale);
    }, this.config.staleCloseDelayMs);
    ws.on('message', (data) => connection.onFrame(data));
    // `ws` closes with 1009 itself when a message exceeds maxPayload, and reports it here.
    ws.on('error', () => {});
    ws.on('close', () => connection.cleanup());
  }

  /** Drops a closed connection from every registry and sends leave pushes. */
  forget(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    if (connection.authenticated) {
      this.clients.delete(connection.id);
      const sameUser = this.users.get(connection.user);
      sameUser?.delete(connection);
      if (sameUser?.size === 0) this.users.delete(connection.user);
    }
    for (const subscription of connection.subscriptions.values()) {
      this.removeSubscription(subscription);
    }
    connection.subscriptions.clear();
  }

  // --- commands ------------------------------------------------------------------------------

  handleCommand(connection: Connection, command: Json): Reply | Promise<Reply> {
    const id = command.id;
    if (id !== undefined && (typeof id !== 'number' || !Number.isInteger(id) || id < 0)) {
      connection.close(DISCONNECTS.badRequest);
      return undefined;
    }
    if (!id) {
      if (command.send !== undefined && connection.authenticated) return undefined;
      if (isEmptyCommand(command) && connection.authenticated) {
        connection.pong();
        return undefined;
      }
      if (connection.failed) return undefined;
      connection.close(DISCONNECTS.badRequest);
      return undefined;
    }
    if (command.connect !== undefined)
      return this.connect(connection, id, asObject(command.connect));
    if (!connection.authenticated) {
      if (!connection.failed) connection.close(DISCONNECTS.badRequest);
      return undefined;
    }
    if (command.subscribe !== undefined) {
      return this.subscribeCommand(connection, id, asObject(command.subscribe));
    }
    if (command.unsubscribe !== undefined) {
      return this.unsubscribeCommand(connection, id, asObject(command.unsubscribe));
    }
    if (command.publish !== undefined)
      return this.publishCommand(connection, id, asObject(command.publish));
    if (command.history !== undefined)
      return this.historyCommand(connection, id, asObject(command.history));
    if (command.presence !== undefined) {
      return this.presenceCommand(connection, id, asObject(command.presence), false);
    }
    if (command.presence_stats !== undefined) {
      return this.presenceCommand(connection, id, asObject(command.presence_stats), true);
    }
    if (command.rpc !== undefined) return this.rpcCommand(connection, id, asObject(command.rpc));
    if (command.refresh !== undefined)
      return this.refreshCommand(connection, id, asObject(command.refresh));
    if (command.sub_refresh !== undefined) {
      return this.subRefreshCommand(connection, id, asObject(command.sub_refresh));
    }
    if (command.ping !== undefined) return reply(id, 'ping', '{}');
    if (command.send !== undefined) return undefined;
    return errorReply(id, ERRORS.methodNotFound);
  }

  private connect(connection: Connection, id: number, request: Json): Reply {
    if (connection.authenticated) {
      connection.close(DISCONNECTS.badRequest);
      return undefined;
    }
    if (connection.failed) return undefined;
    const token = request.token;
    let claims: ConnectionTokenClaims = { sub: '' };
    if (typeof token === 'string' && token !== '') {
      const outcome = verifyConnectionToken(token, this.config.tokenSecret, {
        audience: this.config.tokenAudience,
        issuer: this.config.tokenIssuer,
      });
      if (!outcome.ok && outcome.reason === 'expired') {
        connection.failed = true;
        return errorReply(id, ERRORS.tokenExpired);
      }
      if (!outcome.ok) {
        connection.close(DISCONNECTS.invalidToken);
        return undefined;
      }
      claims = outcome.claims;
    } else if (!this.config.allowAnonymous) {
      // Centrifugo: "client connect without token" without allow_anonymous_connect_without_token.
      connection.close(DISCONNECTS.badRequest);
      return undefined;
    }
    const expireAtSeconds = claims.expire_at !== undefined ? claims.expire_at : (claims.exp ?? 0);
    const now = nowMs();
    if (expireAtSeconds > 0 && expireAtSeconds * 1000 <= now) {
      connection.failed = true;
      return errorReply(id, ERRORS.tokenExpired);
    }

    connection.authenticated = true;
    connection.user = claims.sub;
    connection.info = claims.info;
    connection.expireAt = expireAtSeconds > 0 ? expireAtSeconds * 1000 : 0;
    clearTimeout(connection.staleTimer);
    this.clients.set(connection.id, connection);
    let sameUser = this.users.get(connection.user);
    if (!sameUser) this.users.set(connection.user, (sameUser = new Set()));
    sameUser.add(connection);
    connection.startPings();
    connection.scheduleExpiry();

    let result = `{"client":"${connection.id}"${this.connectReplyExtras}`;
    if (connection.expireAt > 0) {
      result += `,"expires":true,"ttl":${ttlSeconds(connection.expireAt, now)}`;
    }
    // Server-side subscriptions from the token's `channels` claim, recovering from `subs`.
    const serverSubs: string[] = [];
    const joins: (() => void)[] = [];
    const recovery = asObject(request.subs);
    for (const channel of claims.channels ?? []) {
      const namespace = this.namespaceFor(channel);
      if (!namespace || connection.subscriptions.has(channel)) continue;
      const position = asObject(recovery[channel]);
      const subscribed = this.addSubscription(connection, channel, namespace, {
        channel,
        recover: position.recover === true,
        offset: numberOr(position.offset, 0),
        epoch: typeof position.epoch === 'string' ? position.epoch : '',
      });
      serverSubs.push(`${JSON.stringify(channel)}:${subscribed.result}`);
      joins.push(subscribed.after);
    }
    if (serverSubs.length > 0) result += `,"subs":{${serverSubs.join(',')}}`;
    connection.write(reply(id, 'connect', `${result}}`));
    for (const join of joins) join();
    return undefined;
  }

  private subscribeCommand(connection: Connection, id: number, raw: Json): Reply {
    const request = parseSubscribe(raw);
    if (!request || !this.validChannel(request.channel)) return errorReply(id, ERRORS.badRequest);
    const { channel } = request;
    if (connection.subscriptions.has(channel)) return errorReply(id, ERRORS.alreadySubscribed);
    const namespace = this.namespaceFor(channel);
    if (!namespace) return errorReply(id, ERRORS.unknownChannel);
    if (connection.subscriptions.size >= this.config.channelLimit) {
      return errorReply(id, ERRORS.limitExceeded);
    }
    let tokenClaims: SubscriptionTokenClaims | undefined;
    if (request.token) {
      const outcome = this.verifySubscriptionToken(connection, request.token, channel);
      if (outcome === 'expired') return errorReply(id, ERRORS.tokenExpired);
      if (outcome === 'invalid') return errorReply(id, ERRORS.permissionDenied);
      if (outcome === 'mismatch') {
        connection.close(DISCONNECTS.invalidToken);
        return undefined;
      }
      tokenClaims = outcome;
    } else if (!this.maySubscribeWithoutToken(connection, channel, namespace)) {
      return errorReply(id, ERRORS.permissionDenied);
    }
    const subscribed = this.addSubscription(connection, channel, namespace, request, tokenClaims);
    // The reply goes first, then the join push (both in the batch being collected).
    connection.write(reply(id, 'subscribe', subscribed.result));
    subscribed.after();
    return undefined;
  }

  /** Checks a subscription token against the connection; see protocol note 3.3 for the map. */
  private verifySubscriptionToken(
    connection: Connection,
    token: string,
    channel: string,
  ): SubscriptionTokenClaims | 'expired' | 'invalid' | 'mismatch' {
    const outcome = verifySubscriptionToken(token, this.config.tokenSecret, {
      audience: this.config.tokenAudience,
      issuer: this.config.tokenIssuer,
    });
    if (!outcome.ok) return outcome.reason;
    const claims = outcome.claims;
    if (
      claims.channel !== channel ||
      claims.sub !== connection.user ||
      (claims.client !== undefined && claims.client !== '' && claims.client !== connection.id)
    ) {
      return 'mismatch';
    }
    const expireAt = subscriptionExpireAt(claims);
    if (expireAt > 0 && expireAt <= nowMs()) return 'expired';
    return claims;
  }

  private maySubscribeWithoutToken(
    connection: Connection,
    channel: string,
    namespace: HubNamespaceConfig,
  ): boolean {
    if (channel.startsWith(PRIVATE_PREFIX)) return false;
    if (namespace.allowUserLimitedChannels) {
      const users = allowedUsersOf(channel);
      if (users) return connection.user !== '' && users.includes(connection.user);
    }
    return connection.user === ''
      ? namespace.allowSubscribeForAnonymous === true
      : namespace.allowSubscribeForClient === true;
  }

  /**
   * Registers a subscription and computes its SubscribeResult (with recovery). `after` sends
   * the join push; callers run it once the reply is written, so the client sees the reply
   * first.
   */
  private addSubscription(
    connection: Connection,
    channel: string,
    namespace: HubNamespaceConfig,
    request: SubscribeRequest,
    claims?: SubscriptionTokenClaims,
  ): { result: string; after: () => void } {
    const state = this.channelState(channel, namespace);
    const now = nowMs();
    const subscription: Subscription = {
      connection,
      channel,
      namespace,
      info: claims?.info,
      joinLeave:
        namespace.joinLeave === true &&
        (namespace.forcePushJoinLeave === true || request.join_leave === true),
      expireAt: claims ? subscriptionExpireAt(claims) : 0,
      timer: undefined,
    };
    connection.subscriptions.set(channel, subscription);
    state.subscribers.set(connection.id, subscription);
    this.subscriptionCount += 1;
    this.scheduleSubscriptionExpiry(subscription);

    const parts: string[] = [];
    if (subscription.expireAt > 0) {
      parts.push(`"expires":true,"ttl":${ttlSeconds(subscription.expireAt, now)}`);
    }
    const stream = state.stream;
    if (stream && (namespace.forceRecovery === true || request.recoverable === true)) {
      parts.push(`"recoverable":true,"positioned":true,"epoch":"${stream.epoch}"`);
      if (request.recover) {
        const since = stream.since(request.offset ?? 0, request.epoch ?? '', now);
        const limit = this.config.historyMaxPublicationLimit;
        if (since.ok && since.publications.length <= limit) {
          // As Centrifugo: the client's own offset, advanced by the recovered publications.
          parts.push(`"offset":${request.offset ?? 0},"was_recovering":true,"recovered":true`);
          if (since.publications.length > 0) {
            parts.push(`"publications":[${since.publications.map((p) => p.json).join(',')}]`);
          }
        } else {
          parts.push(`"offset":${stream.top},"was_recovering":true`);
        }
      } else {
        parts.push(`"offset":${stream.top}`);
      }
    }
    if (claims?.data !== undefined) parts.push(`"data":${JSON.stringify(claims.data)}`);
    const result = `{${parts.join(',')}}`;
    return {
      result,
      after: () => {
        if (namespace.joinLeave) this.pushJoinLeave(state, 'join', subscription);
      },
    };
  }

  private scheduleSubscriptionExpiry(subscription: Subscription): void {
    clearTimeout(subscription.timer);
    if (subscription.expireAt <= 0) return;
    const delay = Math.max(0, subscription.expireAt - nowMs()) + this.config.expiredSubCloseDelayMs;
    subscription.timer = setTimeout(() => {
      if (subscription.connection.subscriptions.get(subscription.channel) !== subscription) return;
      if (subscription.expireAt > 0 && subscription.expireAt <= nowMs()) {
        this.serverUnsubscribe(subscription, UNSUBSCRIBES.expired);
      } else {
        this.scheduleSubscriptionExpiry(subscription);
      }
    }, delay);
  }

  private removeSubscription(subscription: Subscription): void {
    clearTimeout(subscription.timer);
    const state = this.channels.get(subscription.channel);
    if (!state || state.subscribers.get(subscription.connection.id) !== subscription) return;
    state.subscribers.delete(subscription.connection.id);
    this.subscriptionCount -= 1;
    if (subscription.namespace.joinLeave) this.pushJoinLeave(state, 'leave', subscription);
    if (state.subscribers.size === 0 && !state.stream) this.channels.delete(subscription.channel);
  }

  private serverUnsubscribe(subscription: Subscription, reason: Disconnect): void {
    const { connection, channel } = subscription;
    connection.subscriptions.delete(channel);
    this.removeSubscription(subscription);
    connection.write(
      `{"push":{"channel":${JSON.stringify(channel)},"unsubscribe":${JSON.stringify({
        code: reason.code,
        reason: reason.reason,
      })}}}`,
    );
  }

  private pushJoinLeave(
    state: ChannelState,
    kind: 'join' | 'leave',
    subscription: Subscription,
  ): void {
    let frame: string | undefined;
    for (const other of state.subscribers.values()) {
      if (!other.joinLeave) continue;
      frame ??= `{"push":{"channel":${JSON.stringify(state.channel)},"${kind}":{"info":${JSON.stringify(
        subscription.connection.clientInfo(subscription.info),
      )}}}}`;
      other.connection.write(frame);
    }
  }

  private unsubscribeCommand(connection: Connection, id: number, request: Json): Reply {
    const channel = request.channel;
    if (typeof channel !== 'string' || channel === '') return errorReply(id, ERRORS.badRequest);
    const subscription = connection.subscriptions.get(channel);
    if (subscription) {
      connection.subscriptions.delete(channel);
      connection.write(reply(id, 'unsubscribe', '{}'));
      this.removeSubscription(subscription);
      return undefined;
    }
    return reply(id, 'unsubscribe', '{}');
  }

  private publishCommand(connection: Connection, id: number, request: Json): Reply {
    const channel = request.channel;
    if (typeof channel !== 'string' || !this.validChannel(channel) || request.data === undefined) {
      return errorReply(id, ERRORS.badRequest);
    }
    const namespace = this.namespaceFor(channel);
    if (!namespace) return errorReply(id, ERRORS.unknownChannel);
    const subscription = connection.subscriptions.get(channel);
    const allowed =
      (namespace.allowPublishForSubscriber === true && subscription !== undefined) ||
      (namespace.allowPublishForClient === true &&
        (!channel.startsWith(PRIVATE_PREFIX) || subscription !== undefined));
    if (!allowed) return errorReply(id, ERRORS.permissionDenied);
    const outcome = this.publishData(channel, request.data, {
      info: connection.clientInfo(subscription?.info),
    });
    if (!outcome.ok) return errorReply(id, outcome.error);
    return reply(id, 'publish', '{}');
  }

  private historyCommand(connection: Connection, id: number, request: Json): Reply {
    const channel = request.channel;
    if (typeof channel !== 'string' || !this.validChannel(channel)) {
      return errorReply(id, ERRORS.badRequest);
    }
    const namespace = this.namespaceFor(channel);
    if (!namespace) return errorReply(id, ERRORS.unknownChannel);
    if (!(namespace.historySize! > 0)) return errorReply(id, ERRORS.notAvailable);
    if (!connection.subscriptions.has(channel) && namespace.allowHistoryForClient !== true) {
      return errorReply(id, ERRORS.permissionDenied);
    }
    const since = asObject(request.since);
    const outcome = this.historyJson(channel, namespace, {
      limit: numberOr(request.limit, 0),
      since:
        request.since !== undefined
          ? { offset: numberOr(since.offset, 0), epoch: String(since.epoch ?? '') }
          : undefined,
      reverse: request.reverse === true,
    });
    if (!outcome.ok) return errorReply(id, outcome.error);
    return reply(id, 'history', outcome.json);
  }

  private presenceCommand(
    connection: Connection,
    id: number,
    request: Json,
    statsOnly: boolean,
  ): Reply {
    const channel = request.channel;
    if (typeof channel !== 'string' || !this.validChannel(channel)) {
      return errorReply(id, ERRORS.badRequest);
    }
    const namespace = this.namespaceFor(channel);
    if (!namespace) return errorReply(id, ERRORS.unknownChannel);
    if (!namespace.presence) return errorReply(id, ERRORS.notAvailable);
    if (!connection.subscriptions.has(channel) && namespace.allowPresenceForClient !== true) {
      return errorReply(id, ERRORS.permissionDenied);
    }
    if (statsOnly) return reply(id, 'presence_stats', JSON.stringify(this.presenceStats(channel)));
    return reply(id, 'presence', JSON.stringify({ presence: this.presence(channel) ?? {} }));
  }

  private rpcCommand(connection: Connection, id: number, request: Json): Reply | Promise<Reply> {
    const method = typeof request.method === 'string' ? request.method : '';
    const handler = this.rpcs.get(method);
    if (!handler) return errorReply(id, ERRORS.methodNotFound);
    const answer = (data: unknown): string =>
      reply(id, 'rpc', data === undefined ? '{}' : `{"data":${JSON.stringify(data)}}`);
    const fail = (error: unknown): string => {
      if (error instanceof HubError) return errorReply(id, error.toShape());
      this.config.logger.error({ err: error, method }, 'realtime rpc failed');
      return errorReply(id, ERRORS.internal);
    };
    try {
      const result = handler({
        client: connection.id,
        user: connection.user,
        info: connection.info,
        data: request.data,
      });
      if (isPromiseLike(result)) return Promise.resolve(result).then(answer, fail);
      return answer(result);
    } catch (error) {
      return fail(error);
    }
  }

  private refreshCommand(connection: Connection, id: number, request: Json): Reply {
    const token = request.token;
    if (typeof token !== 'string' || token === '') return errorReply(id, ERRORS.badRequest);
    const outcome = verifyConnectionToken(token, this.config.tokenSecret, {
      audience: this.config.tokenAudience,
      issuer: this.config.tokenIssuer,
    });
    if (!outcome.ok) {
      connection.close(
        outcome.reason === 'expired' ? DISCONNECTS.expired : DISCONNECTS.invalidToken,
      );
      return undefined;
    }
    const claims = outcome.claims;
    if (claims.sub !== connection.user) {
      connection.close(DISCONNECTS.invalidToken);
      return undefined;
    }
    const expireAtSeconds = claims.expire_at !== undefined ? claims.expire_at : (claims.exp ?? 0);
    const now = nowMs();
    if (expireAtSeconds > 0 && expireAtSeconds * 1000 <= now) {
      connection.close(DISCONNECTS.expired);
      return undefined;
    }
    if (claims.info !== undefined) connection.info = claims.info;
    connection.expireAt = expireAtSeconds > 0 ? expireAtSeconds * 1000 : 0;
    connection.scheduleExpiry();
    // `client` is echoed: centrifuge-js 5.7 overwrites its client id with it (protocol 1.5.11).
    let result = `{"client":"${connection.id}"`;
    if (this.config.version) result += `,"version":${JSON.stringify(this.config.version)}`;
    if (connection.expireAt > 0) {
      result += `,"expires":true,"ttl":${ttlSeconds(connection.expireAt, now)}`;
    }
    return reply(id, 'refresh', `${result}}`);
  }

  private subRefreshCommand(connection: Connection, id: number, request: Json): Reply {
    const channel = request.channel;
    const token = request.token;
    if (typeof channel !== 'string' || typeof token !== 'string' || token === '') {
      return errorReply(id, ERRORS.badRequest);
    }
    const subscription = connection.subscriptions.get(channel);
    if (!subscription) return errorReply(id, ERRORS.permissionDenied);
    const outcome = this.verifySubscriptionToken(connection, token, channel);
    if (outcome === 'invalid' || outcome === 'mismatch') {
      connection.close(DISCONNECTS.invalidToken);
      return undefined;
    }
    if (outcome === 'expired') {
      // An expired refresh cannot extend the subscription: the client resubscribes (2501),
      // meets 109 and fetches a fresh token.
      connection.write(reply(id, 'sub_refresh', '{}'));
      this.serverUnsubscribe(subscription, UNSUBSCRIBES.expired);
      return undefined;
    }
    subscription.expireAt = subscriptionExpireAt(outcome);
    if (outcome.info !== undefined) subscription.info = outcome.info;
    this.scheduleSubscriptionExpiry(subscription);
    if (subscription.expireAt <= 0) return reply(id, 'sub_refresh', '{}');
    return reply(
      id,
      'sub_refresh',
      `{"expires":true,"ttl":${ttlSeconds(subscription.expireAt, nowMs())}}`,
    );
  }

  // --- channels, history, publications -------------------------------------------------------

  private validChannel(channel: string): boolean {
    return channel !== '' && channel.length <= this.config.channelMaxLength;
  }

  private namespaceFor(channel: string): HubNamespaceConfig | undefined {
    return this.namespaces.get(namespaceOf(channel));
  }

  private channelState(channel: string, namespace: HubNamespaceConfig): ChannelState {
    let state = this.channels.get(channel);
    if (!state) {
      const historySize = namespace.historySize ?? 0;
      state = {
        channel,
        namespace,
        subscribers: new Map(),
        stream:
          historySize > 0
            ? new Stream(historySize, (namespace.historyTtlSeconds ?? 0) * 1000)
            : undefined,
      };
      this.channels.set(channel, state);
    }
    return state;
  }

  publishData(channel: string, data: unknown, options: PublishOptions = {}): PublishOutcome {
    const json = serialise(data);
    if (json === undefined) return { ok: false, error: ERRORS.badRequest };
    return this.publishJson(channel, json, options);
  }

  /** Publishes data already serialised (a broadcast serialises once for all its channels). */
  private publishJson(channel: string, json: string, options: PublishOptions): PublishOutcome {
    if (typeof channel !== 'string' || !this.validChannel(channel)) {
      return { ok: false, error: ERRORS.badRequest };
    }
    const namespace = this.namespaceFor(channel);
    if (!namespace) return { ok: false, error: ERRORS.unknownChannel };
    const useHistory = (namespace.historySize ?? 0) > 0 && !options.skipHistory;
    // No subscribers and no history: nothing to do, and no channel state to create.
    const existing = this.channels.get(channel);
    if (!existing && !useHistory) {
      this.publications += 1;
      return { ok: true };
    }
    const state = existing ?? this.channelState(channel, namespace);
    const stream = state.stream;
    const now = nowMs();
    let publication = `{"data":${json}`;
    if (options.info) publication += `,"info":${JSON.stringify(options.info)}`;
    if (options.tags && Object.keys(options.tags).length > 0) {
      publication += `,"tags":${JSON.stringify(options.tags)}`;
    }
    let offset: number | undefined;
    if (stream && useHistory) {
      offset = stream.next(now);
      publication += `,"offset":${offset}}`;
      stream.store({ offset, time: now, json: publication });
    } else {
      publication += '}';
    }
    this.publications += 1;
    if (state.subscribers.size > 0) {
      const frame = `{"push":{"channel":${JSON.stringify(channel)},"pub":${publication}}}`;
      const buffer = Buffer.from(frame);
      for (const subscription of state.subscribers.values()) {
        subscription.connection.writeShared(buffer, frame);
      }
      this.deliveries += state.subscribers.size;
    }
    return offset === undefined ? { ok: true } : { ok: true, offset, epoch: stream!.epoch };
  }

  broadcastData(
    channels: readonly string[],
    data: unknown,
    options: PublishOptions = {},
  ): PublishOutcome[] {
    const json = serialise(data);
    return channels.map((channel) =>
      json === undefined
        ? { ok: false, error: ERRORS.badRequest }
        : this.publishJson(channel, json, options),
    );
  }

  async publish(channel: string, message: RealtimeMessage): Promise<void> {
    const outcome = this.publishData(channel, message);
    if (!outcome.ok) {
      this.config.logger.warn({ channel, error: outcome.error }, 'realtime publish refused');
    }
  }

  async broadcast(channels: readonly string[], message: RealtimeMessage): Promise<void> {
    this.broadcastData(channels, message).forEach((outcome, index) => {
      if (!outcome.ok) {
        const channel = channels[index];
        this.config.logger.warn({ channel, error: outcome.error }, 'realtime publish refused');
      }
    });
  }

  history(channel: string, options: HistoryOptions = {}): HistoryOutcome {
    if (typeof channel !== 'string' || !this.validChannel(channel)) {
      return { ok: false, error: ERRORS.badRequest };
    }
    const namespace = this.namespaceFor(channel);
    if (!namespace) return { ok: false, error: ERRORS.unknownChannel };
    if (!(namespace.historySize! > 0)) return { ok: false, error: ERRORS.notAvailable };
    const outcome = this.historyJson(channel, namespace, options);
    if (!outcome.ok) return outcome;
    const result = JSON.parse(outcome.json) as {
      publications?: unknown[];
      offset: number;
      epoch: string;
    };
    return {
      ok: true,
      publications: result.publications ?? [],
      offset: result.offset,
      epoch: result.epoch,
    };
  }

  /** History as a HistoryResult JSON string, publications spliced in without re-serialising. */
  private historyJson(
    channel: string,
    namespace: HubNamespaceConfig,
    options: HistoryOptions,
  ): { ok: true; json: string } | { ok: false; error: HubErrorShape } {
    const stream = this.channelState(channel, namespace).stream!;
    const now = nowMs();
    const cap = this.config.historyMaxPublicationLimit;
    const requested = options.limit ?? 0;
    const limit = requested < 0 ? cap : Math.min(requested, cap);
    let items = stream.all(now);
    if (options.since) {
      const { offset, epoch } = options.since;
      if (epoch !== stream.epoch) return { ok: false, error: ERRORS.unrecoverablePosition };
      if (options.reverse) {
        items = items.filter((p) => p.offset < offset);
      } else {
        const since = stream.since(offset, epoch, now);
        if (!since.ok) return { ok: false, error: ERRORS.unrecoverablePosition };
        items = since.publications;
      }
    }
    let chosen: typeof items = [];
    if (limit > 0) {
      chosen = options.reverse ? items.slice(-limit).reverse() : items.slice(0, limit);
    }
    const publications =
      chosen.length > 0 ? `"publications":[${chosen.map((p) => p.json).join(',')}],` : '';
    return {
      ok: true,
      json: `{${publications}"epoch":"${stream.epoch}","offset":${stream.top}}`,
    };
  }

  presence(channel: string): Record<string, ClientInfo> | null {
    const namespace = this.namespaceFor(channel);
    if (!namespace?.presence) return null;
    const presence: Record<string, ClientInfo> = {};
    const state = this.channels.get(channel);
    for (const subscription of state?.subscribers.values() ?? []) {
      presence[subscription.connection.id] = subscription.connection.clientInfo(subscription.info);
    }
    return presence;
  }

  presenceStats(channel: string): { num_clients: number; num_users: number } | null {
    const namespace = this.namespaceFor(channel);
    if (!namespace?.presence) return null;
    const state = this.channels.get(channel);
    const users = new Set<string>();
    for (const subscription of state?.subscribers.values() ?? []) {
      users.add(subscription.connection.user);
    }
    return { num_clients: state?.subscribers.size ?? 0, num_users: users.size };
  }

  // --- server-side control -------------------------------------------------------------------

  private matching(filter: ConnectionFilter): Connection[] {
    if (filter.client !== undefined) {
      const connection = this.clients.get(filter.client);
      return connection && (filter.user === undefined || connection.user === filter.user)
        ? [connection]
        : [];
    }
    if (filter.user !== undefined) return [...(this.users.get(filter.user) ?? [])];
    return [];
  }

  unsubscribe(
    channel: string,
    filter: ConnectionFilter,
    reason: Disconnect = UNSUBSCRIBES.server,
  ): number {
    let count = 0;
    for (const connection of this.matching(filter)) {
      const subscription = connection.subscriptions.get(channel);
      if (!subscription) continue;
      this.serverUnsubscribe(subscription, reason);
      count += 1;
    }
    return count;
  }

  disconnect(filter: ConnectionFilter, reason: Disconnect = DISCONNECTS.forceNoReconnect): number {
    const connections = this.matching(filter);
    for (const connection of connections) connection.close(reason);
    return connections.length;
  }

  registerRpc(method: string, handler: RpcHandler): void {
    this.rpcs.set(method, handler);
  }

  stats(): HubStats {
    return {
      connections: this.connections.size,
      clients: this.clients.size,
      users: this.users.size,
      channels: this.channels.size,
      subscriptions: this.subscriptionCount,
      publications: this.publications,
      deliveries: this.deliveries,
      slowDisconnects: this.slowDisconnects,
    };
  }

  /** Forgets idle channel streams (no subscribers, nothing published for the meta TTL). */
  private sweep(): void {
    const now = nowMs();
    for (const [channel, state] of this.channels) {
      state.stream?.trim(now);
      if (
        state.subscribers.size === 0 &&
        (!state.stream || now - state.stream.lastActivity > this.config.historyMetaTtlMs)
      ) {
        this.channels.delete(channel);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const [server, listener] of this.servers) server.off('upgrade', listener);
    this.servers.clear();
    const sockets = [...this.connections].map((connection) => connection.ws);
    for (const connection of [...this.connections]) connection.close(DISCONNECTS.shutdown);
    await Promise.race([
      Promise.all(
        sockets.map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === WebSocket.CLOSED) resolve();
              else ws.once('close', () => resolve());
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000).unref()),
    ]);
    for (const ws of sockets) if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
    this.wss.close();
  }
}

/** Creates the embedded hub; `attach` it to the API's HTTP server. */
export function createRealtimeHub(config: HubConfig): RealtimeHub {
  return new Hub(config);
}

// --- helpers ---------------------------------------------------------------------------------

/** JSON of publication data; undefined for values JSON cannot carry (functions, cycles). */
function serialise(data: unknown): string | undefined {
  try {
    return JSON.stringify(data);
  } catch {
    return undefined;
  }
}

function reply(id: number, key: string, result: string): string {
  return `{"id":${id},"${key}":${result}}`;
}

function errorReply(id: number, error: HubErrorShape): string {
  return `{"id":${id},"error":${JSON.stringify(error)}}`;
}

function ttlSeconds(expireAtMs: number, now: number): number {
  return Math.max(0, Math.floor((expireAtMs - now) / 1000));
}

function subscriptionExpireAt(claims: SubscriptionTokenClaims): number {
  const seconds = claims.expire_at !== undefined ? claims.expire_at : (claims.exp ?? 0);
  return seconds > 0 ? seconds * 1000 : 0;
}

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function isEmptyCommand(command: Json): boolean {
  for (const key in command) if (command[key] !== undefined && key !== 'id') return false;
  return true;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function parseSubscribe(raw: Json): SubscribeRequest | null {
  if (typeof raw.channel !== 'string') return null;
  return {
    channel: raw.channel,
    token: typeof raw.token === 'string' ? raw.token : undefined,
    recover: raw.recover === true,
    offset: numberOr(raw.offset, 0),
    epoch: typeof raw.epoch === 'string' ? raw.epoch : '',
    recoverable: raw.recoverable === true,
    join_leave: raw.join_leave === true,
  };
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
