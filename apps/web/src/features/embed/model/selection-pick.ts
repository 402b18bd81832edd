// A host's add-selection command names an outcome by its catalog ids; the slip takes a pick,
// as an odds button would hand it over. Built from the match and its markets as they are now.
import type { SelectionRef } from '@sportsbook/embed/protocol';
import type { BetEvent } from '../../catalog/outcomes';
import type { OutcomePick } from '../../catalog/selection';

interface MarketLike {
  id: number;
  name: string;
  status: number;
  specifier: string;
  outcomes: readonly { id: string; name: string; active: boolean; odds: number }[];
}

/** The pick of `ref` among `markets`, or null when the match has no such outcome. */
export function pickOf(
  ref: SelectionRef,
  event: BetEvent,
  markets: readonly MarketLike[],
  isOpen: (status: number) => boolean,
): OutcomePick | null {
  const market = markets.find(
    (item) => item.id === ref.marketId && item.specifier === ref.specifier,
  );
  const outcome = market?.outcomes.find((item) => item.id === ref.outcomeId);
  if (!market || !outcome) return null;
  return {
    key: `${ref.matchId}:${ref.marketId}:${ref.specifier}:${ref.outcomeId}`,
    odds: outcome.odds,
    active: outcome.active,
    suspended: !isOpen(market.status),
    name: outcome.name,
    market: market.name,
    event,
  };
}
