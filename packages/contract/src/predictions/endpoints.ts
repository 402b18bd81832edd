// Predictions (spec section 7 "GET and POST /vote (prediction_id, data)"; decision 0040): each
// match has one vote, "Who wins?", open until kick-off. Visitors read the split; a signed-in
// player votes once and may change the vote while it is open.
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/** `match:<match id>`: the "Who wins?" vote of that match. */
export const predictionIdSchema = z
  .string()
  .regex(/^match:[1-9]\d{0,8}$/, 'must be match:<match id>');

/** The choices of a "Who wins?" vote (the domain's `PREDICTION_CHOICES`). */
export const predictionChoiceSchema = z.enum(['home', 'draw', 'away']);

/** What a vote holds (spec: prediction `data`): the choice. */
export const predictionDataSchema = z.object({ choice: predictionChoiceSchema });

export const getPredictionQuery = z.object({ prediction_id: predictionIdSchema });
export type GetPredictionQuery = z.input<typeof getPredictionQuery>;

export const votePredictionRequest = z.object({
  prediction_id: predictionIdSchema,
  data: predictionDataSchema,
});
export type VotePredictionRequest = z.input<typeof votePredictionRequest>;

export const predictionSchema = z.object({
  prediction_id: z.string(),
  match_id: idSchema,
  /** The question asked; one kind so far. */
  question: z.literal('match_winner'),
  /** False from kick-off: votes are refused (409 `prediction_closed`), the split stays. */
  open: z.boolean(),
  closes_at: z.string(),
  /** The choices offered, in order, with their votes and whole percent (adding up to 100). */
  choices: z.array(
    z.object({
      choice: predictionChoiceSchema,
      votes: z.number().int().nonnegative(),
      percent: z.number().int().min(0).max(100),
    }),
  ),
  total: z.number().int().nonnegative(),
  /** The signed-in player's vote (spec: prediction_id, data, created_at); null for a visitor. */
  vote: z
    .object({
      prediction_id: z.string(),
      data: predictionDataSchema,
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type Prediction = z.infer<typeof predictionSchema>;
export const predictionResponse = z.object({ data: predictionSchema });
export type PredictionResponse = z.infer<typeof predictionResponse>;

/** Stable codes of the vote's refusals. */
export const PREDICTION_ERROR_CODE = {
  closed: 'prediction_closed',
  choiceNotOffered: 'choice_not_offered',
} as const;

/** On `API_BASES.sportsbook`. */
export const predictionEndpoints = {
  getPrediction: defineEndpoint({
    method: 'GET',
    path: '/vote',
    summary:
      "A match's vote: its choices, how the votes split and, signed in, the player's own vote (404 unknown match)",
    query: getPredictionQuery,
    response: predictionResponse,
  }),
  votePrediction: defineEndpoint({
    method: 'POST',
    path: '/vote',
    summary:
      "Vote or change the signed-in player's vote while the match has not started (409 prediction_closed; 400 choice_not_offered for a draw where none is possible)",
    body: votePredictionRequest,
    response: predictionResponse,
  }),
};
