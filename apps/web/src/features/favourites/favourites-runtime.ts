// The favourites' query and toggles through TanStack Query, loaded on demand (favourites-store).
// One query per type holds the ids; a toggle updates it at once (optimistic), reverts it and
// raises the error alert when the call fails, and refetches every favourites query when the
// last pending toggle settles, so no list stays stale (spec sections 4, 7 and 8).
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { showAlert } from '../../components/layout/alert-store';
import { FAVOURITES_KEY, favouriteIdsQueryOptions, putFavourite } from './api/favourites';
import {
  type FavouritesContext,
  type StarType,
  favouriteIds,
  noteConfirmedChange,
  setFavouriteIds,
} from './favourite-ids';

const STAR_TYPES: readonly StarType[] = ['match', 'league'];

// Favourites change only through this player's toggles, which update the cache themselves: the
// spec's "favourites never go stale" (no refetch on focus or remount).
const client = new QueryClient({
  defaultOptions: { queries: { staleTime: Infinity, retry: 1 } },
});

let context: FavouritesContext | null = null;
let stops: (() => void)[] = [];

function alertFailure(): void {
  if (context)
    showAlert({ kind: 'error', title: context.errorTitle, message: context.errorMessage });
}

export function startFavourites(pageContext: FavouritesContext): void {
  context = pageContext;
  stopFavourites();
  stops = STAR_TYPES.map((type) => {
    const observer = new QueryObserver(client, favouriteIdsQueryOptions(type, pageContext.locale));
    return observer.subscribe((result) => {
      if (result.data) setFavouriteIds(type, new Set(result.data));
      // Spec section 8: a failed fetch shows the error alert (cancelled requests do not).
      if (result.isError && result.fetchStatus === 'idle') alertFailure();
    });
  });
}

export function stopFavourites(): void {
  stops.forEach((stop) => stop());
  stops = [];
  client.clear();
}

// The order of this page's toggles (decision 0035): the server applies a request of this
// session only if its number is higher than the last one it applied for the item. Microseconds
// of the clock, so another tab of the same browser (same session, same clock) orders with it.
let lastSeq = 0;
const nextSeq = () => (lastSeq = Math.max(lastSeq + 1, Date.now() * 1000));

function withId(type: StarType, id: number, favourite: boolean): void {
  const next = new Set(favouriteIds(type));
  if (favourite) next.add(id);
  else next.delete(id);
  client.setQueryData([...FAVOURITES_KEY, type], [...next]);
  setFavouriteIds(type, next);
}

/** Stars or unstars at once; the call follows, one at a time per item, in the order pressed. */
export function setFavourite(type: StarType, id: number, favourite: boolean): void {
  const locale = context?.locale ?? 'en';
  const seq = nextSeq();
  const mutation = new MutationObserver(client, {
    mutationKey: [...FAVOURITES_KEY, type, id],
    scope: { id: `favourite:${type}:${id}` },
    mutationFn: () => putFavourite(type, id, favourite, seq, locale),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: [...FAVOURITES_KEY, type] });
      const before = favouriteIds(type).has(id);
      withId(type, id, favourite);
      return { before };
    },
    onError: (_error, _variables, rollback) => {
      withId(type, id, rollback?.before ?? false);
      alertFailure();
    },
    onSuccess: (state) => {
      if (state !== favourite) withId(type, id, state);
      noteConfirmedChange();
    },
    onSettled: () => {
      // Only when no other toggle is on its way: a refetch would undo their optimistic state.
      if (client.isMutating({ mutationKey: FAVOURITES_KEY }) <= 1) {
        void client.invalidateQueries({ queryKey: FAVOURITES_KEY });
      }
    },
  });
  // A failure is handled in onError; the rejected promise is expected.
  mutation.mutate().catch(() => undefined);
}
