// One realtime connection per tab (spec sections 4, 8, 9): the official `centrifuge` client,
// connection tokens from `POST /websocket/token` (which also names the socket URL, unless the
// web env sets one), subscription tokens for `$` channels from `POST /websocket/authorize`,
// ref-counted subscriptions, the private channel only while a user id exists, and a drop,
// token clear and reconnect when the auth status crosses signed in / signed out.
// Coming back (decision 0018): the browser's `online` event reconnects at once; while the socket
// is down after having been up, a cheap probe of the socket's server runs every second or two,
// and when it answers the client stops waiting out its backoff (up to 20 s) and reconnects.
import { Centrifuge, type Subscription, UnauthorizedError } from 'centrifuge';
import { isTokenChannel, userChannel } from '@sportsbook/contract';
import { type RealtimeAuthStatus, needsReconnect } from './auth-transition';
import {
  type RealtimeReport,
  reportForClientError,
  reportForDisconnect,
  reportForUnsubscribed,
} from './error-policy';
import { type EventBus, createEventBus } from './event-bus';
import {
  MAX_RECONNECT_DELAY_MS,
  MAX_RESUBSCRIBE_DELAY_MS,
  MAX_SERVER_PING_DELAY_MS,
  MIN_RECONNECT_DELAY_MS,
  MIN_RESUBSCRIBE_DELAY_MS,
  PROBE_MAX_DELAY_MS,
  PROBE_MIN_DELAY_MS,
  REALTIME_TIMEOUT_MS,
} from './realtime-constants';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionState = 'unsubscribed' | 'subscribing' | 'subscribed';

/** A token call refused the caller (401/403): the client ends in `disconnected`/`unsubscribed`. */
export class RealtimeUnauthorized extends Error {}

export interface ConnectionToken {
  token: string;
  /** Socket URL named by the server (embedded hub or Centrifugo). */
  url: string;
}

export interface RealtimeClientOptions {
  /** Socket URL from the web env; null: the one the token answer names. */
  url: string | null;
  fetchConnectionToken: () => Promise<ConnectionToken>;
  fetchSubscriptionToken: (channel: string) => Promise<string>;
  /** A token call answered 401 (the session is gone). */
  onUnauthorized?: () => void;
  report?: (report: RealtimeReport) => void;
  /** WebSocket implementation for Node (tests); the browser's by default. */
  websocket?: unknown;
  bus?: EventBus;
  /** Sent in the connect command (`data`). */
  connectData?: Record<string, unknown>;
  /**
   * Whether the socket's server answers now (any HTTP answer counts); a `true` while the socket
   * is down cuts the reconnect backoff short. None: no probing, the backoff alone.
   */
  probe?: (socketUrl: string) => Promise<boolean>;
  /** Source of `online`/`offline` events: the window in the browser; none in Node. */
  networkEvents?: EventTarget | null;
}

export interface SubscribedInfo {
  channel: string;
  /** The hub sent every publication missed while away; no snapshot needed. */
  recovered: boolean;
}

export interface RealtimeClient {
  readonly bus: EventBus;
  start(): void;
  stop(): void;
  connectionState(): ConnectionState;
  /** Changes of the connection state, and of any subscription's state. */
  onStateChange(listener: () => void): () => void;
  subscriptionState(channel: string): SubscriptionState;
  /**
   * Holds a channel while the returned function is not called. `onSubscribed` runs on every
   * (re)subscribe: `recovered: false` means publications may have been missed (refetch).
   */
  hold(channel: string, onSubscribed?: (info: SubscribedInfo) => void): () => void;
  /** Auth status and player id from the account store. */
  setAuth(status: RealtimeAuthStatus, userId: number | string | null): void;
  /** The underlying client (tests and diagnostics). */
  raw(): Centrifuge | null;
  /** The socket was up at least once (a later loss makes what it kept current stale). */
  everConnected(): boolean;
}

interface Held {
  refs: number;
  sub: Subscription | null;
  state: SubscriptionState;
  callbacks: Set<(info: SubscribedInfo) => void>;
}

/**
 * Delay before the next probe: 1–2 s while the server stays silent; after a probe answered but
 * the reconnect it started did not get through, doubling per such wake, so a half-up server is
 * not asked more often than the reconnect backoff would.
 */
export const probeDelay = (wakes: number, random = Math.random()) =>
  Math.min(
    MAX_RECONNECT_DELAY_MS,
    (PROBE_MIN_DELAY_MS + random * (PROBE_MAX_DELAY_MS - PROBE_MIN_DELAY_MS)) * 2 ** wakes,
  );

