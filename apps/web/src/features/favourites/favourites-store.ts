// The player's favourite ids as the stars read them (spec section 4: a toggle flips at once and
// reverts on error). A tiny external store: a star on each of hundreds of rows reads one set
// through useSyncExternalStore. The query, the calls and the mutations (TanStack Query, zod)
// are in `favourites-runtime.ts`, loaded once a player is signed in or a star is pressed.
import { authSnapshot, subscribeAuth } from '../account/auth-store';
import { openModal } from '../account/modal-store';
import { showAlert } from '../../components/layout/alert-store';
import type * as FavouritesRuntime from './favourites-runtime';

/** The favourite types that have a star in the browser (the API also knows sports and teams). */
export type StarType = 'match' | 'league';

type Ids = Readonly<Record<StarType, ReadonlySet<number>>>;

const NONE: Ids = { match: new Set(), league: new Set() };

let ids: Ids = NONE;
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

export function noteConfirmedChange(): void {
  confirmed += 1;
  emit();
}

type Runtime = typeof FavouritesRuntime;
let runtime: Promise<Runtime> | null = null;
/** A failed load (offline) is forgotten, so the next press tries again. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./favourites-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** The page's locale (Accept-Language) and the texts of the error alert. */
export interface FavouritesContext {
  locale: string;
  errorTitle: string;
  errorMessage: string;
}

let context: FavouritesContext | null = null;
/**
 * Follows sign-in (the first star on a page calls it): a player's favourites load on sign-in
 * and are forgotten on sign-out.
 */
export function startFavourites(pageContext: FavouritesContext): void {
  const first = context === null;
  context = pageContext;
  if (!first) return;
  let signedIn = false;
  const follow = () => {
    const now = authSnapshot().status === 'logged_in';
    if (now === signedIn) return;
    signedIn = now;
    if (now) void loadRuntime().then((loaded) => loaded.startFavourites(pageContext), loadFailed);
    else {
      ids = NONE;
      emit();
      void runtime?.then((loaded) => loaded.stopFavourites());
    }
  };
  subscribeAuth(follow);
  follow();
}

/**
 * The star was pressed: a visitor is asked to sign in; a player's item flips at once and the
 * call follows (it reverts with an error alert if the call fails).
 */
export function toggleFavourite(type: StarType, id: number): void {
  const status = authSnapshot().status;
  if (status !== 'logged_in') {
    if (status === 'not_logged_in') openModal('signIn');
    return;
  }
  const wanted = !isFavourite(type, id);
  void loadRuntime().then((loaded) => loaded.setFavourite(type, id, wanted), loadFailed);
}

// The runtime could not be loaded (offline): nothing was flipped, so only the alert.
function loadFailed(): void {
  if (context)
    showAlert({ kind: 'error', title: context.errorTitle, message: context.errorMessage });
}
