// The jackpot calls of the browser (spec section 7): the public pools, the player's hits and
// marking them seen, and which jackpots the bets of a slip would play for.
import { API_BASES } from '@sportsbook/contract';
import type { TicketBet } from '@sportsbook/domain';
import { betRequestOf } from '../../bet-slip/api/place-bets';
import { bettingFetch } from '../../bet-slip/api/betting-fetch';
import { jackpotBettingEndpoints, jackpotEndpoints } from './jackpot-endpoints';

export type Jackpot = Awaited<ReturnType<typeof getJackpots>>[number];
export type JackpotHit = Awaited<ReturnType<typeof getUnseenJackpotHits>>[number];

/** GET /jackpots: the active jackpots with their levels (public). */
export async function getJackpots(locale: string, signal?: AbortSignal) {
  const answer = await bettingFetch(jackpotEndpoints.getJackpots, {
    base: API_BASES.sportsbook,
    locale,
    signal,
  });
  return answer.data;
}

/** GET /jackpot-hits?for_user&unseen: the signed-in player's hits not seen yet. */
export async function getUnseenJackpotHits(locale: string, signal?: AbortSignal) {
  const answer = await bettingFetch(jackpotEndpoints.getJackpotHits, {
    base: API_BASES.sportsbook,
    locale,
    signal,
    query: { for_user: true, unseen: true, limit: 10 },
  });
  return answer.data;
}

/** POST /jackpot-hits/mark-as-seen: the popup was dismissed. */
export async function markJackpotHitsSeen(ids: readonly string[], locale: string) {
  await bettingFetch(jackpotEndpoints.markJackpotHitsSeen, {
    base: API_BASES.sportsbook,
    locale,
    body: { ids: [...ids] },
  });
}

/** POST /v3/jackpots: per bet of the slip, the ids of the jackpots it would play for now. */
export async function getQualifyingJackpots(
  bets: readonly TicketBet[],
  locale: string,
  signal?: AbortSignal,
): Promise<string[][]> {
  const answer = await bettingFetch(jackpotBettingEndpoints.getQualifyingJackpots, {
    base: API_BASES.betting,
    locale,
    signal,
    body: { bets: bets.map(betRequestOf) },
  });
  return answer.data.map((bet) => bet.jackpots.map((jackpot) => jackpot.id));
}
