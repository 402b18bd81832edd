import { API_BASES, streamEndpoints } from '@sportsbook/contract';
import { callEndpointAt } from '../../../lib/api/api-client';

export type MatchVideoView = Awaited<ReturnType<typeof getMatchVideo>>['data'];

/** GET /matches/{id}/video: what the signed-in player can watch now, with a fresh link. */
export function getMatchVideo(matchId: number, locale: string, signal?: AbortSignal) {
  return callEndpointAt(
    API_BASES.sportsbook,
    streamEndpoints.getMatchVideo,
    { params: { id: matchId } },
    { origin: '', locale, signal, session: true },
  );
}
