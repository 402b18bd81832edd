// The Centrifugo v6 configuration that matches the embedded hub: the same namespaces, secret,
// origins and server API key, on the Redis engine. docs/operations.md shows its output and a
// test keeps the two equal, so the scale-out setup cannot drift from the hub.
import type { HubNamespaceConfig } from './hub';
import { REALTIME_HUB_NAMESPACES } from './realtime-runtime';

export interface CentrifugoConfigOptions {
  /** `client.token.hmac_secret_key`: REALTIME_TOKEN_SECRET of every API process. */
  tokenSecret: string;
  /** `http_api.key`: CENTRIFUGO_API_KEY of every API process. */
  apiKey: string;
  /** `client.allowed_origins`: the site's origins. */
  allowedOrigins: readonly string[];
  /** `engine.redis.address`: one entry per Redis shard. */
  redisAddresses: readonly string[];
}

/** One hub namespace in Centrifugo's words (`channel.namespaces[]`); unset options are left out. */
export function centrifugoNamespace(namespace: HubNamespaceConfig): Record<string, unknown> {
  const options: Record<string, unknown> = {
    name: namespace.name,
    allow_subscribe_for_client: namespace.allowSubscribeForClient,
    allow_subscribe_for_anonymous: namespace.allowSubscribeForAnonymous,
    allow_publish_for_client: namespace.allowPublishForClient,
    allow_publish_for_subscriber: namespace.allowPublishForSubscriber,
    allow_history_for_client: namespace.allowHistoryForClient,
    allow_presence_for_client: namespace.allowPresenceForClient,
    allow_user_limited_channels: namespace.allowUserLimitedChannels,
    presence: namespace.presence,
    join_leave: namespace.joinLeave,
    force_push_join_leave: namespace.forcePushJoinLeave,
    history_size: namespace.historySize,
    history_ttl:
      namespace.historyTtlSeconds === undefined ? undefined : `${namespace.historyTtlSeconds}s`,
    force_recovery: namespace.forceRecovery,
  };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

export function centrifugoConfig(options: CentrifugoConfigOptions): Record<string, unknown> {
  return {
    client: {
      token: { hmac_secret_key: options.tokenSecret },
      allowed_origins: [...options.allowedOrigins],
      allow_anonymous_connect_without_token: true,
    },
    http_api: { key: options.apiKey },
    channel: { namespaces: REALTIME_HUB_NAMESPACES.map(centrifugoNamespace) },
    engine: { type: 'redis', redis: { address: [...options.redisAddresses] } },
  };
}
