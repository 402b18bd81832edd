import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EndpointQuery, type RequestContext, callEndpoint } from '../../../lib/api/api-client';
import { useBrowserRequestContext } from '../../../lib/api/use-browser-request-context';

const endpoint = catalogEndpoints.getMatches;
export type GetMatchesQuery = EndpointQuery<typeof endpoint>;

/** GET /matches (matches and outrights) */
export const getMatches = (query: GetMatchesQuery, context: RequestContext) =>
  callEndpoint(endpoint, { query }, context);

export const getMatchesQueryOptions = (query: GetMatchesQuery, context: RequestContext) =>
  queryOptions({
    queryKey: ['catalog', 'matches', context.locale, query] as const,
    queryFn: ({ signal }) => getMatches(query, { ...context, signal }),
  });

/** A match list polled from the browser (live lists refresh every few seconds). */
export function useMatches(query: GetMatchesQuery, options: { refetchInterval?: number } = {}) {
  return useQuery({ ...getMatchesQueryOptions(query, useBrowserRequestContext()), ...options });
}
