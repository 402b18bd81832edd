import { z } from 'zod';
import { minorUnitsSchema } from './headers';

export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
/** The seven odds formats by their settings names (spec section 5), in the order a picker lists them. */
export const ODDS_TYPES = [
  'decimal',
  'fractional',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;

const currencyInfo = z.object({
  code: z.string(),
  /** Minor units per unit (100 for EUR, 10^8 for BTC). */
  subunits: z.number().int(),
  fiat: z.boolean(),
  subcurrencies: z.array(z.string()),
});

const perCurrency = z.record(z.string(), minorUnitsSchema);

/** User settings (spec section 3), read by visitors (defaults) and players (their values). */
export const settingsResponse = z.object({
  /** Preset stake buttons, integer minor units of the active currency. */
  stakes: z.array(minorUnitsSchema),
  auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
  odds_types: z.object({ available: z.array(z.enum(ODDS_TYPES)), selected: z.enum(ODDS_TYPES) }),
  one_signal_push_notification_subscription: z.boolean(),
  custom_bet_enabled: z.boolean(),
  custom_bet_allow_single: z.boolean(),
  /**
   * Whether a player may hold several active freebets at once (the operator's setting); when
   * false, a newly issued freebet replaces the others (they become `overridden`).
   */
  allow_multiple_active_user_freebets: z.boolean(),
  multi_bet_settings: z.object({ available_by_provider: z.record(z.string(), z.boolean()) }),
  provider_statuses: z.record(z.string(), z.enum(['active', 'inactive'])),
  bet_limits_settings: z.object({
    max_stake_limit: z.object({ fiat: perCurrency, crypto: perCurrency }),
    payout_limit: z.object({ fiat: perCurrency, crypto: perCurrency, action: z.literal('reject') }),
    selection_limit: z.number().int(),
    odds_limit: z.object({ value: z.number(), action: z.literal('reject') }),
  }),
  currencies: z.array(currencyInfo),
  default_currency: z.string(),
  locales: z.array(z.object({ code: z.string(), name_in_locale: z.string() })),
  /** Live video of matches (the operator's setting): off, no player is shown. */
  video_settings: z.object({ enabled: z.boolean() }),
  /** When the player last saved; null for defaults. */
  updated_at: z.string().nullable(),
});
export type SettingsWire = z.infer<typeof settingsResponse>;

/** The writable part; every field is optional (a partial update). */
export const updateSettingsRequest = z
  .object({
    /**
     * The player's stake presets, minor units of the active currency; the domain's
     * `checkStakePresets` bounds their number and each against the currency's max stake.
     */
    stakes: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(10),
    auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
    odds_type: z.enum(ODDS_TYPES),
    one_signal_push_notification_subscription: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequest>;
