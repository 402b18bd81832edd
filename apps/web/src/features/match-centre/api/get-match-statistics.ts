// GET /matches/{id}/{summary|timeline|form} (decision 0047), checked in the contract worker
// (decision 0066).
import type { MatchStatisticsType, matchStatsEndpoints } from '@sportsbook/contract';
import type { EndpointQuery } from '../../../lib/api/api-client';
import { callChecked } from '../../../lib/contract-worker/client';

type Endpoint = typeof matchStatsEndpoints.getMatchStatistics;

export async function getMatchStatistics(
  matchId: number,
  type: MatchStatisticsType,
  locale: string,
  query: EndpointQuery<Endpoint> = {},
  signal?: AbortSignal,
) {
  const answer = await callChecked(
    'matchStats',
    'getMatchStatistics',
    { params: { id: matchId, type }, query },
    { locale, signal },
  );
  return answer.data;
}
