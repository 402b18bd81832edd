import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { type EndpointQuery, type RequestContext, callEndpoint } from '../../../lib/api/api-client';

const endpoint = catalogEndpoints.getTournaments;
export type GetTournamentsQuery = EndpointQuery<typeof endpoint>;

/** GET /tournaments (leagues) */
export const getTournaments = (query: GetTournamentsQuery, context: RequestContext) =>
  callEndpoint(endpoint, { query }, context);

export const getTournamentsQueryOptions = (query: GetTournamentsQuery, context: RequestContext) =>
  queryOptions({
    queryKey: ['catalog', 'tournaments', context.locale, query] as const,
    queryFn: ({ signal }) => getTournaments(query, { ...context, signal }),
  });
