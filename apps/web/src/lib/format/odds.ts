// Odds as shown on buttons. Decimal (European) for now, through the display rules of
// packages/domain (2 decimals, 3 when the price has them: 2.1 → "2.10", 1.125 → "1.125"); the
// odds-format issue passes the player's format here. The one place the web app formats odds.
import { formatOdds, oddsFromScaledExact, oddsFromWire, oddsToScaled } from '@sportsbook/domain';

/** A single selection's price, capped like the price it is bet at (above 40 → "40.00"). */
export function formatDecimalOdds(odds: number): string {
  return formatOdds(oddsFromWire(odds), 'european');
}

/**
 * Odds that are not one selection's price and so are never capped: a combo's or bet builder
 * bet's combined odds, a placed bet's odds, an odds limit (40 × 2.5 → "100.00").
 */
export function formatCombinedOdds(odds: number): string {
  return formatOdds(oddsFromScaledExact(oddsToScaled(odds)), 'european');
}
