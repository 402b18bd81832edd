// Odds as shown on buttons, in the player's format (decision 0038: `useOddsFormat()` in
// components, `oddsFormatSnapshot()` outside React), through the display rules of
// packages/domain: decimal 2.1 → "2.10", American 2.5 → "+150", fractional 2.5 → "3/2". The one
// place the web app formats odds. Only the decimal separator follows the page's locale ("2.50" in
// English, "2,50" in German, decision 0025): the digits stay the domain's, with no grouping
// ("1000.00", never "1,000.00").
import {
  type OddsFormat,
  formatOdds,
  oddsFromScaledExact,
  oddsFromWire,
  oddsToScaled,
} from '@sportsbook/domain';

export type { OddsFormat } from '@sportsbook/domain';

/**
 * A combo boost's factor ("Boost ×1.10") multiplies the winnings; it is not a price, so it stays
 * a decimal factor whatever format prices are shown in ("×+10" would mean nothing).
 */
export const BOOST_FACTOR_FORMAT: OddsFormat = 'european';

// Derived once per locale: list pages render hundreds of prices and live ticks re-render them,
// so a price costs one string replace at most, never an Intl formatter.
const separators = new Map<string, string>();

/**
 * Takes the separator the server worked out for `locale` (handed down with the page's locale,
 * `ClientIntl.decimalSeparator`): the browser's first Intl formatter loads the locale's data, a
 * cost of tens of milliseconds at 4× CPU in the middle of hydrating the list (decision 0056).
 */
export function seedDecimalSeparator(locale: string, separator: string | undefined): void {
  if (separator && !separators.has(locale)) separators.set(locale, separator);
}

/** The locale's decimal separator: "." for English, "," for German. */
export function decimalSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(locale).formatToParts(1.1).find((part) => part.type === 'decimal')
        ?.value ?? '.';
    separators.set(locale, separator);
  }
  return separator;
}

function localise(text: string, locale: string): string {
  const separator = decimalSeparator(locale);
  return separator === '.' ? text : text.replace('.', separator);
}

// The domain's exact arithmetic (bigints, a continued fraction for fractional odds) is cheap but
// not free; a page shows the same few hundred prices over and over as ticks come and go, so each
// (kind, format, price) is worked out once. Bounded: a long session's prices never pile up.
const CACHE_LIMIT = 4096;
const cache = new Map<string, string>();

function cached(key: string, make: () => string): string {
  let text = cache.get(key);
  if (text === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    text = make();
    cache.set(key, text);
  }
  return text;
}

/** A single selection's price, capped like the price it is bet at (above 40 → "40.00"). */
export function formatDecimalOdds(odds: number, locale: string, format: OddsFormat): string {
  return localise(
    cached(`s${format}${odds}`, () => formatOdds(oddsFromWire(odds), format)),
    locale,
  );
}

/**
 * Odds that are not one selection's price and so are never capped: a combo's or bet builder
 * bet's combined odds, a placed bet's odds, an odds limit (40 × 2.5 → "100.00").
 */
export function formatCombinedOdds(odds: number, locale: string, format: OddsFormat): string {
  return localise(
    cached(`c${format}${odds}`, () => formatOdds(oddsFromScaledExact(oddsToScaled(odds)), format)),
    locale,
  );
}
