// Catalog calls of spec section 7: validate (contract schemas, in registerEndpoints), delegate
// (CatalogService), respond (wire answer or 404).
import { ERROR_CODES, type catalogEndpoints } from '@sportsbook/contract';
import type { EndpointHandlers } from '../http/register-endpoints';
import { HttpError, orNotFound } from '../http/http-errors';
import type { CatalogService } from './catalog-service';

export const catalogHandlers = (
  catalog: CatalogService,
): EndpointHandlers<typeof catalogEndpoints> => ({
  getSports: ({ query }) => catalog.listSports(query),
  getCategories: ({ query }) => catalog.listCategories(query),
  getCategory: async ({ params }) =>
    orNotFound(await catalog.getCategory(params.id), 'Category', params.id),
  getTournaments: ({ query }) => catalog.listTournaments(query),
  getTournament: async ({ params }) =>
    orNotFound(await catalog.getTournament(params.id), 'Tournament', params.id),
  getMatches: async ({ query }) => {
    // Favourites belong to a signed-in player and are not stored yet: asking for them is
    // refused rather than answered with a page that pretends nobody has any.
    if (query.favourite === true) {
      throw new HttpError(501, {
        code: ERROR_CODES.notImplemented,
        message: 'Favourite matches are not available yet',
        field: 'favourite',
      });
    }
    return catalog.listMatches(query);
  },
  lookupMatches: ({ query }) => catalog.lookupMatches(query),
  getMatch: async ({ params }) => orNotFound(await catalog.getMatch(params.id), 'Match', params.id),
  getMatchMarkets: async ({ params, query }) =>
    orNotFound(await catalog.listMatchMarkets(params.id, query), 'Match', params.id),
  postCounters: ({ body }) => catalog.counters(body),
  search: ({ query }) => catalog.search(query),
});
