import { z } from 'zod';
import { boolParam, itemResponse, limitParam, listResponse, pageParam, textParam } from '../common';
import { minorUnitsSchema } from '../platform/headers';
import { betRequestSchema, placedBetSchema } from './bet';
import { BET_STATUSES, betFilterSchema, betResultFilterSchema, betStatusSchema } from './enums';

/** `status=waiting_results,done`: a comma-separated list of bet statuses. */
const statusListParam = z
  .string()
  .max(300)
  .transform((text) => text.split(','))
  .pipe(z.array(betStatusSchema).min(1).max(BET_STATUSES.length));

/** Time range presets of the history (spec section 9 `time`): the last 24 hours, 7, 30 or 90 days. */
export const BET_TIME_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type BetTimeRange = (typeof BET_TIME_RANGES)[number];

/**
 * Orders of the history (spec section 9 `sortBy`): newest or oldest first, or the largest stake,
 * odds or payout first (ties newest first). Decision 0040.
 */
export const BET_SORTS = ['newest', 'oldest', 'stake', 'odds', 'payout'] as const;
export type BetSort = (typeof BET_SORTS)[number];

/** A calendar day, `2026-11-25`. */
const dayParam = z.iso.date();

/** An IANA time zone the runtime knows (`Europe/Berlin`), in which `date` is a day. */
const timeZoneParam = textParam(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone');

/**
 * GET /bets: the signed-in player's bets, newest first. `status` lists statuses (default: every
 * status except `EXCLUDED_BET_STATUSES`); `filter` open/settled and `result` win/lose/refund
 * narrow it further. The filters of spec section 9: `time` (placed within the last 24h/7d/30d/90d),
 * `date` (placed on that day in `tz`, default UTC), `sport` (a selection in that sport, by key),
 * `isBettable` (true: a selection's match takes bets now; false: none does), `sortBy`. Every
 * filter combines with AND. Page size up to 500 (spec section 9), default 500.
 */
export const getBetsQuery = z.object({
  status: statusListParam.optional(),
  filter: betFilterSchema.default('all'),
  result: betResultFilterSchema.default('all'),
  time: z.enum(BET_TIME_RANGES).optional(),
  date: dayParam.optional(),
  tz: timeZoneParam.default('UTC'),
  sport: textParam(64).optional(),
  isBettable: boolParam.optional(),
  sortBy: z.enum(BET_SORTS).default('newest'),
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
