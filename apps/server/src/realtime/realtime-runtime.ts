// Chooses the realtime backend from configuration (REALTIME_MODE):
// - `embedded`: the hub runs in this process, on the API's HTTP server at
//   `/connection/websocket`, with Centrifugo's server API at `/api/publish` when a key is set;
// - `centrifugo`: events go to Centrifugo's HTTP API; browsers connect to Centrifugo.
//
// The namespaces below are the hub's side of the Centrifugo configuration in
// docs/operations.md: keep the two in step.
import { REALTIME_NAMESPACES } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { RealtimeConfig } from '../config/env';
import { CentrifugoHttpPublisher } from './centrifugo-publisher';
import {
  type HubLogger,
  type HubNamespaceConfig,
  type RealtimeHub,
  createRealtimeHub,
  registerHubHttpApi,
} from './hub';
import type { RealtimePublisher } from './publisher';

/**
 * - `public:<locale>`: anyone, no history (provider and status events are also in REST answers);
 * - `match:<id>`: anyone; history and recovery so a reconnect misses no price;
 * - `$user:<id>`: subscription token only (the `$` prefix); history and recovery.
 */
export const REALTIME_HUB_NAMESPACES: readonly HubNamespaceConfig[] = [
  {
    name: REALTIME_NAMESPACES.public,
    allowSubscribeForClient: true,
    allowSubscribeForAnonymous: true,
  },
  {
    name: REALTIME_NAMESPACES.match,
    allowSubscribeForClient: true,
    allowSubscribeForAnonymous: true,
    historySize: 100,
    historyTtlSeconds: 300,
    forceRecovery: true,
  },
  {
    name: REALTIME_NAMESPACES.user,
    historySize: 100,
    historyTtlSeconds: 600,
    forceRecovery: true,
  },
];

/** Centrifugo's server API prefix, served by the embedded hub too. */
export const HUB_HTTP_API_PREFIX = '/api';

export interface RealtimeRuntime {
  publisher: RealtimePublisher;
  /** The embedded hub, when this process runs it. */
  hub: RealtimeHub | null;
  /**
   * Serves the hub on the app (WebSocket upgrade and server API) and closes it with the app.
   * Call before the app is ready; nothing to mount in centrifugo mode.
   */
  mount(app: FastifyInstance): void;
}

export function createRealtimeRuntime(config: RealtimeConfig, logger: HubLogger): RealtimeRuntime {
  if (config.mode === 'centrifugo') {
    if (!config.centrifugo) throw new Error('centrifugo mode needs CENTRIFUGO_API_URL and _KEY');
    return {
      publisher: new CentrifugoHttpPublisher({ ...config.centrifugo, logger }),
      hub: null,
      mount: () => {},
    };
  }
  const hub = createRealtimeHub({
    tokenSecret: config.tokenSecret,
    allowAnonymous: true,
    allowedOrigins: config.allowedOrigins,
    namespaces: REALTIME_HUB_NAMESPACES,
    logger,
  });
  return {
    publisher: hub,
    hub,
    mount(app) {
      hub.attach(app.server);
      if (config.httpApiKey) {
        registerHubHttpApi(app, hub, { apiKey: config.httpApiKey, prefix: HUB_HTTP_API_PREFIX });
      }
      // Before the HTTP server stops: sockets get 3001 shutdown and reconnect elsewhere.
      app.addHook('preClose', async () => hub.close());
    },
  };
}
