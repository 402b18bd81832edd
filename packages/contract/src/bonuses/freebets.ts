import { z } from 'zod';
import { boolParam, limitParam, listResponse, pageParam } from '../common';
import { minorUnitsSchema } from '../platform/headers';

/** Freebet variants, named as the spec's bonus types; `freebet` is the amb variant. */
export const FREEBET_TYPES = [
  'freebet_only_win',
  'freebet_all_win',
  'freebet_no_risk',
  'freebet',
] as const;
export const freebetTypeSchema = z.enum(FREEBET_TYPES);
export type FreebetType = z.infer<typeof freebetTypeSchema>;

/**
 * A freebet's status as the player sees it (spec section 3 "Bonus statuses"): `active` can be
 * played now; `bonus_over` every use is spent; `expired` past `expired_at`; `deactivated`
 * switched off by the operator; `overridden` replaced by a newer freebet while the operator
 * allows one active freebet at a time.
 */
export const FREEBET_STATUSES = [
  'active',
  'bonus_over',
  'expired',
  'deactivated',
  'overridden',
] as const;
export const freebetStatusSchema = z.enum(FREEBET_STATUSES);
export type FreebetStatus = z.infer<typeof freebetStatusSchema>;

/**
 * A freebet issued to the player (spec section 3 "Freebet"). `amount` is the stake it plays, in
 * minor units of `issued.currency`; a bet with it must stake exactly that. `min_odds`/`max_odds`
 * bound the bet's odds, `selection_count_from/to` its selection count, `match_status` its
 * matches (0 pre-match, 1 live, null both).
 */
export const freebetSchema = z.object({
  id: z.string(),
  type: freebetTypeSchema,
  /** The campaign's name, or the operator's for a one-off freebet; null: unnamed. */
  name: z.string().nullable(),
  /** The campaign that issued it; null for a one-off or demo freebet. */
  campaign_id: z.string().nullable(),
  /** A boost (lootbox) multiplies the winnings of a bet played with it; null: none. */
  boost_multiplier: z.number().nullable(),
  boost_data: z.object({ multiplier: z.number() }).nullable(),
  min_odds: z.number().nullable(),
  max_odds: z.number().nullable(),
  uses_count: z.number().int(),
  match_status: z.number().int().nullable(),
  selection_count_from: z.number().int(),
  selection_count_to: z.number().int().nullable(),
  issued: z.object({
    is_active: z.boolean(),
    seen: z.boolean(),
    currency: z.string(),
    amount: minorUnitsSchema,
    times_used: z.number().int(),
    activated_at: z.string().nullable(),
    expired_at: z.string().nullable(),
    created_at: z.string(),
    computed_status: freebetStatusSchema,
  }),
});
export type FreebetWire = z.infer<typeof freebetSchema>;

/**
 * GET /bonuses/freebets: the signed-in player's freebets, newest first. `status` keeps one
 * computed status; `available=true` only those playable now; `active` filters the operator's
 * active flag. Page defaults to 1 (spec section 9), limit to 4 (the bonus lists' default).
 */
export const getFreebetsQuery = z.object({
  page: pageParam,
  limit: limitParam(4),
  status: freebetStatusSchema.optional(),
  available: boolParam.optional(),
  active: boolParam.optional(),
});
export type GetFreebetsQuery = z.input<typeof getFreebetsQuery>;
export const getFreebetsResponse = listResponse(freebetSchema);
