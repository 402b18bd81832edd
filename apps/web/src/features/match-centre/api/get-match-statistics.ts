import { API_BASES, type MatchStatisticsType, matchStatsEndpoints } from '@sportsbook/contract';
import { type EndpointQuery, callEndpointAt } from '../../../lib/api/api-client';

const endpoint = matchStatsEndpoints.getMatchStatistics;

/** GET /matches/{id}/{summary|timeline|form} (decision 0047). */
export async function getMatchStatistics(
  matchId: number,
  type: MatchStatisticsType,
  locale: string,
  query: EndpointQuery<typeof endpoint> = {},
  signal?: AbortSignal,
) {
  const answer = await callEndpointAt(
    API_BASES.sportsbook,
    endpoint,
    { params: { id: matchId, type }, query },
    { origin: '', locale, signal },
  );
  return answer.data;
}
