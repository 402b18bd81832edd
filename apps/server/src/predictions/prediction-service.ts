// Predictions (decision 0040): a match's "Who wins?" vote, its split and the player's own vote.
// The rules (choices, closing at kick-off, whole-percent split) are the domain's.
import {
  PREDICTION_ERROR_CODE,
  type Prediction,
  type VotePredictionRequest,
} from '@sportsbook/contract';
import {
  type PredictionChoice,
  isPredictionOpen,
  predictionChoices,
  predictionSplit,
} from '@sportsbook/domain';
import { HttpError, NotFoundError, badInput } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import type { PredictionMatch, PredictionRepository } from './prediction-repository';

const PREFIX = 'match:';

const matchIdOf = (predictionId: string) => Number(predictionId.slice(PREFIX.length));

export class PredictionService {
  constructor(
    private readonly repository: PredictionRepository,
    private readonly clock: Clock,
  ) {}

  async get(predictionId: string, playerId: number | null): Promise<Prediction> {
    return this.describe(predictionId, await this.matchOf(predictionId), playerId);
  }

  async vote(playerId: number, request: VotePredictionRequest): Promise<Prediction> {
    const predictionId = request.prediction_id;
    const match = await this.matchOf(predictionId);
    const now = this.clock.now();
    if (!isPredictionOpen(match, now)) {
      throw new HttpError(409, {
        code: PREDICTION_ERROR_CODE.closed,
        message: 'The match has started: its vote is closed',
      });
    }
    const choice = request.data.choice;
    if (!predictionChoices(match.canDraw).includes(choice)) {
      throw badInput(
        'data.choice',
        'This match cannot end in a draw',
        PREDICTION_ERROR_CODE.choiceNotOffered,
      );
    }
    await this.repository.saveVote({ predictionId, matchId: match.id, playerId, choice, at: now });
    return this.describe(predictionId, match, playerId);
  }

  private async matchOf(predictionId: string): Promise<PredictionMatch> {
    const match = await this.repository.findMatch(matchIdOf(predictionId));
    if (!match) throw new NotFoundError('Prediction', predictionId);
    return match;
  }

  private async describe(
    predictionId: string,
    match: PredictionMatch,
    playerId: number | null,
  ): Promise<Prediction> {
    const [counts, own] = await Promise.all([
      this.repository.counts(predictionId),
      playerId === null ? null : this.repository.voteOf(predictionId, playerId),
    ]);
    const choices = predictionSplit(predictionChoices(match.canDraw), counts);
    return {
      prediction_id: predictionId,
      match_id: match.id,
      question: 'match_winner',
      open: isPredictionOpen(match, this.clock.now()),
      closes_at: match.startTime.toISOString(),
      choices,
      total: choices.reduce((sum, c) => sum + c.votes, 0),
      vote: own
        ? {
            prediction_id: predictionId,
            data: { choice: own.choice as PredictionChoice },
            created_at: own.createdAt.toISOString(),
            updated_at: own.updatedAt.toISOString(),
          }
        : null,
    };
  }
}
