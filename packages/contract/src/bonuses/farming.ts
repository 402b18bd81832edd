// Farming calls (hunting, hunting tournament, lootbox; spec section 7 "Bonuses"): a
// tournament's leaderboard and boosting a freebet with a lootbox's booster.
import { z } from 'zod';
import {
  apiErrorSchema,
  idPathParams,
  limitParam,
  listResponse,
  pageParam,
  plainText,
} from '../common';
import { defineEndpoint } from '../endpoint';
import { minorUnitsSchema } from '../platform/headers';
import { leaderboardRowSchema } from './bonus-shapes';
import { freebetSchema } from './freebets';

/** GET /bonuses/tournaments/{id}/rating: page defaults to 1, limit to 10. */
export const tournamentRatingQuery = z.object({
  page: pageParam,
  limit: limitParam(10),
});
export type TournamentRatingQuery = z.input<typeof tournamentRatingQuery>;

/**
 * The leaderboard page, best first (farmed amount, then who got there first). `current_user`
 * is the signed-in player's own row wherever it is on the board (also when outside the page;
 * null when signed out or not on the board yet), so the list can show "your position" below.
 */
export const tournamentRatingResponse = listResponse(leaderboardRowSchema).extend({
  current_user: leaderboardRowSchema.nullable(),
  /** The tournament's prize pool now, minor units of `currency`. */
  pool_amount: minorUnitsSchema,
  currency: z.string(),
  /** Whether the tournament has ended (its prizes are paid). */
  finished: z.boolean(),
});
export type TournamentRatingResponse = z.infer<typeof tournamentRatingResponse>;

/**
 * POST /bonuses/{id}/boost: `{id}` is the lootbox; one of the freebets it farmed for the player
 * (unused) is spent as a booster on `freebet_id`, whose winnings then count `boost_multiplier`
 * times. The answer is the boosted freebet.
 */
export const boostBonusRequest = z.object({
  freebet_id: plainText(z.string().regex(/^\d{1,15}$/, 'must be a freebet id')),
});
export const boostBonusResponse = z.object({
  data: freebetSchema.extend({
    /** The winnings multiplier the freebet now carries. */
    boost_multiplier: z.number(),
    /** The freebet spent as the booster. */
    booster_freebet_id: z.string(),
  }),
});
export type BoostBonusResponse = z.infer<typeof boostBonusResponse>;

/** Stable codes of the farming calls' refusals (409 unless said otherwise). */
export const FARMING_ERROR_CODES = {
  /** The lootbox gives no boosts (no `boost_multiplier`). */
  notBoostable: 'lootbox_not_boostable',
  /** The player holds no unused freebet farmed from this lootbox. */
  noBooster: 'no_booster',
  /** The freebet already carries a boost. */
  alreadyBoosted: 'freebet_already_boosted',
  /** The freebet cannot be played now (used up, expired, deactivated), or is the booster itself. */
  freebetNotBoostable: 'freebet_not_boostable',
} as const;

/** A refusal of a farming call; a player in a time-out or self-exclusion gets 403 `account_restricted`. */
export const farmingRefusalSchema = apiErrorSchema;

/** On `API_BASES.sportsbook`. The rating is public; boosting needs sign-in. */
export const farmingEndpoints = {
  getTournamentRating: defineEndpoint({
    method: 'GET',
    path: '/bonuses/tournaments/:id/rating',
    summary: "A hunting tournament's leaderboard (with the signed-in player's own row)",
    params: idPathParams,
    query: tournamentRatingQuery,
    response: tournamentRatingResponse,
  }),
  boostBonus: defineEndpoint({
    method: 'POST',
    path: '/bonuses/:id/boost',
    summary: "Boosts one of the player's freebets with a booster farmed from a lootbox",
    params: idPathParams,
    body: boostBonusRequest,
    response: boostBonusResponse,
    refusal: farmingRefusalSchema,
  }),
};
