import { API_BASES, bettingEndpoints } from '@sportsbook/contract';
import { callEndpointAt } from '../../../lib/api/api-client';
import { type HistoryFilters, apiQueryOf } from '../model/history-filters';

/** GET /bets: one page of the signed-in player's bets under the history's filters. */
export function getBetHistory(
  filters: HistoryFilters,
  timeZone: string,
  locale: string,
  signal?: AbortSignal,
) {
  return callEndpointAt(
    API_BASES.betting,
    bettingEndpoints.getBets,
    { query: apiQueryOf(filters, timeZone) },
    { origin: '', locale, signal, session: true },
  );
}
