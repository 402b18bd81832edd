// What each kind of campaign keeps in `bonus_campaigns.config`: the operator API validates a new
// campaign's config with its kind's schema here, and the services parse the stored config with
// the same schema. Money in minor units of the currency it is keyed by; odds decimal.
import { z } from 'zod';
import { wireOddsSchema } from '../betting/bet';
import { minorUnitsSchema } from '../platform/headers';
import type { CampaignType } from './bonus-shapes';

/** Amounts per currency code, e.g. `{ "EUR": 500 }` (minor units). */
export const amountsByCurrencySchema = z
  .record(z.string().regex(/^[A-Z]{3,5}$/, 'must be a currency code'), minorUnitsSchema)
  .refine((amounts) => Object.keys(amounts).length > 0, 'needs at least one currency');

const FARMED_FREEBET_TYPES = ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const;
export const farmedFreebetTypeSchema = z.enum(FARMED_FREEBET_TYPES);

/** Comboboost: combos of `min_count..max_count` selections, each at `min_odds` or more. */
export const comboboostConfigSchema = z.object({
  min_odds: wireOddsSchema.nullable().default(null),
  ranges: z
    .array(
      z.object({
        min_count: z.number().int().min(2).max(30),
        max_count: z.number().int().min(2).max(30).nullable(),
        bonus_odds: z.number().min(1.001).max(10),
      }),
    )
    .min(1)
    .max(30),
});
export type ComboboostConfig = z.infer<typeof comboboostConfigSchema>;

/**
 * A freebet campaign (any variant): issuing it gives the player a freebet of `amounts[currency]`
 * usable `freebet_uses_count` times within `valid_days`. With `progress`, the player earns the
 * freebets by placing qualifying bets of at least `min_stake` (freebet progress, spec section 3).
 */
export const freebetConfigSchema = z.object({
  amounts: amountsByCurrencySchema,
  min_odds: wireOddsSchema.nullable().default(null),
  max_odds: wireOddsSchema.nullable().default(null),
  match_status: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .default(null),
  selection_count_from: z.number().int().min(1).max(30).default(1),
  selection_count_to: z.number().int().min(1).max(30).nullable().default(null),
  freebet_uses_count: z.number().int().min(1).max(100).default(1),
  valid_days: z.number().int().min(1).max(365).nullable().default(30),
  progress: z
    .object({
      min_stake: amountsByCurrencySchema,
      ranges: z
        .array(
          z.object({
            number_of_bets: z.number().int().min(1).max(1000),
            number_of_freebets: z.number().int().min(1).max(100),
          }),
        )
        .min(1)
        .max(20),
    })
    .nullable()
    .default(null),
});
export type FreebetConfig = z.infer<typeof freebetConfigSchema>;

/**
 * Hunting: each qualifying bet (odds ≥ `min_odds`, stake ≥ `min_stake`) farms
 * `points_per_unit` points per major unit staked once it settles; every
 * `points_for_freebet` points turn into a freebet of `freebet_amounts[currency]`.
 */
export const huntingConfigSchema = z.object({
  min_odds: wireOddsSchema.nullable().default(null),
  min_stake: amountsByCurrencySchema,
  points_per_unit: z.number().min(0.01).max(1000),
  points_for_freebet: z.number().int().min(1).max(10_000_000),
  freebet_type: farmedFreebetTypeSchema,
  freebet_amounts: amountsByCurrencySchema,
  freebet_valid_days: z.number().int().min(1).max(365).default(30),
});
export type HuntingConfig = z.infer<typeof huntingConfigSchema>;

/**
 * Hunting tournament: hunting plus a leaderboard by farmed amount and a prize pool of
 * `initial_pool` plus `pool_share` of every qualifying stake, split by `prize_shares` among the
 * top positions when the tournament ends.
 */
export const tournamentConfigSchema = huntingConfigSchema.extend({
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  initial_pool: minorUnitsSchema,
  pool_share: z.number().min(0).max(0.5),
  prize_shares: z.array(z.number().min(0).max(1)).min(1).max(100),
});
export type TournamentConfig = z.infer<typeof tournamentConfigSchema>;

/**
 * Lootbox: every `bets_per_box` qualifying bets open a box holding a freebet of
 * `freebet_amounts[currency]`; with `farm_once_per_event` only one bet per event counts. A
 * farmed freebet can boost another freebet by `boost_multiplier`.
 */
export const lootboxConfigSchema = z.object({
  min_odds: wireOddsSchema.nullable().default(null),
  min_stake: amountsByCurrencySchema,
  bets_per_box: z.number().int().min(1).max(1000),
  farm_once_per_event: z.boolean().default(true),
  farming_freebet_type: farmedFreebetTypeSchema,
  freebet_amounts: amountsByCurrencySchema,
  freebet_valid_days: z.number().int().min(1).max(365).default(30),
  boost_multiplier: z.number().min(1).max(10).nullable().default(null),
  show_in_promotion: z.boolean().default(true),
});
export type LootboxConfig = z.infer<typeof lootboxConfigSchema>;

/** The config schema of each campaign kind. */
export const CAMPAIGN_CONFIG_SCHEMAS = {
  comboboost: comboboostConfigSchema,
  freebet: freebetConfigSchema,
  freebet_no_risk: freebetConfigSchema,
  freebet_all_win: freebetConfigSchema,
  freebet_only_win: freebetConfigSchema,
  hunting: huntingConfigSchema,
  tournament: tournamentConfigSchema,
  lootbox: lootboxConfigSchema,
} as const satisfies Record<CampaignType, z.ZodType>;
