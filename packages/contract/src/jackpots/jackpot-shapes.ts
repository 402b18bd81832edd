// Jackpot wire shapes (spec section 3 "Jackpot", "Jackpot hit"). Endpoint groups live in
// `endpoints.ts` beside them.
import { z } from 'zod';
import { minorUnitsSchema } from '../platform/headers';

/** A level's state: `active` collecting and drawable; `hit` won and refilling; `inactive` off. */
export const JACKPOT_LEVEL_STATES = ['active', 'hit', 'inactive'] as const;

export const jackpotLevelSchema = z.object({
  /** Stable code of the level, e.g. `mini`, `major`, `grand`. */
  code: z.string(),
  name: z.string(),
  pool_amount: minorUnitsSchema,
  state: z.enum(JACKPOT_LEVEL_STATES),
});
export type JackpotLevelWire = z.infer<typeof jackpotLevelSchema>;

/**
 * A jackpot: `pool_amount` is the sum of its levels' pools, `amount` what one of its hits paid
 * at most so far, `hits_amount` the total paid out, all in minor units of `currency`.
 */
export const jackpotSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: minorUnitsSchema,
  pool_amount: minorUnitsSchema,
  hits_amount: minorUnitsSchema,
  currency: z.string(),
  levels: z.array(jackpotLevelSchema),
});
export type JackpotWire = z.infer<typeof jackpotSchema>;

/** A hit's state: `pending` drawn, not yet paid; `approved`/`paid` paid; `rejected` voided. */
export const JACKPOT_HIT_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export const jackpotHitStatusSchema = z.enum(JACKPOT_HIT_STATUSES);

export const jackpotHitSchema = z.object({
  id: z.string(),
  jackpot_id: z.string(),
  jackpot_name: z.string(),
  level_code: z.string(),
  level_name: z.string(),
  amount: minorUnitsSchema,
  /** The amount in euro minor units, for comparisons across currencies; null: no rate known. */
  amount_eur: minorUnitsSchema.nullable(),
  currency: z.string(),
  status: jackpotHitStatusSchema,
  /** A stable, non-reversible token of the winner (never the player id). */
  user_hash: z.string(),
  /** Whether the winner saw the hit popup; false for other players' hits. */
  seen: z.boolean(),
  created_at: z.string(),
});
export type JackpotHitWire = z.infer<typeof jackpotHitSchema>;
