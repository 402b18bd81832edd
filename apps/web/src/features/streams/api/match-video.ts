// The match video's call, checked in the contract worker (decision 0066).
import { callChecked } from '../../../lib/contract-worker/client';

export type MatchVideoView = Awaited<ReturnType<typeof getMatchVideo>>['data'];

/** GET /matches/{id}/video: what the signed-in player can watch now, with a fresh link. */
export function getMatchVideo(matchId: number, locale: string, signal?: AbortSignal) {
  return callChecked(
    'streams',
    'getMatchVideo',
    { params: { id: matchId } },
    { locale, signal, session: true },
  );
}
