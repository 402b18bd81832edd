// The match vote's calls, checked in the contract worker (decision 0066).
import { callChecked } from '../../../lib/contract-worker/client';

export type PredictionView = Awaited<ReturnType<typeof getPrediction>>['data'];
export type PredictionChoice = PredictionView['choices'][number]['choice'];

const predictionIdOf = (matchId: number) => `match:${matchId}`;

/** GET /vote: the match's vote, with the player's own vote when signed in. */
export function getPrediction(matchId: number, locale: string, signal?: AbortSignal) {
  return callChecked(
    'predictions',
    'getPrediction',
    { query: { prediction_id: predictionIdOf(matchId) } },
    { locale, signal, session: true },
  );
}

/** POST /vote: votes, or changes the player's vote, while the match has not started. */
export function votePrediction(matchId: number, choice: PredictionChoice, locale: string) {
  return callChecked(
    'predictions',
    'votePrediction',
    { body: { prediction_id: predictionIdOf(matchId), data: { choice } } },
    { locale, session: true },
  );
}
