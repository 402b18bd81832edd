import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import { idSchema, textParam } from '../common';
import { matchStatusSchema, providerSchema } from '../catalog/enums';
import { currencyCodeSchema, minorUnitsSchema } from '../platform/headers';
import {
  betBonusTypeSchema,
  betResultSchema,
  betStatusSchema,
  betTypeSchema,
  selectionStatusSchema,
} from './enums';

/**
 * Decimal odds a player sends: at least 1, at most three decimals (1.875), at most 100,000. The
 * server compares them exactly with its price (packages/domain `oddsFromWire`, `sameOdds`).
 */
export const wireOddsSchema = z
  .number()
  .min(1)
  .max(100_000)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: 'must have at most three decimals',
  });

/** A stake: integer minor units of `currency` (cents, satoshis); above zero. */
export const stakeRequestSchema = z.object({
  value: z
    .number()
    .int('must be whole minor units')
    .positive('must be positive')
    .max(Number.MAX_SAFE_INTEGER),
  currency: currencyCodeSchema,
});

/**
 * A system's id: "k/n" (spec: system_id), e.g. "2/3" = every double of three selections.
 * n is the number of selections of the bet, k from 2 to n - 1.
 */
export const systemIdSchema = z.string().regex(/^\d{1,2}\/\d{1,2}$/, 'must look like 2/3');

/** One selection of a bet as the player sends it (spec section 3 placement payload). */
export const selectionRequestSchema = z.object({
  match_id: idSchema,
  /** Market type id (the catalog market's `id`). */
  market_id: idSchema,
  /** The market's line, '' when it has none (`total=2.5`). */
  specifier: textParam(200).default(''),
  /** The catalog outcome's `id` (`1`, `X`, `over`). */
  outcome_id: textParam(100).min(1),
  /** The price the player accepted. */
  odds: wireOddsSchema,
});
export type SelectionRequest = z.input<typeof selectionRequestSchema>;

/** The bonus chosen for a bet (placement payload "bonus (id, type, odds)"). */
export const betBonusSchema = z.object({
  id: textParam(64).min(1),
  type: betBonusTypeSchema,
  odds: z.number().min(1).nullable().default(null),
});

/**
 * One bet of a placement. `type` may be left out: it is then `system` with a `system_id`,
 * `custom` with `custom_odds`, `single` with one selection and `combo` otherwise. A multi-single
 * is several single bets in one request; a custom bet (bet builder) has every selection on one
 * match and is placed at `custom_odds` (the price from POST /bets/custom/odds).
 */
export const betRequestSchema = z.object({
  type: betTypeSchema.optional(),
  stake: stakeRequestSchema,
  selections: z.array(selectionRequestSchema).min(1).max(30),
  system_id: systemIdSchema.nullable().optional(),
  custom_odds: wireOddsSchema.nullable().optional(),
  bonus: betBonusSchema.nullable().optional(),
  /** Shortcut for `bonus: { id, type: 'freebet' }` (the freebet's own variant applies). */
  freebet_id: textParam(64).min(1).nullable().optional(),
});
export type BetRequest = z.input<typeof betRequestSchema>;

/** Quick bet (one tap) or the bet slip; `type` is the slip's bet type. */
export const placeBetsMetaSchema = z.object({
  device_id: textParam(128),
  quick: z.boolean().default(false),
  type: betTypeSchema,
});

/**
 * HTTP header carrying the placement's request key: any 8–128 characters of [A-Za-z0-9_-] (a
 * UUID). Optional on POST /bets (decision 0015): a placement sent without it is placed as a new
 * one every time (a retry may place it twice); the web always sends one. The same key with the same payload answers the same bets (a
 * retry, however many times and however concurrent); the same key with another payload is
 * refused with 409 and code 108. Keys are per player and kept for 24 hours at least.
 * A refused placement does not use up its key.
 */
