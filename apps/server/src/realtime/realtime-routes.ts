// POST /websocket/token and POST /websocket/authorize under the sportsbook base.
import type { realtimeEndpoints } from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../accounts/accounts-errors';
import { type AuthHttp, credentialsOf } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { RealtimeTokens, RealtimeViewer } from './realtime-tokens';

/**
 * The signed-in player, or null for a request without credentials. Credentials that do not
 * name a live session answer 401 (the client signs out), and a cookie-authenticated call must
 * pass the CSRF check like every other write.
 */
async function viewerOf(http: AuthHttp, request: FastifyRequest): Promise<RealtimeViewer> {
  if (!credentialsOf(request)) return null;
  const { player } = await http.require(request);
  return { playerId: player.id };
}

export function realtimeHandlers(
  http: AuthHttp,
  tokens: RealtimeTokens,
): EndpointHandlers<typeof realtimeEndpoints> {
  return {
    getConnectionToken: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const viewer = await viewerOf(http, request);
      return {
        token: tokens.connectionToken(viewer),
        expires_in: tokens.ttlSeconds,
        url: tokens.publicUrl,
      };
    },
    getSubscriptionToken: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const viewer = await viewerOf(http, request);
      if (viewer === null && tokens.needsPlayer(body.channels)) throw unauthorized();
      return { channels: tokens.authorize(viewer, body.channels) };
    },
  };
}
