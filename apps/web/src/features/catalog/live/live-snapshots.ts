// REST snapshots of a match's markets for whoever follows prices outside the page's views (the
// bet slip, after a reconnect that could not recover what it missed). Browser only; the plain
// call, without the query cache the catalog's hooks bring.
import { type Market, catalogEndpoints } from '@sportsbook/contract';
import { callEndpoint } from '../../../lib/api/api-client';

/** Spec section 9: getMatchMarkets asks for up to 500 markets (as the catalog's hook does). */
const MATCH_MARKETS_LIMIT = 500;

export async function fetchMatchMarketsSnapshot(matchId: number): Promise<readonly Market[]> {
  const locale = document.documentElement.lang || 'en';
  const { data } = await callEndpoint(
    catalogEndpoints.getMatchMarkets,
    { params: { id: matchId }, query: { limit: MATCH_MARKETS_LIMIT } },
    { origin: '', locale },
  );
  return data;
}
