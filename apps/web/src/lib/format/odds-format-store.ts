// The odds format the player reads prices in (one of the domain's seven). A tiny store: signed-in
// players get theirs from GET /settings (`adoptOddsType`), visitors keep theirs in local storage
// under `odds_type` (spec section 3). A cookie mirrors the choice so the server renders the first
// page in it too, with no jump after hydration (decision 0038).
import { type OddsFormat, ODDS_TYPE_OF_FORMAT, toOddsFormat } from '@sportsbook/domain';
import { readCookie } from '../cookies';
import { localStore, readDocumentCookie, writeDocumentCookie } from '../browser-storage';

/** Local storage key (spec section 3) and the cookie that mirrors it for the server. */
export const ODDS_TYPE_KEY = 'odds_type';
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'european';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A stored or sent name ("decimal", "american", …) as a format; anything else → the default. */
export function oddsFormatFrom(name: string | null | undefined): OddsFormat {
  return (name ? toOddsFormat(name) : undefined) ?? DEFAULT_ODDS_FORMAT;
}

let current: OddsFormat | null = null;
const listeners = new Set<() => void>();

/** The format now: read once from storage (then the cookie), then kept in memory. */
export function oddsFormatSnapshot(): OddsFormat {
  current ??= oddsFormatFrom(
    localStore().getItem(ODDS_TYPE_KEY) ?? readCookie(readDocumentCookie(), ODDS_TYPE_KEY),
  );
  return current;
}

export function subscribeOddsFormat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows every price in `format` from now on, and remembers it in this browser. */
export function setOddsFormat(format: OddsFormat): void {
  const name = ODDS_TYPE_OF_FORMAT[format];
  localStore().setItem(ODDS_TYPE_KEY, name);
  writeDocumentCookie(
    `${ODDS_TYPE_KEY}=${name}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`,
  );
  if (format === current) return;
  current = format;
  listeners.forEach((listener) => listener());
}

/** A signed-in player's saved format (GET /settings `odds_types.selected`) wins over the browser's. */
export function adoptOddsType(name: string): void {
  setOddsFormat(oddsFormatFrom(name));
}
