// REST snapshots of a match's markets for whoever follows prices outside the page's views (the
// bet slip, after a reconnect that could not recover what it missed). Browser only; the plain
// call, without the query cache the catalog's hooks bring, its answer checked in the contract
// worker (decision 0066).
import type { Market } from '@sportsbook/contract';
import { callChecked } from '../../../lib/contract-worker/client';
import { MATCH_MARKETS_LIMIT } from '../api/match-markets-limit';

export async function fetchMatchMarketsSnapshot(matchId: number): Promise<readonly Market[]> {
  const locale = document.documentElement.lang || 'en';
  const { data } = await callChecked(
    'catalog',
    'getMatchMarkets',
    { params: { id: matchId }, query: { limit: MATCH_MARKETS_LIMIT } },
    { locale },
  );
  return data;
}
