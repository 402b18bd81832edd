import { catalogEndpoints } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { type EndpointBody, type RequestContext, callEndpoint } from '../../../lib/api/api-client';

const endpoint = catalogEndpoints.postCounters;
export type CountersRequest = EndpointBody<typeof endpoint>;

/** POST /counters: live, sport, category and league counts. */
export const postCounters = (body: CountersRequest, context: RequestContext) =>
  callEndpoint(endpoint, { body }, context);

export const countersQueryOptions = (body: CountersRequest, context: RequestContext) =>
  queryOptions({
    queryKey: ['catalog', 'counters', context.locale, body] as const,
    queryFn: ({ signal }) => postCounters(body, { ...context, signal }),
  });
