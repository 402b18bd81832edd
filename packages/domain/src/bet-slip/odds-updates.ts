import type { MarketStatus, MatchStatus, Provider, ProviderStatus } from '../match/status';
import { isBettableMatchStatus, isMatchOver, MARKET_STATUS, MATCH_STATUS } from '../match/status';
import { clampStake } from '../money/money';
import { divFloor } from '../core/decimal';
import type { DecimalOdds } from '../odds/odds';
import { compareOdds } from '../odds/odds';
import { betReturnMultiplierScaled } from '../potential-win/potential-win';
import { removeSelection } from './composition';
import type {
  BetSlipSelection,
  MarketId,
  MatchId,
  OddsAcceptMode,
  OutcomeId,
  TicketBet,
} from './types';

/** A market as the feed last published it (realtime markets_changed, merged by outcome id). */
export interface MarketUpdate {
  readonly matchId: MatchId;
  readonly marketId: MarketId;
  readonly specifier: string;
  readonly status: MarketStatus;
  readonly outcomes: readonly {
    readonly id: OutcomeId;
    readonly active: boolean;
    readonly odds: DecimalOdds;
  }[];
}

/**
 * A selection after a new price (spec section 4, odds update rules):
 * - its market not allowed (any status but 1), or its outcome missing or inactive → suspended,
 *   prices untouched;
 * - otherwise the price is refreshed and, against the accepted price:
 *   - mode 'none' flags any change (2.10 → 2.20 and 2.10 → 2.00 both need accepting);
 *   - mode 'higher' accepts a rise silently and flags only a drop;
 *   - mode 'any' accepts every change silently.
 *   A price back at the accepted one is no longer flagged.
 */
export function updateSelection(
  selection: BetSlipSelection,
  marketStatus: MarketStatus,
  outcome: { readonly active: boolean; readonly odds: DecimalOdds } | undefined,
  mode: OddsAcceptMode,
): BetSlipSelection {
  if (marketStatus !== MARKET_STATUS.allowed || outcome === undefined || !outcome.active) {
    return { ...selection, isSuspended: true, active: outcome?.active ?? false };
  }
  const odds = outcome.odds;
  const direction = compareOdds(odds, selection.acceptedOdds);
  const acceptsSilently = mode === 'any' || (mode === 'higher' && direction > 0);
  return {
    ...selection,
    active: true,
    isSuspended: false,
    odds,
    acceptedOdds: acceptsSilently ? odds : selection.acceptedOdds,
    isChanged: !acceptsSilently && direction !== 0,
  };
}

/**
 * Applies market updates to every selection of those markets. A bet whose stake was entered as a
 * potential win keeps that win: its stake is rescaled by old over new odds, rounded down
 * (€100 wanted at 2.00 is a €50 stake; at 2.50 it becomes €40).
 */
export function applyMarketUpdates(
  bets: readonly TicketBet[],
  updates: readonly MarketUpdate[],
  mode: OddsAcceptMode,
): TicketBet[] {
  return bets.map((bet) => {
    let touched = false;
    const selections = bet.selections.map((selection) => {
      const market = updates.find(
        (update) =>
          update.matchId === selection.matchId &&
          update.marketId === selection.marketId &&
          update.specifier === selection.specifier,
      );
      if (market === undefined) return selection;
      touched = true;
      const outcome = market.outcomes.find((o) => o.id === selection.outcomeId);
      return updateSelection(selection, market.status, outcome, mode);
    });
    return touched ? rescalePotentialWinStake(bet, { ...bet, selections }) : bet;
  });
}

function rescalePotentialWinStake(before: TicketBet, after: TicketBet): TicketBet {
  if (after.stakeSource !== 'potential_win') return after;
  const oldOdds = betReturnMultiplierScaled(before);
  const newOdds = betReturnMultiplierScaled(after);
  if (oldOdds === newOdds || newOdds <= 0n) return after;
  const stake = clampStake(Number(divFloor(BigInt(after.stake) * oldOdds, newOdds)));
  return { ...after, stake };
}

function mapSelections(
  bets: readonly TicketBet[],
  matches: (selection: BetSlipSelection) => boolean,
  update: (selection: BetSlipSelection) => BetSlipSelection,
): TicketBet[] {
  return bets.map((bet) =>
    bet.selections.some(matches)
      ? { ...bet, selections: bet.selections.map((s) => (matches(s) ? update(s) : s)) }
      : bet,
  );
}

/**
 * A match changed status: its selections take the new status. A stopped match suspends them (the
 * next market update lifts that); a closed, finished or not covered match makes them not available.
 */
export function applyMatchStatus(
  bets: readonly TicketBet[],
  matchId: MatchId,
  matchStatus: MatchStatus,
): TicketBet[] {
  return mapSelections(
    bets,
    (selection) => selection.matchId === matchId,
    (selection) => ({
      ...selection,
      matchStatus,
      isSuspended: selection.isSuspended || matchStatus === MATCH_STATUS.stopped,
      isNotAvailable: selection.isNotAvailable || isMatchOver(matchStatus),
    }),
  );
}

/**
 * A provider went inactive: its selections are not available. Active again, they are available
 * unless their match is over.
 */
export function applyProviderStatus(
  bets: readonly TicketBet[],
  provider: Provider,
  status: ProviderStatus,
): TicketBet[] {
  return mapSelections(
    bets,
    (selection) => selection.provider === provider,
    (selection) => ({
      ...selection,
      isNotAvailable: status === 'inactive' || isMatchOver(selection.matchStatus),
    }),
  );
}

/**
 * Cleanup before placing or on reopening the slip: selections not available are removed by the
 * composition rules (a combo left with one selection becomes a single). A custom bet is priced as a
 * whole, so it is dropped entirely when its match is neither pre-match nor live or any of its
 * selections is not available.
 */
export function removeUnavailableSelections(bets: readonly TicketBet[]): TicketBet[] {
  const kept = bets.filter(
    (bet) =>
      bet.betType !== 'custom' ||
      bet.selections.every((s) => isBettableMatchStatus(s.matchStatus) && !s.isNotAvailable),
  );
  return kept
    .flatMap((bet) => bet.selections)
    .filter((selection) => selection.isNotAvailable)
    .reduce<TicketBet[]>((slip, selection) => removeSelection(slip, selection.outcomeId), kept);
}

/** Whether any selection's price changed in a way the player must accept. */
export function hasChangedOdds(bets: readonly TicketBet[]): boolean {
  return bets.some((bet) => bet.selections.some((selection) => selection.isChanged));
}

/** The player accepts the new prices: every current price becomes the accepted one. */
export function acceptOddsChanges(bets: readonly TicketBet[]): TicketBet[] {
  return bets.map((bet) =>
    bet.selections.some((s) => s.isChanged || s.acceptedOdds !== s.odds)
      ? {
          ...bet,
          selections: bet.selections.map((s) => ({ ...s, acceptedOdds: s.odds, isChanged: false })),
        }
      : bet,
  );
}
