// Odds as shown on buttons. Decimal (European) for now, through the display rules of
// packages/domain (2 decimals, 3 when the price has them: 2.1 → "2.10", 1.125 → "1.125"); the
// odds-format issue passes the player's format here. The one place the web app formats odds.
// Only the decimal separator follows the page's locale ("2.50" in English, "2,50" in German,
// decision 0025): the digits stay the domain's, with no grouping ("1000.00", never "1,000.00").
import { formatOdds, oddsFromScaledExact, oddsFromWire, oddsToScaled } from '@sportsbook/domain';

// Derived once per locale: list pages render hundreds of prices and live ticks re-render them,
// so a price costs one string replace at most, never an Intl formatter.
const separators = new Map<string, string>();

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

/** A single selection's price, capped like the price it is bet at (above 40 → "40.00"). */
export function formatDecimalOdds(odds: number, locale: string): string {
  return localise(formatOdds(oddsFromWire(odds), 'european'), locale);
}

/**
 * Odds that are not one selection's price and so are never capped: a combo's or bet builder
 * bet's combined odds, a placed bet's odds, an odds limit (40 × 2.5 → "100.00").
 */
export function formatCombinedOdds(odds: number, locale: string): string {
  return localise(formatOdds(oddsFromScaledExact(oddsToScaled(odds)), 'european'), locale);
}
