// Site settings calls: the operator's list and change (operator API), the public values the web
// app renders with, the player's terms acceptance, and the operator's player statuses.
import { z } from 'zod';
import { idParam, plainText } from '../common';
import { defineEndpoint } from '../endpoint';
import { SITE_SETTINGS, SITE_SETTING_KEYS, type SiteSettingKey, statusIdSchema } from './registry';

/** Where a setting's value comes from. */
export const SITE_SETTING_SOURCES = ['default', 'env', 'database'] as const;

const settingValue = z.union([
  z.boolean(),
  z.number(),
  z.string(),
  z.record(z.string(), z.array(z.string())),
]);

export const siteSettingSchema = z.object({
  key: z.enum(SITE_SETTING_KEYS as [SiteSettingKey, ...SiteSettingKey[]]),
  value: settingValue,
  /** The value without the operator's override (environment or built-in). */
  default: settingValue,
  source: z.enum(SITE_SETTING_SOURCES),
  env: z.string(),
  kind: z.enum(['boolean', 'number', 'text', 'json']),
  description: z.string(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

export const siteSettingsListResponse = z.object({ data: z.array(siteSettingSchema) });

/**
 * A change: each named setting takes the value (checked by its own schema), or `null` to drop the
 * override and fall back to the environment or built-in default. Unknown names are refused.
 */
export const patchSiteSettingsRequest = z
  .object({
    settings: z
      .object(
        Object.fromEntries(
          SITE_SETTING_KEYS.map((key) => [key, SITE_SETTINGS[key].schema.nullable().optional()]),
        ) as {
          [K in SiteSettingKey]: z.ZodOptional<z.ZodNullable<(typeof SITE_SETTINGS)[K]['schema']>>;
        },
      )
      .strict()
      .refine((settings) => Object.keys(settings).length > 0, 'must name at least one setting'),
    /** Who changes it (the audit trail); default `operator-api`. */
    changed_by: plainText(z.string().trim().min(1).max(100)).optional(),
  })
  .strict();

export const siteSettingChangeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  old_value: settingValue.nullable(),
  new_value: settingValue.nullable(),
  changed_by: z.string(),
  changed_at: z.string(),
});

export const siteSettingChangesQuery = z.object({
  key: z.enum(SITE_SETTING_KEYS as [SiteSettingKey, ...SiteSettingKey[]]).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(500))
    .default(100),
});

export const siteSettingChangesResponse = z.object({ data: z.array(siteSettingChangeSchema) });

/** The values every page renders with (public: no audit, nothing secret). */
export const publicSiteSettingsResponse = z.object({
  quick_deposit: z.boolean(),
  quick_deposit_test: z.boolean(),
  sign_in_iframe_preloader: z.boolean(),
  sign_up_iframe_preloader: z.boolean(),
  iframe_user_unlock: z.boolean(),
  activity_tracking: z.boolean(),
  responsible_gambling: z.boolean(),
  jackpots: z.boolean(),
  custom_sport_type_providers: z.boolean(),
  sport_type_providers: z.record(z.string(), z.array(z.string())),
  multi_single_bets: z.boolean(),
  bet_limits: z.boolean(),
  freebet_progress_bar: z.boolean(),
  sign_in_enabled: z.boolean(),
  sign_up_enabled: z.boolean(),
  user_group: z.string(),
  main_platform_url: z.string(),
  sign_up_reminder_s: z.number().int(),
  deposit_reminder: z.boolean(),
  deposit_reminder_group: z.string(),
  deposit_reminder_s: z.number().int(),
  terms_version: z.string(),
  theme_brand_color: z.string(),
  theme_accent_color: z.string(),
  theme_logo_url: z.string(),
  site_indexable: z.boolean(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsResponse>;

export const operatorSiteSettingEndpoints = {
  listSiteSettings: defineEndpoint({
    method: 'GET',
    path: '/site-settings',
    summary: 'Every site setting: value, default, where it comes from, who changed it last',
    response: siteSettingsListResponse,
  }),
  patchSiteSettings: defineEndpoint({
    method: 'PATCH',
    path: '/site-settings',
    summary:
      'Change site settings (null resets one to its default); every page follows within two seconds',
    body: patchSiteSettingsRequest,
    response: siteSettingsListResponse,
  }),
  listSiteSettingChanges: defineEndpoint({
    method: 'GET',
    path: '/site-settings/changes',
    summary: 'The audit trail of site setting changes, newest first',
    query: siteSettingChangesQuery,
    response: siteSettingChangesResponse,
  }),
  addPlayerStatus: defineEndpoint({
    method: 'PUT',
    path: '/players/:player_id/statuses/:status',
    summary: 'Give the player a status (spi_test: test player; or a user group)',
    params: z.object({ player_id: idParam, status: statusIdSchema.pipe(z.string().min(1)) }),
    response: z.object({ player_id: z.number().int(), statuses: z.array(z.string()) }),
  }),
  removePlayerStatus: defineEndpoint({
    method: 'DELETE',
    path: '/players/:player_id/statuses/:status',
    summary: 'Take a status from the player',
    params: z.object({ player_id: idParam, status: statusIdSchema.pipe(z.string().min(1)) }),
    response: z.object({ player_id: z.number().int(), statuses: z.array(z.string()) }),
  }),
};

/** On `API_BASES.sportsbook`. */
export const siteSettingEndpoints = {
  getSiteSettings: defineEndpoint({
    method: 'GET',
    // Not `/site-settings`: the operator's list has that path on its own base.
    path: '/site-settings/public',
    summary: 'The site settings every page renders with (flags, access, reminders, theme)',
    response: publicSiteSettingsResponse,
  }),
};

export const termsStatusResponse = z.object({
  /** The current version; empty: no terms to accept. */
  current_version: z.string(),
  accepted_version: z.string().nullable(),
  accepted_at: z.string().nullable(),
  must_accept: z.boolean(),
});

/** On `API_BASES.platform`, for the signed-in player. */
export const termsEndpoints = {
  getTermsStatus: defineEndpoint({
    method: 'GET',
    path: '/player/terms',
    summary:
      'Which terms version the player accepted, and whether the current one is still to accept',
    response: termsStatusResponse,
  }),
  acceptTerms: defineEndpoint({
    method: 'POST',
    path: '/player/terms/accept',
    summary: 'Accept the current terms (409 terms_version_changed when another version is current)',
    body: z
      .object({
        version: plainText(
          z
            .string()
            .trim()
            .min(1)
            .max(32)
            .regex(/^[A-Za-z0-9._-]+$/, 'must be a version'),
        ),
      })
      .strict(),
    response: termsStatusResponse,
  }),
};
