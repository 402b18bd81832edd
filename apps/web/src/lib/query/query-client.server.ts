import 'server-only';
import { type FetchQueryOptions, QueryClient, type QueryKey } from '@tanstack/react-query';
import { cache } from 'react';

/**
 * One QueryClient per server request: the page, its metadata and its layout share answers
 * (the sport list is fetched once even though three places read it), and nothing leaks from
 * one visitor's request to another's.
 */
const getRequestQueryClient = cache(
  () =>
    new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } },
    }),
);

/** Fetches through the request's QueryClient, with the same options the client hooks use. */
export function serverQuery<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  return getRequestQueryClient().fetchQuery(options);
}
