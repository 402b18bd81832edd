import { favouriteEndpoints } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, callEndpoint } from '../../../lib/api/api-client';
import type { StarType } from '../favourite-ids';

/** Every favourites query starts with this key (a toggle invalidates them all). */
export const FAVOURITES_KEY = ['favourites'] as const;

const browser = (locale: string, signal?: AbortSignal): RequestContext => ({
  origin: '',
  locale,
  session: true,
  signal,
});

/** GET /favourites/{type}: the player's ids, newest first. */
export const favouriteIdsQueryOptions = (type: StarType, locale: string) =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, type] as const,
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          favouriteEndpoints.getFavourites,
          { params: { type } },
          browser(locale, signal),
        )
      ).data,
  });

/** POST (star) or DELETE (unstar) /favourites/{type}/{id}; `seq` orders this page's toggles. */
export async function putFavourite(
  type: StarType,
  id: number,
  favourite: boolean,
  seq: number,
  locale: string,
): Promise<boolean> {
  const endpoint = favourite ? favouriteEndpoints.addFavourite : favouriteEndpoints.removeFavourite;
  const answer = await callEndpoint(
    endpoint,
    { params: { type, id }, query: { seq: String(seq) } },
    browser(locale),
  );
  return answer.data.favourite;
}
