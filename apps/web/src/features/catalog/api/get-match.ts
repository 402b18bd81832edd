import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RequestContext, callEndpoint } from '../../../lib/api/api-client';
import { useBrowserRequestContext } from '../../../lib/api/use-browser-request-context';

const endpoint = catalogEndpoints.getMatch;

/** GET /matches/{id} */
export const getMatch = (id: number, context: RequestContext) =>
  callEndpoint(endpoint, { params: { id } }, context);

export const getMatchQueryOptions = (id: number, context: RequestContext) =>
  queryOptions({
    queryKey: ['catalog', 'match', context.locale, id] as const,
    queryFn: ({ signal }) => getMatch(id, { ...context, signal }),
  });

export function useMatch(id: number, options: { refetchInterval?: number } = {}) {
  return useQuery({ ...getMatchQueryOptions(id, useBrowserRequestContext()), ...options });
}