/** Backoff for the first token call, which runs before the client exists. */
const backoff = (attempt: number) =>
  Math.min(
    MAX_RECONNECT_DELAY_MS,
    MIN_RECONNECT_DELAY_MS +
      Math.random() * Math.min(MAX_RECONNECT_DELAY_MS, MIN_RECONNECT_DELAY_MS * 2 ** attempt),
  );

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const report = options.report ?? (() => {});
  const bus = options.bus ?? createEventBus((error) => report(handlerFailure(error)));
  const held = new Map<string, Held>();
  const listeners = new Set<() => void>();
  let client: Centrifuge | null = null;
  let state: ConnectionState = 'disconnected';
  let started = false;
  let everConnected = false;
  let bootTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped when the identity changes while the first token call is under way. */
  let generation = 0;
  let booting = false;
  let authSettled: RealtimeAuthStatus = 'unknown';
  let userId: string | null = null;
  let releaseUser: (() => void) | null = null;
  /** The socket URL in use (for the probe). */
  let socketUrl: string | null = null;
  /** The client's network events: the browser's, plus an `online` of ours after a probe. */
  const network = new EventTarget();
  let probeTimer: ReturnType<typeof setTimeout> | null = null;
  let probeWakes = 0;
  let bootAttempt = 0;

  const notify = () => listeners.forEach((listener) => listener());
  function setState(next: ConnectionState) {
    if (next === state) return;
    state = next;
    if (next === 'connected') probeWakes = 0;
    syncProbe();
    notify();
  }

  const isOffline = () =>
    typeof navigator !== 'undefined' && 'onLine' in navigator && navigator.onLine === false;

  /** Reconnects now instead of waiting out the backoff (nothing happens if an attempt runs). */
  function wake() {
    if (!started) return;
    if (client) {
      // The client's own online handler: clears the reconnect timer and reconnects, unless
      // an attempt is already under way.
      if (state === 'connecting') network.dispatchEvent(new Event('online'));
      return;
    }
    if (bootTimer !== null) {
      clearTimeout(bootTimer);
      boot(bootAttempt);
    }
  }

  /** Probes only while the socket is down after having been up, and the browser is online. */
  function syncProbe() {
    const wanted =
      started && client !== null && everConnected && state === 'connecting' && !!options.probe;
    if (!wanted) {
      if (probeTimer !== null) clearTimeout(probeTimer);
      probeTimer = null;
      return;
    }
    if (probeTimer !== null) return;
    probeTimer = setTimeout(runProbe, probeDelay(probeWakes));
  }

  function runProbe() {
    probeTimer = null;
    const url = socketUrl;
    if (!options.probe || !url || state !== 'connecting') return syncProbe();
    // Offline: the `online` event reconnects; probing would only fail.
    if (isOffline()) return syncProbe();
    options.probe(url).then(
      (answered) => {
        if (answered && state === 'connecting') {
          probeWakes += 1;
          wake();
        }
        syncProbe();
      },
      () => syncProbe(),
    );
  }

  const onOnline = () => wake();
  const onOffline = () => network.dispatchEvent(new Event('offline'));

  async function getConnectionToken(): Promise<string> {
    try {
      return (await options.fetchConnectionToken()).token;
    } catch (error) {
      if (error instanceof RealtimeUnauthorized) {
        options.onUnauthorized?.();
        throw new UnauthorizedError('connection token refused');
      }
      throw error;
    }
  }

  async function getSubscriptionToken({ channel }: { channel: string }): Promise<string> {
    try {
      return await options.fetchSubscriptionToken(channel);
    } catch (error) {
      if (error instanceof RealtimeUnauthorized) throw new UnauthorizedError('channel refused');
      throw error;
    }
  }

  function build(url: string, token: string): Centrifuge {
    const next = new Centrifuge(url, {
      token,
      getToken: getConnectionToken,
      data: options.connectData ?? null,
      timeout: REALTIME_TIMEOUT_MS,
      minReconnectDelay: MIN_RECONNECT_DELAY_MS,
      maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
      maxServerPingDelay: MAX_SERVER_PING_DELAY_MS,
      networkEventTarget: network,
      ...(options.websocket ? { websocket: options.websocket } : {}),
    });
    next.on('state', (ctx) => setState(ctx.newState as ConnectionState));
    next.on('connected', () => {
      everConnected = true;
      syncProbe();
    });
    next.on('disconnected', (ctx) => {
      const problem = reportForDisconnect(ctx);
      if (problem) report(problem);
    });
    next.on('error', (ctx) => {
      const problem = reportForClientError(
        {
          code: ctx.error.code,
          message: ctx.error.message,
          temporary: (ctx.error as { temporary?: boolean }).temporary,
        },
        everConnected,
        ctx.type,
      );
      if (problem) report(problem);
    });
    for (const [channel, entry] of held) attach(next, channel, entry);
    return next;
  }

  function attach(target: Centrifuge, channel: string, entry: Held) {
    const sub =
      target.getSubscription(channel) ??
      target.newSubscription(channel, {
        recoverable: true,
        minResubscribeDelay: MIN_RESUBSCRIBE_DELAY_MS,
        maxResubscribeDelay: MAX_RESUBSCRIBE_DELAY_MS,
        ...(isTokenChannel(channel) ? { getToken: getSubscriptionToken } : {}),
      });
    sub.removeAllListeners();
    sub.on('state', (ctx) => {
      entry.state = ctx.newState as SubscriptionState;
      notify();
    });
    sub.on('subscribed', (ctx) => {
      const info = { channel, recovered: ctx.wasRecovering && ctx.recovered };
      entry.callbacks.forEach((callback) => safely(() => callback(info)));
    });
    sub.on('publication', (ctx) => {
      bus.publish(channel, ctx.data);
    });
    sub.on('unsubscribed', (ctx) => {
      const problem = reportForUnsubscribed({ channel, code: ctx.code, reason: ctx.reason });
      if (problem) report(problem);
    });
    entry.sub = sub;
    sub.subscribe();
  }

  function safely(run: () => void) {
    try {
      run();
    } catch (error) {
      report(handlerFailure(error));
    }
  }

  function boot(attempt: number) {
    bootTimer = null;
    bootAttempt = attempt;
    if (!started) return;
    setState('connecting');
    booting = true;
    const asked = generation;
    options.fetchConnectionToken().then(
      ({ token, url }) => {
        if (!started || client) return;
        booting = false;
        // The token was asked for the identity before a sign-in or sign-out: ask again.
        if (asked !== generation) return boot(0);
        socketUrl = options.url ?? url;
        client = build(socketUrl, token);
        client.connect();
      },
      (error: unknown) => {
        if (!started) return;
        if (error instanceof RealtimeUnauthorized) {
          // Unauthorized disconnects (spec section 8); a sign-in or sign-out starts again.
          booting = false;
          setState('disconnected');
          options.onUnauthorized?.();
          return;
        }
        if (attempt === 0) {
          report({
            kind: 'initial-connection-failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
        bootTimer = setTimeout(() => boot(attempt + 1), backoff(attempt));
      },
    );
  }

  function syncUserChannel() {
    const wanted = authSettled === 'logged_in' && userId !== null ? userChannel(userId) : null;
    const current = releaseUser ? currentUserChannel : null;
    if (wanted === current) return;
    releaseUser?.();
    releaseUser = null;
    currentUserChannel = null;
    if (wanted) {
      releaseUser = api.hold(wanted);
      currentUserChannel = wanted;
    }
  }
  let currentUserChannel: string | null = null;

  const api: RealtimeClient = {
    bus,
    start() {
      if (started) return;
      started = true;
      options.networkEvents?.addEventListener('online', onOnline);
      options.networkEvents?.addEventListener('offline', onOffline);
      boot(0);
    },
    stop() {
      started = false;
      options.networkEvents?.removeEventListener('online', onOnline);
      options.networkEvents?.removeEventListener('offline', onOffline);
      if (bootTimer !== null) clearTimeout(bootTimer);
      bootTimer = null;
      syncProbe();
      client?.disconnect();
      client = null;
      for (const entry of held.values()) {
        entry.sub = null;
        entry.state = 'unsubscribed';
      }
      setState('disconnected');
    },
    connectionState: () => state,
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscriptionState: (channel) => held.get(channel)?.state ?? 'unsubscribed',
    hold(channel, onSubscribed) {
      let entry = held.get(channel);
      if (!entry) {
        entry = { refs: 0, sub: null, state: 'unsubscribed', callbacks: new Set() };
        held.set(channel, entry);
        if (client) attach(client, channel, entry);
      }
      const owned = entry;
      owned.refs += 1;
      if (onSubscribed) owned.callbacks.add(onSubscribed);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        owned.refs -= 1;
        if (onSubscribed) owned.callbacks.delete(onSubscribed);
        if (owned.refs > 0) return;
        held.delete(channel);
        if (owned.sub) {
          owned.sub.removeAllListeners();
          owned.sub.unsubscribe();
          client?.removeSubscription(owned.sub);
        }
        notify();
      };
    },
    setAuth(status, nextUserId) {
      const settled = status === 'pending' ? authSettled : status;
      const reconnect = needsReconnect(authSettled, settled);
      authSettled = settled;
      userId = settled === 'logged_in' && nextUserId !== null ? String(nextUserId) : null;
      if (reconnect && !client) {
        generation += 1;
        // Refused before: the new identity may get a token.
        if (started && !booting && bootTimer === null) boot(0);
      }
      if (reconnect && client) {
        // Spec section 4: drop the connection, clear its token, connect again (a new token
        // for the new identity is fetched on connect).
        client.disconnect();
        client.setToken('');
        client.connect();
      }
      syncUserChannel();
    },
    raw: () => client,
    everConnected: () => everConnected,
  };
  return api;
}

function handlerFailure(error: unknown): RealtimeReport {
  return {
    kind: 'internal-error',
    message: error instanceof Error ? error.message : String(error),
  };
}
