// Favourites calls of spec section 7: validate (contract schemas), delegate, respond. Every call
// is the player's own: answers are never cached.
import { API_BASES, favouriteEndpoints } from '@sportsbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthHttp } from '../accounts/auth-http';
import type { ProviderStatusSource } from '../catalog/provider-availability';
import type { DbOrTx } from '../db/client';
import { type EndpointHandlers, registerEndpoints } from '../http/register-endpoints';
import type { Clock } from '../shared/clock';
import { FavouritesRepository } from './favourites-repository';
import { FavouritesService } from './favourites-service';

export function favouriteHandlers(
  http: AuthHttp,
  favourites: FavouritesService,
): EndpointHandlers<typeof favouriteEndpoints> {
  const toggle =
    (favourite: boolean) =>
    async ({
      params,
      query,
      request,
      reply,
    }: {
      params: { type: 'match' | 'league' | 'sport' | 'competitor'; id: number };
      query: { seq?: number };
      request: FastifyRequest;
      reply: FastifyReply;
    }) => {
      const { player, session } = await http.require(request);
      reply.header('cache-control', 'no-store');
      const state = await favourites.set(
        {
          playerId: player.id,
          sessionId: session.id,
          type: params.type,
          itemId: params.id,
          seq: query.seq,
        },
        favourite,
      );
      return { data: { type: params.type, id: params.id, favourite: state } };
    };
  return {
    getFavourites: async ({ params, query, request, reply }) => {
      const { player } = await http.require(request);
      reply.header('cache-control', 'no-store');
      return { data: await favourites.list(player.id, params.type, query) };
    },
    addFavourite: toggle(true),
    removeFavourite: toggle(false),
  };
}

/**
 * The favourites calls, and the lookup GET /matches uses for `favourite=true` (null for a
 * visitor: the catalog then answers 401).
 */
export function registerFavourites(
  app: FastifyInstance,
  deps: { db: DbOrTx; http: AuthHttp; clock: Clock; providers: ProviderStatusSource },
): FavouritesService {
  const favourites = new FavouritesService(
    new FavouritesRepository(deps.db),
    deps.clock,
    deps.providers,
  );
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: favouriteEndpoints,
    handlers: favouriteHandlers(deps.http, favourites),
    tag: 'favourites',
  });
  return favourites;
}

/** `GET /matches?favourite=true`: the player's own answer, never the shared catalog cache. */
export const asksForFavourites = (request: FastifyRequest): boolean =>
  (request.query as { favourite?: unknown } | undefined)?.favourite === true;

/**
 * The match ids `GET /matches?favourite=true` is limited to: the player's starred matches (401
 * for a visitor, as every favourites call), within the `id` filter when one is given.
 */
export function favouriteMatchFilter(
  // A getter: the catalog routes are registered before the sign-in and favourites parts exist.
  parts: () => { http: AuthHttp; favourites: FavouritesService },
) {
  return async (request: FastifyRequest, reply: FastifyReply, ids?: number[]) => {
    const { http, favourites } = parts();
    const { player } = await http.require(request);
    reply.header('cache-control', 'no-store');
    const starred = await favourites.matchIds(player.id);
    if (!ids) return starred;
    const wanted = new Set(ids);
    return starred.filter((id) => wanted.has(id));
  };
}
