import { API_BASES, predictionEndpoints } from '@sportsbook/contract';
import { callEndpointAt } from '../../../lib/api/api-client';

export type PredictionView = Awaited<ReturnType<typeof getPrediction>>['data'];
export type PredictionChoice = PredictionView['choices'][number]['choice'];

const predictionIdOf = (matchId: number) => `match:${matchId}`;

/** GET /vote: the match's vote, with the player's own vote when signed in. */
export function getPrediction(matchId: number, locale: string, signal?: AbortSignal) {
  return callEndpointAt(
    API_BASES.sportsbook,
    predictionEndpoints.getPrediction,
    { query: { prediction_id: predictionIdOf(matchId) } },
    { origin: '', locale, signal, session: true },
  );
}

/** POST /vote: votes, or changes the player's vote, while the match has not started. */
export function votePrediction(matchId: number, choice: PredictionChoice, locale: string) {
  return callEndpointAt(
    API_BASES.sportsbook,
    predictionEndpoints.votePrediction,
    { body: { prediction_id: predictionIdOf(matchId), data: { choice } } },
    { origin: '', locale, session: true },
  );
}
