import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import {
  type EndpointResult,
  type RequestContext,
  callEndpoint,
} from '../../../lib/api/api-client';

const endpoint = catalogEndpoints.search;
export type SearchAnswer = EndpointResult<typeof endpoint>['data'];

/** GET /search: live and upcoming events, leagues and teams whose names hold the text. */
export const search = (text: string, context: RequestContext) =>
  callEndpoint(endpoint, { query: { q: text } }, context);

/**
 * Keyed by the text: a newer keystroke's query takes the observer away from the older one,
 * whose request TanStack Query then aborts through the signal.
 */
export const searchQueryOptions = (text: string, context: RequestContext) =>
  queryOptions({
    queryKey: ['search', context.locale, text] as const,
    queryFn: ({ signal }) => search(text, { ...context, signal }),
    staleTime: 30_000,
  });
