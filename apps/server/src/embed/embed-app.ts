// Embedded mode's server calls (decision 0042): the operator's hand-over code and the frame's
// exchange of it for a session. `app.ts` calls `registerEmbed` once.
import {
  API_BASES,
  OPERATOR_API_BASE,
  embedOperatorEndpoints,
  embedPlatformEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { toProfileWire } from '../accounts/accounts-dto';
import type { AuthHttp } from '../accounts/auth-http';
import type { AuthService } from '../accounts/auth-service';
import type { PlayerService } from '../accounts/player-service';
import type { AuthConfig } from '../config/env';
import type { Database } from '../db/client';
import { registerEndpoints } from '../http/register-endpoints';
import type { Clock } from '../shared/clock';
import { EmbedRepository } from './embed-repository';
import { DEFAULT_EMBED_CONFIG, type EmbedConfig, EmbedService } from './embed-service';

export interface EmbedAppDeps {
  db: Database['db'];
  clock: Clock;
  auth: AuthService;
  http: AuthHttp;
  players: PlayerService;
  authConfig: AuthConfig;
  /** Refuses (throws) a player who may not sign in now. */
  assertMaySignIn: (playerId: number) => Promise<void>;
  playerExists: (playerId: number) => Promise<boolean>;
  config?: Partial<EmbedConfig>;
}

/**
 * Registers the frame's exchange on the platform base and returns the operator route, which
 * `registerOperatorApi` mounts behind its key check.
 */
export function registerEmbed(app: FastifyInstance, deps: EmbedAppDeps) {
  const service = new EmbedService({
    repository: new EmbedRepository(deps.db),
    clock: deps.clock,
    config: { ...DEFAULT_EMBED_CONFIG, ...deps.config },
    checkPlayer: async (playerId) => {
      if (!(await deps.playerExists(playerId))) return false;
      await deps.assertMaySignIn(playerId);
      return true;
    },
    startSession: (playerId) => deps.auth.startHandedOverSession(playerId),
  });
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: embedPlatformEndpoints,
    handlers: {
      exchangeHandOverCode: async ({ body, request, reply }) => {
        const started = await service.exchange(body.code);
        deps.http.setSessionCookies(request, reply, started);
        return {
          token: started.token,
          csrf_token: started.csrfSecret,
          expires_at: started.expiresAt.toISOString(),
          idle_timeout_s: Math.floor(deps.authConfig.sessionIdleTimeoutMs / 1000),
          user: toProfileWire(started.player, await deps.players.activeCurrency(started.player.id)),
        };
      },
    },
    tag: 'embedded mode',
  });
  return (scope: FastifyInstance) =>
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: embedOperatorEndpoints,
      handlers: {
        createHandOverCode: async ({ body }) => {
          const { code, expiresAt } = await service.createCode(body.player_id);
          return { code, player_id: body.player_id, expires_at: expiresAt.toISOString() };
        },
      },
      tag: 'operator',
    });
}
