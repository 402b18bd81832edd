import { z } from 'zod';
import { itemResponse, limitParam, listResponse, pageParam } from '../common';
import { minorUnitsSchema } from '../platform/headers';
import { betRequestSchema, placedBetSchema } from './bet';
import { BET_STATUSES, betFilterSchema, betResultFilterSchema, betStatusSchema } from './enums';

/** `status=waiting_results,done`: a comma-separated list of bet statuses. */
const statusListParam = z
  .string()
  .max(300)
  .transform((text) => text.split(','))
  .pipe(z.array(betStatusSchema).min(1).max(BET_STATUSES.length));

/**
 * GET /bets: the signed-in player's bets, newest first. `status` lists statuses (default: every
 * status except `EXCLUDED_BET_STATUSES`); `filter` open/settled and `result` win/lose/refund
 * narrow it further (all three combine with AND). Page size up to 500 (spec section 9), default 500.
 */
export const getBetsQuery = z.object({
  status: statusListParam.optional(),
  filter: betFilterSchema.default('all'),
  result: betResultFilterSchema.default('all'),
  page: pageParam,
  limit: limitParam(500),
});
export type GetBetsQuery = z.input<typeof getBetsQuery>;
export const getBetsResponse = listResponse(placedBetSchema);

/** GET /bets/:id — one bet of the signed-in player. */
export const betIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'must be a bet id') });
export const getBetResponse = itemResponse(placedBetSchema);

/**
 * POST /bets/max-stake: the largest stake each bet may have now, in minor units of its currency,
 * under the player's bet limits (max stake, payout limit), balance and own wager or loss limits. Stakes in the request are
 * ignored (send 1). `max_stake` is 0 when nothing can be staked; `limited_by` names the bound.
 */
export const maxStakeRequest = z.object({
  bets: z.array(betRequestSchema).min(1).max(50),
});
export const maxStakeResponse = z.object({
  data: z.array(
    z.object({
      max_stake: minorUnitsSchema,
      currency: z.string(),
      /**
       * What bounds it: the max stake or payout limit, the balance left by the slip's other bets
       * (0 when below the minimum stake), the player's own wager or loss limit (`player_limit`),
       * or the freebet staking the bet; null when nothing does.
       */
      limited_by: z.enum(['max_stake', 'payout', 'balance', 'freebet', 'player_limit']).nullable(),
    }),
  ),
});
