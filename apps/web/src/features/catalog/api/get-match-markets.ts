import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EndpointQuery, type RequestContext, callEndpoint } from '../../../lib/api/api-client';
import { useBrowserRequestContext } from '../../../lib/api/use-browser-request-context';

const endpoint = catalogEndpoints.getMatchMarkets;
export type GetMatchMarketsQuery = EndpointQuery<typeof endpoint>;

export { MATCH_MARKETS_LIMIT } from './match-markets-limit';

/** GET /matches/{id}/markets */
export const getMatchMarkets = (id: number, query: GetMatchMarketsQuery, context: RequestContext) =>
  callEndpoint(endpoint, { params: { id }, query }, context);

export const getMatchMarketsQueryOptions = (
  id: number,
  query: GetMatchMarketsQuery,
  context: RequestContext,
) =>
  queryOptions({
    queryKey: ['catalog', 'match-markets', context.locale, id, query] as const,
    queryFn: ({ signal }) => getMatchMarkets(id, query, { ...context, signal }),
  });

export function useMatchMarkets(
  id: number,
  query: GetMatchMarketsQuery,
  options: { refetchInterval?: number } = {},
) {
  return useQuery({
    ...getMatchMarketsQueryOptions(id, query, useBrowserRequestContext()),
    ...options,
  });
}
