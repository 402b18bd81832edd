import { z } from 'zod';
import { eventTypeSchema, matchStatusSchema, providerSchema } from '../catalog/enums';
import { minorUnitsSchema } from '../platform/headers';
import { betRequestSchema } from './bet';
import { betTypeSchema } from './enums';

/** A share code: 8 characters of an unambiguous alphabet (no 0/O, 1/I/L). */
export const shareCodeSchema = z.string().regex(/^[A-HJ-KM-NP-Z2-9]{8}$/, 'must be a share code');

/**
 * POST /bets/share-code: turn slip bets into a code (signed-in players). Stakes may be 1 when the
 * player has not entered one. Answers the code; the same bets always give a new code.
 */
export const createShareCodeRequest = z.object({
  bets: z.array(betRequestSchema).min(1).max(50),
});
export const shareCodeResponse = z.object({ data: z.object({ code: shareCodeSchema }) });

/** GET /bets/share-code?code=… (anyone): the bets as shared, in the sharer's currency. */
export const getShareCodeQuery = z.object({ code: shareCodeSchema });
export const sharedBetsResponse = z.object({
  data: z.object({ code: shareCodeSchema, bets: z.array(betRequestSchema) }),
});

/**
 * POST /bets/restore: bets (from a share code) made ready for the slip — each selection with its
 * event, market and current price, and stakes converted into `currency` (the signed-in player's
 * active currency when left out; the bet's own for visitors). Selections no longer offered are
 * dropped; a bet left without selections is dropped; an empty list means nothing could be
 * restored (spec: share-bet.not-found-modal.link-try-another-bet).
 * Conversion uses the fixed rate table of docs/decisions/0010-betting.md and floors to the minor
 * unit; a converted stake below the currency's minimum becomes 0 (the slip asks for a stake).
 */
export const restoreBetsRequest = z.object({
  bets: z.array(betRequestSchema).min(1).max(50),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
});

export const restoredSelectionSchema = z.object({
  match_id: z.number().int(),
  match_urn_id: z.string(),
  match_slug: z.string(),
  match_status: matchStatusSchema,
  match_type: eventTypeSchema,
  sport_key: z.string(),
  category_name: z.string(),
  tournament_name: z.string(),
  name_a: z.string(),
  name_b: z.string(),
  provider: providerSchema,
  market_id: z.number().int(),
  market_name: z.string(),
  market_status: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  outcome_name: z.string(),
  active: z.boolean(),
  /** The price now. */
  odds: z.number(),
  /** The price in the shared bet. */
  shared_odds: z.number(),
});
export type RestoredSelectionWire = z.infer<typeof restoredSelectionSchema>;

export const restoredBetSchema = z.object({
  type: betTypeSchema,
  stake: z.object({ value: minorUnitsSchema, currency: z.string(), subunits: z.number().int() }),
  system_id: z.string().nullable(),
  selections: z.array(restoredSelectionSchema),
});
export const restoreBetsResponse = z.object({ data: z.array(restoredBetSchema) });
