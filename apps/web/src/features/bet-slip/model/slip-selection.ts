// Turns a tap on an odds button into a bet slip selection (spec section 3), keyed like the
// outcome store: the selection's id and outcomeId are the outcome key, so the slip, the buttons
// and the price store speak of an outcome the same way. The wire ids come back from the key.
import {
  type BetSlipSelection,
  type MarketUpdate,
  type MatchStatus,
  type TicketBet,
  MARKET_STATUS,
  MATCH_STATUS,
  marketId,
  matchId,
  oddsFromWire,
  outcomeId,
} from '@sportsbook/domain';
import type { OutcomePick } from '../../catalog/selection';
import type { OutcomeQuote } from '../../catalog/outcomes';
import { parseOutcomeKey } from '../../catalog/outcomes';

export function selectionFromPick(pick: OutcomePick): BetSlipSelection | null {
  const parts = parseOutcomeKey(pick.key);
  if (!parts) return null;
  const odds = oddsFromWire(pick.odds);
  const event = pick.event;
  return {
    id: pick.key,
    matchId: matchId(String(parts.matchId)),
    matchUrnId: event?.urnId ?? '',
    matchSlug: event?.slug ?? '',
    matchStatus: (event?.status ?? MATCH_STATUS.prematch) as MatchStatus,
    marketGroup: null,
    type: event?.type ?? 'match',
    sportKey: event?.sportKey ?? '',
    nameA: event?.nameA ?? pick.market,
    nameB: event?.nameB ?? '',
    categoryName: event?.leagueName ?? event?.categoryName ?? '',
    provider: event?.provider ?? 'betradar',
    marketId: marketId(String(parts.marketId)),
    marketName: pick.market,
    specifier: parts.specifier,
    outcomeId: outcomeId(pick.key),
    outcomeName: pick.name,
    active: pick.active,
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    isSuspended: pick.suspended || !pick.active,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** The wire ids of a selection, for the placement payload. */
export function wireIdsOf(selection: BetSlipSelection) {
  const parts = parseOutcomeKey(selection.outcomeId);
  return {
    match_id: parts?.matchId ?? Number(selection.matchId),
    market_id: parts?.marketId ?? Number(selection.marketId),
    specifier: selection.specifier,
    outcome_id: parts?.outcomeId ?? selection.outcomeId,
  };
}

/**
 * A quote from an odds button as a market update for the domain's odds rules. The update carries
 * the market's other selections on the slip as they are, so a quote about one outcome does not
 * read as "the others went missing" (which would suspend them). Null when the quote changes
 * nothing the slip shows, or the outcome is not on the slip.
 */
export function marketUpdateFromQuote(
  bets: readonly TicketBet[],
  key: string,
  quote: OutcomeQuote,
): MarketUpdate | null {
  const all = bets.flatMap((bet) => bet.selections);
  const quoted = all.find((selection) => selection.outcomeId === key);
  if (!quoted) return null;
  const odds = oddsFromWire(quote.odds);
  const suspended = quote.suspended || !quote.active;
  if (quoted.odds === odds && quoted.isSuspended === suspended) return null;
  const sameMarket = all.filter(
    (selection) =>
      selection.matchId === quoted.matchId &&
      selection.marketId === quoted.marketId &&
      selection.specifier === quoted.specifier,
  );
  return {
    matchId: quoted.matchId,
    marketId: quoted.marketId,
    specifier: quoted.specifier,
    status: quote.suspended ? MARKET_STATUS.suspended : MARKET_STATUS.allowed,
    outcomes: sameMarket.map((selection) =>
      selection === quoted
        ? { id: selection.outcomeId, active: quote.active, odds }
        : { id: selection.outcomeId, active: !selection.isSuspended, odds: selection.odds },
    ),
  };
}
