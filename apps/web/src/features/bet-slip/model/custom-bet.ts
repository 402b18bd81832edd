// The slip's rules for a custom bet (bet builder): the bet is priced as a whole by the server, so
// its legs' own prices never need accepting, and a refusal for a moved price (code 120) carries
// the new price of the whole bet, which the player accepts like any other odds change.
import {
  type BetSlipSelection,
  type DecimalOdds,
  type PlaceBetErrorResponse,
  type TicketBet,
  oddsFromWire,
} from '@sportsbook/domain';

/** Code 120: the price of a custom bet moved against the accept mode. */
export const CUSTOM_PRICE_MOVED = 120;

/**
 * A leg's own price moving does not change what the player accepted (the custom odds), so the
 * leg takes it silently; a suspended leg stays suspended. Returns the same array when nothing
 * changed.
 */
export function settleCustomLegPrices(bets: readonly TicketBet[]): readonly TicketBet[] {
  let changed = false;
  const next = bets.map((bet) => {
    if (bet.betType !== 'custom' || !bet.selections.some((leg) => leg.isChanged)) return bet;
    changed = true;
    return {
      ...bet,
      selections: bet.selections.map((leg) =>
        leg.isChanged ? { ...leg, isChanged: false, acceptedOdds: leg.odds } : leg,
      ),
    };
  });
  return changed ? next : bets;
}

/** The legs of a custom bet as a key, to find a sent bet again on the slip. */
const legsKey = (bet: TicketBet) =>
  bet.selections
    .map((leg) => leg.outcomeId)
    .sort()
    .join('|');

/**
 * The new price in a code 120 refusal (`data.details.custom_odds`), with the index of the slip's
 * custom bet it belongs to. Null for any other answer.
 */
export function movedCustomPrice(
  bets: readonly TicketBet[],
  sent: readonly TicketBet[],
  response: PlaceBetErrorResponse | null,
): { index: number; odds: DecimalOdds } | null {
  if (!response || Number(response.code) !== CUSTOM_PRICE_MOVED) return null;
  const details = response.data?.details as { custom_odds?: unknown } | null | undefined;
  const price = details?.custom_odds;
  if (typeof price !== 'number' || price < 1) return null;
  const refused = sent.find((bet) => bet.betType === 'custom');
  if (!refused) return null;
  const index = bets.findIndex(
    (bet) => bet.betType === 'custom' && legsKey(bet) === legsKey(refused),
  );
  return index < 0 ? null : { index, odds: oddsFromWire(price) };
}

/** A custom bet with new legs and the price quoted for them; stake and currency stay. */
export function withCustomLegs(
  bet: TicketBet,
  legs: readonly BetSlipSelection[],
  odds: DecimalOdds,
): TicketBet {
  return { ...bet, selections: legs, customOdds: odds };
}
