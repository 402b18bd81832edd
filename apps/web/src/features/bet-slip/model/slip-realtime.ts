// What realtime events do to the bet slip and to My bets (spec section 4, realtime effects):
// match updates replace that match in the slip's selections (status, featured prices), market
// changes reprice or suspend selections under the player's accept mode, a provider going
// inactive makes its selections not available; bet_changed replaces a bet in My bets (keeping
// the selection detail a lighter update leaves out), bet_cashout_changed sets its to_cashout,
// and a VIP bet rejected leaves the list. Pure functions: the runtime wires them to the bus.
import type { PlacedBet } from '@sportsbook/contract';
import {
  type MarketStatus,
  type MarketUpdate,
  type MatchStatus,
  type OddsAcceptMode,
  type Provider,
  type ProviderStatus,
  type TicketBet,
  applyMarketUpdates,
  applyMatchStatus,
  applyProviderStatus,
  marketId,
  matchId,
  oddsFromWire,
  outcomeId,
} from '@sportsbook/domain';
import { matchChannel } from '@sportsbook/contract';
import { outcomeKey } from '../../catalog/outcomes';

interface WireMarket {
  id: number;
  specifier: string;
  status: number;
  outcomes: readonly { id: string; active: boolean; odds: number }[];
}

/** The realtime channels the slip holds: `match:<id>` for every match with a selection. */
export function slipMatchChannels(bets: readonly TicketBet[]): string[] {
  const ids = new Set<string>();
  for (const bet of bets) for (const s of bet.selections) ids.add(String(s.matchId));
  return [...ids].sort().map((id) => matchChannel(id));
}

/**
 * Market updates for the slip from one match's markets. `partial` (markets_changed) carries only
 * the outcomes that changed: the slip's other outcomes of that line keep their price and state,
 * while the line's status applies to all. A whole market (match_changed) is taken as it is: an
 * outcome missing from it is gone.
 */
export function slipMarketUpdates(
  bets: readonly TicketBet[],
  id: number,
  markets: readonly WireMarket[],
  partial: boolean,
): MarketUpdate[] {
  const selections = bets.flatMap((bet) => bet.selections).filter((s) => s.matchId === String(id));
  if (selections.length === 0) return [];
  const updates: MarketUpdate[] = [];
  for (const market of markets) {
    const onSlip = selections.filter(
      (s) => s.marketId === String(market.id) && s.specifier === market.specifier,
    );
    if (onSlip.length === 0) continue;
    const sent = new Map(
      market.outcomes.map((o) => [outcomeKey(id, market.id, market.specifier, o.id), o]),
    );
    const outcomes = partial
      ? onSlip.map((s) => {
          const o = sent.get(s.outcomeId);
          return o
            ? { id: s.outcomeId, active: o.active, odds: oddsFromWire(o.odds) }
            : { id: s.outcomeId, active: s.active, odds: s.odds };
        })
      : [...sent.entries()].map(([key, o]) => ({
          id: outcomeId(key),
          active: o.active,
          odds: oddsFromWire(o.odds),
        }));
    updates.push({
      matchId: matchId(String(id)),
      marketId: marketId(String(market.id)),
      specifier: market.specifier,
      status: market.status as MarketStatus,
      outcomes,
    });
  }
  return updates;
}

/** match_changed: the match's status, then the prices of its featured markets on the slip. */
export function applyMatchChanged(
  bets: readonly TicketBet[],
  match: {
    id: number;
    status: number;
    mainMarket?: WireMarket | null;
    secondaryMarket?: WireMarket | null;
    topMarkets?: readonly WireMarket[];
  },
  mode: OddsAcceptMode,
): TicketBet[] {
  if (!bets.some((bet) => bet.selections.some((s) => s.matchId === String(match.id)))) {
    return bets as TicketBet[];
  }
  const withStatus = applyMatchStatus(
    bets.map((bet) => ({
      ...bet,
      selections: bet.selections.map((s) =>
        s.matchId === String(match.id) ? { ...s, matchStatus: match.status as MatchStatus } : s,
      ),
    })),
    matchId(String(match.id)),
    match.status as MatchStatus,
  );
  const markets = [match.mainMarket, match.secondaryMarket, ...(match.topMarkets ?? [])].filter(
    (m): m is WireMarket => m !== null && m !== undefined,
  );
  const unique = new Map(markets.map((m) => [`${m.id}:${m.specifier}`, m]));
  const updates = slipMarketUpdates(withStatus, match.id, [...unique.values()], false);
  return updates.length > 0 ? applyMarketUpdates(withStatus, updates, mode) : withStatus;
}

/** markets_changed: merged by outcome id under the accept mode. */
export function applyMarketsChanged(
  bets: readonly TicketBet[],
  data: { matchId: number; markets: readonly WireMarket[] },
  mode: OddsAcceptMode,
): TicketBet[] {
  const updates = slipMarketUpdates(bets, data.matchId, data.markets, true);
  return updates.length > 0 ? applyMarketUpdates(bets, updates, mode) : (bets as TicketBet[]);
}

