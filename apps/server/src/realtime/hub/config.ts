// Configuration of the embedded hub. Names and defaults follow Centrifugo v6
// (`client.*`, `channel.namespaces[]`) so one set of settings means the same in both modes.

import { REALTIME_WEBSOCKET_PATH } from '@sportsbook/contract';

/** One namespace: the part of a channel name before `:` (Centrifugo `channel.namespaces[]`). */
export interface HubNamespaceConfig {
  name: string;
  /** Publications kept per channel for history and recovery; 0 = no history. */
  historySize?: number;
  /** How long a publication stays in history, in seconds (Centrifugo `history_ttl`). */
  historyTtlSeconds?: number;
  /** Every subscription is recoverable, without the client asking (`force_recovery`). */
  forceRecovery?: boolean;
  /** Keep a presence set per channel; `presence`/`presence_stats` answer 108 otherwise. */
  presence?: boolean;
  /** Generate join/leave pushes (sent to subscribers that ask with `join_leave: true`). */
  joinLeave?: boolean;
  /** Send join/leave pushes to every subscriber, asked or not (`force_push_join_leave`). */
  forcePushJoinLeave?: boolean;
  /** Connections with a user may subscribe without a subscription token. */
  allowSubscribeForClient?: boolean;
  /** Anonymous connections may subscribe without a subscription token. */
  allowSubscribeForAnonymous?: boolean;
  /** Any connection may publish from the client (`allow_publish_for_client`). */
  allowPublishForClient?: boolean;
  /** Subscribers of the channel may publish from the client (`allow_publish_for_subscriber`). */
  allowPublishForSubscriber?: boolean;
  /** Any connection may read history / presence without being subscribed. */
  allowHistoryForClient?: boolean;
  allowPresenceForClient?: boolean;
  /** `chan#42,43` channels: only the listed users may subscribe without a token. */
  allowUserLimitedChannels?: boolean;
}

export interface HubConfig {
  /** HMAC secret of connection and subscription tokens (Centrifugo `client.token.hmac_secret_key`). */
  tokenSecret: string;
  tokenAudience?: string;
  tokenIssuer?: string;
  /** Connect without a token as the anonymous user (`client.allow_anonymous_connect_without_token`). */
  allowAnonymous?: boolean;
  namespaces: readonly HubNamespaceConfig[];
  /** Namespace of channels without `:` (Centrifugo's top-level options); none = 102. */
  defaultNamespace?: Omit<HubNamespaceConfig, 'name'>;
  /** WebSocket path; the same as Centrifugo's. */
  path?: string;
  /** Browser origins allowed to open the socket (`client.allowed_origins`); `*` = any. An empty
   * list allows same-origin browsers only. Requests without `Origin` (non-browsers) pass. */
  allowedOrigins?: readonly string[];
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  /** A socket that has not connected within this delay closes with 3502 stale. */
  staleCloseDelayMs?: number;
  /** Grace after token expiry before closing with 3005 (`client.expired_close_delay`). */
  expiredCloseDelayMs?: number;
  /** Grace after subscription token expiry before unsubscribing with 2501. */
  expiredSubCloseDelayMs?: number;
  /** Outgoing bytes buffered per connection before closing it with 3008 slow. */
  queueMaxBytes?: number;
  /** Largest client message; larger closes with 1009. */
  maxPayloadBytes?: number;
  /** Subscriptions per connection (`client.channel_limit`); more answers 106. */
  channelLimit?: number;
  channelMaxLength?: number;
  /** Cap of `limit` in history requests and of recovered publications. */
  historyMaxPublicationLimit?: number;
  /** How long an idle channel stream keeps its epoch and offset. */
  historyMetaTtlMs?: number;
  /** `version` in the connect reply. */
  version?: string;
  logger?: HubLogger;
}

export interface HubLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type ResolvedHubConfig = Required<
  Omit<HubConfig, 'tokenAudience' | 'tokenIssuer' | 'defaultNamespace' | 'logger'>
> &
  Pick<HubConfig, 'tokenAudience' | 'tokenIssuer' | 'defaultNamespace'> & { logger: HubLogger };

const silentLogger: HubLogger = { warn: () => {}, error: () => {} };

/** Centrifugo's defaults (protocol note section 5.1). */
export function resolveHubConfig(config: HubConfig): ResolvedHubConfig {
  return {
    allowAnonymous: false,
    path: REALTIME_WEBSOCKET_PATH,
    allowedOrigins: [],
    pingIntervalMs: 25_000,
    pongTimeoutMs: 8_000,
    staleCloseDelayMs: 10_000,
    expiredCloseDelayMs: 25_000,
    expiredSubCloseDelayMs: 25_000,
    queueMaxBytes: 1_048_576,
    maxPayloadBytes: 65_536,
    channelLimit: 128,
    channelMaxLength: 255,
    historyMaxPublicationLimit: 300,
    historyMetaTtlMs: 24 * 3600_000,
    version: '',
    ...config,
    logger: config.logger ?? silentLogger,
  };
}

/** Centrifugo's channel syntax: `$` private prefix, `:` namespace boundary, `#` user boundary. */
export const PRIVATE_PREFIX = '$';
export const NAMESPACE_BOUNDARY = ':';
export const USER_BOUNDARY = '#';

/** The namespace name of a channel (`$user:42` → `user`, `news` → `""`). */
export function namespaceOf(channel: string): string {
  const name = channel.startsWith(PRIVATE_PREFIX) ? channel.slice(1) : channel;
  const at = name.indexOf(NAMESPACE_BOUNDARY);
  return at < 0 ? '' : name.slice(0, at);
}

/** Users allowed on a user-limited channel (`chat#42,43` → ['42','43']), or null. */
export function allowedUsersOf(channel: string): string[] | null {
  const at = channel.lastIndexOf(USER_BOUNDARY);
  return at < 0 ? null : channel.slice(at + 1).split(',');
}

/** Allowed-origin check with Centrifugo's glob patterns (`https://*.example.com`). */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true;
  const lower = origin.toLowerCase();
  if (allowed.length === 0) {
    try {
      return new URL(lower).host === (host ?? '').toLowerCase();
    } catch {
      return false;
    }
  }
  return allowed.some((pattern) => {
    if (pattern === '*') return true;
    const regex = new RegExp(
      `^${pattern
        .toLowerCase()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('.*')}$`,
    );
    return regex.test(lower);
  });
}
