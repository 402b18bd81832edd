// What the page's stars do, loaded on the first press or once a player is signed in: a press
// toggles the item (a visitor is asked to sign in), and every star in the document shows the
// player's favourites, including stars that navigation renders later.
import { type FavouritesContext, isFavourite, subscribeFavourites } from './favourite-ids';
import { parseStar, starAttribute } from './star-value';
import { startFavourites, toggleFavourite } from './favourites-store';

export function pressStar(value: string, context: FavouritesContext): void {
  const star = parseStar(value);
  if (!star) return;
  startFavourites(context);
  toggleFavourite(star.type, star.id);
}

let painted = false;
/** Keeps every star's `aria-pressed` equal to the player's favourites (idempotent). */
export function paintStars(context: FavouritesContext): void {
  startFavourites(context);
  if (painted) return;
  painted = true;
  let frame = 0;
  const paint = () => {
    frame = 0;
    for (const element of document.querySelectorAll(`[${starAttribute}]`)) {
      const star = parseStar(element.getAttribute(starAttribute) ?? '');
      if (!star) continue;
      const pressed = String(isFavourite(star.type, star.id));
      if (element.getAttribute('aria-pressed') !== pressed)
        element.setAttribute('aria-pressed', pressed);
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(paint);
  };
  subscribeFavourites(paint);
  // Pages rendered by navigation (and lists that grow) bring stars of their own.
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  paint();
}
