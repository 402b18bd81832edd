// Jackpot routes: the public pools and hits, the player's own hits and seen flags, the slip's
// qualifying call, and the operator's calls (behind the operator key, like `operator/`).
import {
  API_BASES,
  OPERATOR_API_BASE,
  jackpotBettingEndpoints,
  jackpotEndpoints,
  operatorJackpotEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../accounts/auth-http';
import { type EndpointHandlers, registerEndpoints } from '../http/register-endpoints';
import { requireOperatorKey } from '../operator/operator-routes';
import type { JackpotService } from './jackpot-service';

export function jackpotHandlers(
  http: AuthHttp,
  jackpots: JackpotService,
): EndpointHandlers<typeof jackpotEndpoints> {
  return {
    getJackpots: async () => ({ data: await jackpots.list() }),
    getJackpot: async ({ params }) => ({ data: await jackpots.get(params.id) }),
    getJackpotHits: async ({ query, request, reply }) => {
      const own = query.for_user === true || query.unseen === true;
      // A player's own hits need the session; the public list shows who won by hash only.
      const session = own ? await http.require(request) : await http.optional(request);
      if (session) reply.header('cache-control', 'no-store');
      return { data: await jackpots.hits(query, session?.player.id ?? null) };
    },
    markJackpotHitsSeen: async ({ body, request }) => {
      const { player } = await http.require(request);
      return { data: await jackpots.markSeen(player.id, body.ids) };
    },
  };
}

export function jackpotBettingHandlers(
  jackpots: JackpotService,
): EndpointHandlers<typeof jackpotBettingEndpoints> {
  return {
    getQualifyingJackpots: async ({ body }) => ({ data: await jackpots.qualifying(body) }),
  };
}

/** The operator's jackpot calls, behind `Authorization: Bearer <OPERATOR_API_KEY>`. */
export async function registerJackpotOperatorApi(
  app: FastifyInstance,
  apiKey: string,
  jackpots: JackpotService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireOperatorKey(apiKey));
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: operatorJackpotEndpoints,
      handlers: {
        listJackpotProgrammes: async () => ({ data: await jackpots.operatorList() }),
        createJackpotProgramme: async ({ body }) => ({ data: await jackpots.create(body) }),
        getJackpotProgramme: async ({ params }) => ({
          data: await jackpots.operatorGet(params.id),
        }),
        switchOffJackpotProgramme: async ({ params }) => ({
          data: await jackpots.switchOff(params.id),
        }),
        listJackpotProgrammeHits: async ({ params, query }) => ({
          data: await jackpots.operatorHits(params.id, query.limit),
        }),
        forceJackpotLevelHit: async ({ params }) => ({
          data: await jackpots.forceHit(params.id, params.code),
        }),
      },
      tag: 'operator',
    });
  });
}

/** Every jackpot route: players' (sportsbook and betting bases) and the operator's. */
export async function registerJackpotRoutes(
  app: FastifyInstance,
  deps: { http: AuthHttp; jackpots: JackpotService; operatorApiKey: string },
): Promise<void> {
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: jackpotEndpoints,
    handlers: jackpotHandlers(deps.http, deps.jackpots),
    tag: 'jackpots',
  });
  registerEndpoints(app, {
    base: API_BASES.betting,
    endpoints: jackpotBettingEndpoints,
    handlers: jackpotBettingHandlers(deps.jackpots),
    tag: 'jackpots',
  });
  await registerJackpotOperatorApi(app, deps.operatorApiKey, deps.jackpots);
}
