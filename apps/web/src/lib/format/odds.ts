// Odds as shown on buttons. Decimal (European) for now, through the display rules of
// packages/domain (2 decimals, 3 when the price has them: 2.1 → "2.10", 1.125 → "1.125"); the
// odds-format issue passes the player's format here. The one place the web app formats odds.
import { formatOdds, oddsFromWire } from '@sportsbook/domain';

export function formatDecimalOdds(odds: number): string {
  return formatOdds(oddsFromWire(odds), 'european');
}