// ---- The connection (decision 0018) ----
// While the socket is down the slip cannot know its prices: every open selection is suspended,
// which the slip already refuses to place (error.bet_slip.suspended_selection). When the match's
// channel is back, a recovery lifts exactly those suspensions (the missed publications replay
// right after) and otherwise a snapshot of the match's markets decides each selection afresh.

/** Ids of the selections open now: those a dropped connection suspends. */
export function openSelectionIds(bets: readonly TicketBet[]): string[] {
  return bets.flatMap((bet) => bet.selections.filter((s) => !s.isSuspended).map((s) => s.id));
}

/** Suspends (or lifts the suspension of) the selections with these ids. */
export function setSelectionsSuspended(
  bets: readonly TicketBet[],
  ids: ReadonlySet<string>,
  suspended: boolean,
): TicketBet[] {
  if (!bets.some((bet) => bet.selections.some((s) => ids.has(s.id)))) return bets as TicketBet[];
  return bets.map((bet) =>
    bet.selections.some((s) => ids.has(s.id) && s.isSuspended !== suspended)
      ? {
          ...bet,
          selections: bet.selections.map((s) =>
            ids.has(s.id) ? { ...s, isSuspended: suspended } : s,
          ),
        }
      : bet,
  );
}

/**
 * A REST snapshot of one match's markets: each selection whose market line it lists takes the
 * line's status and its outcome's price under the accept mode; a line it no longer lists stays
 * as it is (suspended, when the connection suspended it).
 */
export function applyMatchMarketsSnapshot(
  bets: readonly TicketBet[],
  data: { matchId: number; markets: readonly WireMarket[] },
  mode: OddsAcceptMode,
): TicketBet[] {
  const updates = slipMarketUpdates(bets, data.matchId, data.markets, false);
  return updates.length > 0 ? applyMarketUpdates(bets, updates, mode) : (bets as TicketBet[]);
}

/** match_status_changed: a stopped match suspends, an ended one makes selections not available. */
export function applyMatchStatusChanged(
  bets: readonly TicketBet[],
  data: { id: number; status: number; bettable: boolean },
): TicketBet[] {
  const id = String(data.id);
  if (!bets.some((bet) => bet.selections.some((s) => s.matchId === id))) {
    return bets as TicketBet[];
  }
  const next = applyMatchStatus(bets, matchId(id), data.status as MatchStatus);
  return data.bettable
    ? next
    : next.map((bet) =>
        bet.selections.some((s) => s.matchId === id)
          ? {
              ...bet,
              selections: bet.selections.map((s) =>
                s.matchId === id ? { ...s, isSuspended: true } : s,
              ),
            }
          : bet,
      );
}

/** provider_status_changed: inactive makes the provider's selections not available. */
export function applyProviderStatusChanged(
  bets: readonly TicketBet[],
  data: { provider: string; status: string },
): TicketBet[] {
  if (!bets.some((bet) => bet.selections.some((s) => s.provider === data.provider))) {
    return bets as TicketBet[];
  }
  return applyProviderStatus(bets, data.provider as Provider, data.status as ProviderStatus);
}

// ---- My bets ----

type BetChanged = Record<string, unknown> & {
  id: string | number;
  status: string;
  isVip?: boolean;
};

/**
 * bet_changed: the bet replaces the one in the list with the same id; fields the update leaves
 * out (or sends empty, like selection detail) keep their earlier value. A VIP bet rejected is
 * removed. A bet not in the list is not added (the list reloads on its own).
 */
export function applyBetChanged(bets: readonly PlacedBet[], update: BetChanged): PlacedBet[] {
  const id = String(update.id);
  const index = bets.findIndex((bet) => String(bet.id) === id);
  if (index < 0) return bets as PlacedBet[];
  const current = bets[index]!;
  if (update.status === 'rejected' && (update.isVip ?? current.isVip)) {
    return bets.filter((_, i) => i !== index);
  }
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (key === 'selections' && (!Array.isArray(value) || value.length === 0)) continue;
    if (key === 'id') continue;
    merged[key] = value;
  }
  if (Array.isArray(update.selections) && update.selections.length > 0) {
    // Keep the earlier detail (names, match) of selections the update sends thinner.
    const before = new Map(current.selections.map((s) => [String(s.id), s]));
    merged.selections = (update.selections as Record<string, unknown>[]).map((s) => ({
      ...(before.get(String(s.id)) ?? {}),
      ...Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)),
    }));
  }
  const next = [...bets];
  next[index] = merged as unknown as PlacedBet;
  return next;
}

/** bet_cashout_changed: the bet's cash-out offer (null: not offered now). */
export function applyBetCashoutChanged(
  bets: readonly PlacedBet[],
  update: { betId: string | number; toCashout: number | null },
): PlacedBet[] {
  const id = String(update.betId);
  let changed = false;
  const next = bets.map((bet) => {
    if (String(bet.id) !== id || bet.toCashout === update.toCashout) return bet;
    changed = true;
    return { ...bet, toCashout: update.toCashout };
  });
  return changed ? next : (bets as PlacedBet[]);
}
