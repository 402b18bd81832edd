// What a star does (spec section 4: a toggle flips at once and reverts on error): a visitor is
// asked to sign in; for a player the favourites runtime (TanStack Query, the calls, zod) is
// loaded once the player is signed in or a star is pressed, and follows sign-in and sign-out.
import { authSnapshot, subscribeAuth } from '../account/auth-store';
import { openModal } from '../account/modal-store';
import { showAlert } from '../../components/layout/alert-store';
import type * as FavouritesRuntime from './favourites-runtime';
import {
  type FavouritesContext,
  type StarType,
  isFavourite,
  resetFavourites,
} from './favourite-ids';

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
      resetFavourites();
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
