import { API_BASES, type PlacedBet } from '@sportsbook/contract';
import { bettingFetch } from './betting-fetch';

export type BetFilter = 'all' | 'open' | 'settled';
export type ResultFilter = 'all' | 'win' | 'lose' | 'refund';

/** Spec section 9: bet history pages of 500. */
export const BET_HISTORY_PAGE_SIZE = 500;

/**
 * GET /bets with the open/settled and result filters, page after page until the last page
 * (spec section 4: "loads pages until the current page equals the last page").
 */
export async function getAllBets(
  filter: BetFilter,
  result: ResultFilter,
  locale: string,
  signal?: AbortSignal,
): Promise<PlacedBet[]> {
  const bets: PlacedBet[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await bettingFetch((loaded) => loaded.bettingEndpoints.getBets, {
      base: API_BASES.betting,
      locale,
      signal,
      query: { filter, result, page, limit: BET_HISTORY_PAGE_SIZE },
    });
    bets.push(...(answer.data as PlacedBet[]));
    if (answer.pagination.page >= answer.pagination.lastPage || answer.data.length === 0) {
      return bets;
    }
  }
}
