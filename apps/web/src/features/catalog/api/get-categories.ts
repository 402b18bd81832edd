import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { type EndpointQuery, type RequestContext, callEndpoint } from '../../../lib/api/api-client';

const endpoint = catalogEndpoints.getCategories;
export type GetCategoriesQuery = EndpointQuery<typeof endpoint>;

/** GET /categories */
export const getCategories = (query: GetCategoriesQuery, context: RequestContext) =>
  callEndpoint(endpoint, { query }, context);

export const getCategoriesQueryOptions = (query: GetCategoriesQuery, context: RequestContext) =>
  queryOptions({
    queryKey: ['catalog', 'categories', context.locale, query] as const,
    queryFn: ({ signal }) => getCategories(query, { ...context, signal }),
  });
