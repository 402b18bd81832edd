// Restoring a shared slip (spec sections 2 and 8): the `share_code` query parameter is read on
// load and removed after use; the code's bets, restored at today's prices, replace the slip.
// Not found → share-bet.not-found-modal.link-not-found; restore answering no bets →
// link-try-another-bet; restore failing → link-try-later.
import {
  type BetSlipSelection,
  MARKET_STATUS,
  type MatchStatus,
  type Provider,
  type TicketBet,
  createTicketBet,
  marketId,
  matchId,
  oddsFromWire,
  outcomeId,
  systemType,
} from '@sportsbook/domain';
import type { BetRequest } from '@sportsbook/contract';
import { outcomeKey } from '../../catalog/outcomes';
import type { RestoredBet, SharedBetsResult } from '../api/share-code';

export const SHARE_CODE_PARAM = 'share_code';

export type ShareProblem = 'link-not-found' | 'link-try-another-bet' | 'link-try-later';

/** The URL a share code travels in: the current page with `?share_code=`. */
export function shareUrl(href: string, code: string): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.set(SHARE_CODE_PARAM, code);
  return url.toString();
}

/** The code in a URL, and the URL without it (the param is removed after use). */
export function takeShareCode(href: string): { code: string; rest: string } | null {
  const url = new URL(href);
  const code = url.searchParams.get(SHARE_CODE_PARAM);
  if (code === null) return null;
  url.searchParams.delete(SHARE_CODE_PARAM);
  return { code: code.trim().toUpperCase(), rest: url.pathname + url.search + url.hash };
}

/** A restored selection as a slip selection, keyed like the odds buttons' outcomes. */
function selectionOf(s: RestoredBet['selections'][number]): BetSlipSelection {
  const key = outcomeKey(s.matchId, s.marketId, s.specifier, s.outcomeId);
  const odds = oddsFromWire(s.odds);
  const suspended = !s.active || s.marketStatus !== MARKET_STATUS.allowed;
  return {
    id: key,
    matchId: matchId(String(s.matchId)),
    matchUrnId: s.matchUrnId,
    matchSlug: s.matchSlug,
    matchStatus: s.matchStatus as MatchStatus,
    marketGroup: null,
    type: s.matchType as BetSlipSelection['type'],
    sportKey: s.sportKey,
    nameA: s.nameA,
    nameB: s.nameB,
    categoryName: s.tournamentName || s.categoryName,
    provider: s.provider as Provider,
    marketId: marketId(String(s.marketId)),
    marketName: s.marketName,
    specifier: s.specifier,
    outcomeId: outcomeId(key),
    outcomeName: s.outcomeName,
    active: s.active,
    odds,
    acceptedOdds: odds,
    initialOdds: oddsFromWire(s.sharedOdds),
    isSuspended: suspended,
    isChanged: false,
    isNotAvailable: false,
  };
}

/** Restored bets as slip bets, in the currency the server converted them to. */
export function ticketBetsOf(restored: readonly RestoredBet[]): TicketBet[] {
  return restored
    .filter((bet) => bet.selections.length > 0)
    .map((bet) => {
      const selections = bet.selections.map(selectionOf);
      const [win, of] = (bet.systemId ?? '').split('/').map(Number);
      return createTicketBet(
        bet.type,
        selections,
        { code: bet.stake.currency, subunits: bet.stake.subunits },
        {
          stake: bet.stake.value as TicketBet['stake'],
          systemType: bet.type === 'system' && win && of ? systemType(of, win) : null,
        },
      );
    });
}

export interface ShareRestoreDeps {
  getSharedBets(code: string): Promise<SharedBetsResult>;
  restoreBets(bets: readonly BetRequest[]): Promise<RestoredBet[]>;
  report?(error: unknown): void;
}

/** The whole restore: the slip's new bets, or the problem to show. */
export async function restoreFromShareCode(
  code: string,
  deps: ShareRestoreDeps,
): Promise<{ ok: true; bets: TicketBet[] } | { ok: false; problem: ShareProblem }> {
  const shared = await deps.getSharedBets(code);
  if (shared.kind === 'not-found') return { ok: false, problem: 'link-not-found' };
  if (shared.kind === 'failed') return { ok: false, problem: 'link-try-later' };
  let restored: RestoredBet[];
  try {
    restored = await deps.restoreBets(shared.bets);
  } catch (error) {
    deps.report?.(error);
    return { ok: false, problem: 'link-try-later' };
  }
  const bets = ticketBetsOf(restored);
  return bets.length === 0 ? { ok: false, problem: 'link-try-another-bet' } : { ok: true, bets };
}
