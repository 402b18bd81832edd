// Turns poll answers into outcome-store updates and match-state updates.
import type { Market, Match } from '@sportsbook/contract';
import { MARKET_STATUS } from '@sportsbook/domain';
import { type QuoteUpdate, outcomeKey } from './outcome-store';

/** Spec section 4: market status -1 is suspended. */
export const isSuspended = (market: Pick<Market, 'status'>) =>
  market.status === MARKET_STATUS.suspended;

export function quotesFromMarket(matchId: number, market: Market): QuoteUpdate[] {
  return market.outcomes.map((outcome) => ({
    key: outcomeKey(matchId, market.id, market.specifier, outcome.id),
    label: outcome.name,
    odds: outcome.odds,
    active: outcome.active,
    suspended: isSuspended(market),
  }));
}

/** Every market a match summary carries: main, secondary and top markets. */
export function quotesFromMatch(match: Match): QuoteUpdate[] {
  const markets = [match.mainMarket, match.secondaryMarket, ...match.topMarkets].filter(
    (market): market is Market => market !== null,
  );
  const seen = new Set<string>();
  const updates: QuoteUpdate[] = [];
  for (const market of markets) {
    for (const update of quotesFromMarket(match.id, market)) {
      if (seen.has(update.key)) continue;
      seen.add(update.key);
      updates.push(update);
    }
  }
  return updates;
}

/** Identity of a market line, to notice markets opening or closing between polls. */
export const marketLineKey = (market: Pick<Market, 'id' | 'specifier'>) =>
  `${market.id}:${market.specifier}`;

/** Whether two id lists hold the same ids, in any order. */
export function sameMembers(a: readonly (string | number)[], b: readonly (string | number)[]) {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}
