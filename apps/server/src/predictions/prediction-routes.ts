// GET and POST /vote (spec section 7): read a match's vote (visitors too), vote signed in.
import { API_BASES, predictionEndpoints } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../accounts/auth-http';
import type { Database } from '../db/client';
import { registerEndpoints } from '../http/register-endpoints';
import type { Clock } from '../shared/clock';
import { PredictionRepository } from './prediction-repository';
import { PredictionService } from './prediction-service';

export function registerPredictionRoutes(
  app: FastifyInstance,
  deps: { http: AuthHttp; database: Pick<Database, 'db'>; clock: Clock },
): PredictionService {
  const predictions = new PredictionService(new PredictionRepository(deps.database.db), deps.clock);
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: predictionEndpoints,
    handlers: {
      getPrediction: async ({ query, request, reply }) => {
        const session = await deps.http.optional(request);
        // A signed-in answer holds the player's own vote: no shared cache may keep it.
        reply.header('cache-control', 'no-store');
        return { data: await predictions.get(query.prediction_id, session?.player.id ?? null) };
      },
      votePrediction: async ({ body, request }) => {
        const { player } = await deps.http.require(request);
        return { data: await predictions.vote(player.id, body) };
      },
    },
    tag: 'predictions',
  });
  return predictions;
}
