// The player's favourite ids as the stars read them: a tiny external store, so a star on each of
// hundreds of rows reads one set through useSyncExternalStore. Written by the favourites runtime
// (query answers, optimistic toggles) and read by the stars and the favourites page.

/** The favourite types that have a star in the browser (the API also knows sports and teams). */
export type StarType = 'match' | 'league';

type Ids = Readonly<Record<StarType, ReadonlySet<number>>>;

const NO_FAVOURITES: Ids = { match: new Set(), league: new Set() };

let ids: Ids = NO_FAVOURITES;
/** Grows whenever the server confirmed a change: pages listing favourites refresh on it. */
let confirmed = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isFavourite = (type: StarType, id: number): boolean => ids[type].has(id);
export const favouriteIds = (type: StarType): ReadonlySet<number> => ids[type];
export const confirmedChanges = (): number => confirmed;

/** Replaces one type's ids (the runtime's query answers and optimistic updates). */
export function setFavouriteIds(type: StarType, next: ReadonlySet<number>): void {
  if (next === ids[type]) return;
  ids = { ...ids, [type]: next };
  emit();
}

/** Signed out: no star is on. */
export function resetFavourites(): void {
  ids = NO_FAVOURITES;
  emit();
}

export function noteConfirmedChange(): void {
  confirmed += 1;
  emit();
}

/** The page's locale (Accept-Language) and the texts of the error alert. */
export interface FavouritesContext {
  locale: string;
  errorTitle: string;
  errorMessage: string;
}