export { IDEMPOTENCY_KEY_HEADER } from '../platform/header-names';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, _ or -');

/** POST /bets (spec section 7). */
export const placeBetsRequest = z.object({
  meta: placeBetsMetaSchema,
  bets: z.array(betRequestSchema).min(1).max(50),
  /** Locale of `localized_message` texts; the Accept-Language header otherwise. */
  locale: textParam(10).optional(),
});
export type PlaceBetsRequest = z.input<typeof placeBetsRequest>;

// ---- A placed bet, as every betting answer and realtime event shows it ----------------------

/** Money of a placed bet: integer minor units, with the currency's subunits per unit. */
export const betMoneySchema = z.object({
  value: minorUnitsSchema,
  currency: z.string(),
  subunits: z.number().int().positive(),
});

/** The event a selection is on, with what the history needs to show it. */
export const betMatchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  /** "Home – Away", or the outright's name. */
  name: z.string(),
  name_a: z.string().nullable(),
  name_b: z.string().nullable(),
  start_time: z.string(),
  status: matchStatusSchema,
  sport_key: z.string(),
  sport_name: z.string(),
  tournament_name: z.string(),
  provider: providerSchema,
});

/** A selection of a placed bet (spec section 3 "Selection (server)"). */
export const betSelectionSchema = z.object({
  id: z.string(),
  status: selectionStatusSchema,
  match: betMatchSchema,
  market: z.object({ id: z.number().int(), name: z.string() }),
  outcome: z.object({ id: z.string(), name: z.string() }),
  specifier: z.string(),
  /** The price it was placed at. */
  odds: z.number(),
  /** The price now (null once settled, or when the market is gone or suspended). */
  current_odds: z.number().nullable(),
});
export type BetSelectionWire = z.infer<typeof betSelectionSchema>;

/** An auto cash-out rule: cash out in full once the offer reaches `target` (minor units). */
export const autoCashoutSchema = z.object({ target: minorUnitsSchema });

/**
 * A placed bet (spec section 3 "Bet"). Amounts are minor units of `stake.currency`.
 * - `stake`: per bet, per combination for a system; `total_stake` is what was taken
 *   (stake × combinations), less what partial cash-outs took back;
 * - `odds`: the combined odds (a system's: of its best combination; a custom bet's: custom odds);
 * - `potential_win`: gross return if every open selection wins (stake included);
 * - `win_amount`: what settlement or cash-out paid, null while open;
 * - `to_cashout`: the cash-out offer now, null when not offered;
 * - `cashed_out_amount`: paid by partial cash-outs so far.
 */
export const placedBetSchema = z.object({
  id: z.string(),
  type: betTypeSchema,
  /** A short human reference (receipt number). */
  ref: z.string(),
  status: betStatusSchema,
  result: betResultSchema,
  stake: betMoneySchema,
  total_stake: minorUnitsSchema,
  currency: z.string(),
  odds: z.number(),
  potential_win: minorUnitsSchema,
  win_amount: minorUnitsSchema.nullable(),
  to_cashout: minorUnitsSchema.nullable(),
  cashed_out_amount: minorUnitsSchema,
  auto_cashout: autoCashoutSchema.nullable(),
  selections: z.array(betSelectionSchema),
  system: z
    .object({ id: z.string(), win_count: z.number().int(), total_count: z.number().int() })
    .nullable(),
  bonus: z
    .object({ id: z.string(), type: betBonusTypeSchema, odds: z.number().nullable() })
    .nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
  quick: z.boolean(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PlacedBetWire = z.infer<typeof placedBetSchema>;
export type PlacedBet = Camelize<PlacedBetWire>;
export const toPlacedBet = (wire: PlacedBetWire): PlacedBet => camelize(wire);

/** POST /bets answer: the placed bets, in request order. */
export const placeBetsResponse = z.object({ data: z.array(placedBetSchema) });
export type PlaceBetsResponse = z.infer<typeof placeBetsResponse>;
