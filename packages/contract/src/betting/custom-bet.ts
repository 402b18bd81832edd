import { z } from 'zod';
import { idParam, idSchema, textParam } from '../common';
import { marketSchema } from '../catalog/market';

/** GET /bets/custom/markets/:matchId (spec section 7). */
export const customMarketsParams = z.object({ matchId: idParam });

/**
 * The markets of a match the bet builder can combine (those with `custom_bet_groups`), with the
 * match's current prices. Empty when the match has no bet builder (not football, not bettable).
 */
export const customMarketsResponse = z.object({ data: z.array(marketSchema) });

export const customSelectionSchema = z.object({
  market_id: idSchema,
  specifier: textParam(200).default(''),
  outcome_id: textParam(100).min(1),
});

/**
 * POST /bets/custom/odds: the price of 2 to 10 selections of one match together. The price comes
 * from the feed model's joint probability of all the selections (correlated, not the product of
 * their prices), with the bookmaker's margin. `available: false` with a `reason` when they cannot
 * be combined: `contradictory` (cannot all win), `same_market` (two outcomes of one line),
 * `not_offered` (a market outside the bet builder or suspended), `match_not_bettable`.
 * A custom bet is placed with POST /bets, type `custom`, `custom_odds` = this `odds`; a different
 * price at placement is refused with code 120.
 */
export const customOddsRequest = z.object({
  match_id: idSchema,
  selections: z.array(customSelectionSchema).min(2).max(10),
});
export const customOddsResponse = z.object({
  data: z.object({
    available: z.boolean(),
    odds: z.number().nullable(),
    reason: z
      .enum(['contradictory', 'same_market', 'not_offered', 'match_not_bettable'])
      .nullable(),
  }),
});
