// Catalog calls of spec section 7: validate (contract schemas, in registerEndpoints), delegate
// (CatalogService), respond (wire answer or 404).
import type { catalogEndpoints } from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointHandlers } from '../http/register-endpoints';
import { orNotFound } from '../http/http-errors';
import type { CatalogService } from './catalog-service';

/** The player's favourite match ids within `ids` (favourites/; 401 for a visitor). */
export type FavouriteMatchFilter = (
  request: FastifyRequest,
  reply: FastifyReply,
  ids?: number[],
) => Promise<number[]>;

export const catalogHandlers = (
  catalog: CatalogService,
  favouriteMatches: FavouriteMatchFilter,
): EndpointHandlers<typeof catalogEndpoints> => ({
  getSports: ({ query }) => catalog.listSports(query),
  getCategories: ({ query }) => catalog.listCategories(query),
  getCategory: async ({ params }) =>
    orNotFound(await catalog.getCategory(params.id), 'Category', params.id),
  getTournaments: ({ query }) => catalog.listTournaments(query),
  getTournament: async ({ params }) =>
    orNotFound(await catalog.getTournament(params.id), 'Tournament', params.id),
  getMatches: async ({ query, request, reply }) =>
    catalog.listMatches(
      query.favourite === true
        ? { ...query, id: await favouriteMatches(request, reply, query.id) }
        : query,
    ),
  lookupMatches: ({ query }) => catalog.lookupMatches(query),
  getMatch: async ({ params }) => orNotFound(await catalog.getMatch(params.id), 'Match', params.id),
  getMatchMarkets: async ({ params, query }) =>
    orNotFound(await catalog.listMatchMarkets(params.id, query), 'Match', params.id),
  postCounters: ({ body }) => catalog.counters(body),
  search: ({ query }) => catalog.search(query),
});
