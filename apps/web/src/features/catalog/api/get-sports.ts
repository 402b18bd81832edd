import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { type EndpointQuery, type RequestContext, callEndpoint } from '../../../lib/api/api-client';

const endpoint = catalogEndpoints.getSports;
export type GetSportsQuery = EndpointQuery<typeof endpoint>;

/** GET /sports */
export const getSports = (query: GetSportsQuery, context: RequestContext) =>
  callEndpoint(endpoint, { query }, context);

export const getSportsQueryOptions = (query: GetSportsQuery, context: RequestContext) =>
  queryOptions({
    queryKey: ['catalog', 'sports', context.locale, query] as const,
    queryFn: ({ signal }) => getSports(query, { ...context, signal }),
  });
