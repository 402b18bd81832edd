// The operator's site settings (spec sections 2, 4, 6 and 9): one registry naming every setting,
// its type, its default, the environment variable that overrides the default, and what it
// switches. The server validates operator changes and environment values with these schemas;
// the web app reads the resolved values (decision 0043).
import { z } from 'zod';
import { plainText } from '../common';

/** A status id as players carry them (`players.statuses`, e.g. `spi_test`, `vip`). */
export const statusIdSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z0-9_-]*$/, 'must be a status id (lowercase letters, digits, _ and -)');

/** `#rrggbb`; the empty text keeps the built-in colour. */
const colourSchema = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6})?$/, 'must be a colour such as #12ab34, or empty')
  .transform((text) => text.toLowerCase());

/** An http(s) URL, or a path on this site (`/sports/...`); empty: none. */
const linkSchema = plainText(
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (text) => text === '' || text.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(text),
      'must be an http(s) URL or a path starting with /',
    )
    .refine((text) => !text.startsWith('//'), 'must not be a protocol-relative URL'),
);

const seconds = (max: number) => z.number().int().min(0).max(max);

const flag = (env: string, fallback: boolean, description: string) =>
  ({ kind: 'boolean', schema: z.boolean(), env, fallback, description }) as const;

/**
 * Every setting. `env` overrides `fallback` as the default; an operator's change through
 * `PATCH /api/operator/site-settings` overrides both until it is reset.
 */
export const SITE_SETTINGS = {
  // ---- Feature flags of spec section 6 ----
  quick_deposit: flag(
    'FEATURE_QUICK_DEPOSIT',
    true,
    'Quick deposit in the deposit dialog (POST /payments/quick_deposit answers 403 feature_disabled when off)',
  ),
  quick_deposit_test: flag(
    'FEATURE_QUICK_DEPOSIT_TEST',
    false,
    'Test players (status spi_test) get quick deposit even while quick_deposit is off',
  ),
  sign_in_iframe_preloader: flag(
    'FEATURE_SIGN_IN_IFRAME_PRELOADER',
    false,
    'Load the sign-in dialog hidden in advance for visitors who registered on this device before',
  ),
  sign_up_iframe_preloader: flag(
    'FEATURE_SIGN_UP_IFRAME_PRELOADER',
    false,
    'Load the sign-up dialog hidden in advance for visitors who never registered on this device',
  ),
  iframe_user_unlock: flag(
    'FEATURE_IFRAME_USER_UNLOCK',
    true,
    'Inside a host frame, a locked player may ask for unlock instructions in the frame (off: the host platform unlocks)',
  ),
  activity_tracking: flag(
    'FEATURE_ACTIVITY_TRACKING',
    true,
    'Betting-session notices and the activity ping (POST /player/activity_limit_track answers 403 when off)',
  ),
  responsible_gambling: flag(
    'FEATURE_RESPONSIBLE_GAMBLING',
    true,
    'The Safer gambling area, limits, reality check and panic button in the sportsbook (off: the host platform provides them; limits already set still apply)',
  ),
  jackpots: flag(
    'FEATURE_JACKPOTS',
    true,
    "Jackpot widget, the slip's jackpot line and hit popup (the players' jackpot calls answer 403 when off)",
  ),
  custom_sport_type_providers: flag(
    'FEATURE_CUSTOM_SPORT_TYPE_PROVIDERS',
    false,
    'Show live events only of the providers sport_type_providers names for each sport type',
  ),
  sport_type_providers: {
    kind: 'json',
    schema: z
      .object({
        regular: z.array(z.enum(['betradar', 'oddin', 'betconstruct'])).max(3),
        cyber: z.array(z.enum(['betradar', 'oddin', 'betconstruct'])).max(3),
        premium_cricket: z.array(z.enum(['betradar', 'oddin', 'betconstruct'])).max(3),
      })
      .partial()
      .strict(),
    env: 'SPORT_TYPE_PROVIDERS',
    fallback: {} as { regular?: string[]; cyber?: string[]; premium_cricket?: string[] },
    description:
      'Providers allowed per sport type under custom_sport_type_providers, JSON such as {"cyber":["oddin"]} (a type left out: all)',
  },
  multi_single_bets: flag(
    'FEATURE_MULTI_SINGLE_BETS',
    true,
    'Several singles on one slip (off: a second selection makes a combo; placement refuses several singles)',
  ),
  bet_limits: flag(
    'FEATURE_BET_LIMITS',
    true,
    'Selection, odds and payout limits on bets (off: none applies on the slip or at placement; the max stake stays)',
  ),
  freebet_progress_bar: flag(
    'FEATURE_FREEBET_PROGRESS_BAR',
    true,
    'The freebet progress bar on the slip (GET /bonuses/freebets/progress answers 403 when off)',
  ),
  // ---- Access ----
  sign_in_enabled: flag(
    'SIGN_IN_ENABLED',
    true,
    'Players may sign in (off: the sign-in buttons are gone and POST /users/sign_in answers 403)',
  ),
  sign_up_enabled: flag(
    'SIGN_UP_ENABLED',
    true,
    'Visitors may sign up (off: the sign-up buttons are gone and POST /users/sign_up answers 403)',
  ),
  user_group: {
    kind: 'text',
    schema: statusIdSchema,
    env: 'USER_GROUP',
    fallback: '',
    description:
      'User-group checker: when set, signed-out visitors and players without this status go to main_platform_url',
  },
  main_platform_url: {
    kind: 'text',
    schema: linkSchema,
    env: 'MAIN_PLATFORM_URL',
    fallback: '',
    description: "The operator's main platform, where the user-group checker sends visitors",
  },
  // ---- Reminders (spec sections 4 and 9) ----
  sign_up_reminder_s: {
    kind: 'number',
    schema: seconds(86_400),
    env: 'SIGN_UP_REMINDER_S',
    fallback: 0,
    description:
      'Seconds after which a signed-out visitor is asked once to sign up (0: never; only while sign-up is enabled)',
  },
  deposit_reminder: flag(
    'DEPOSIT_REMINDER',
    false,
    'The deposit dialog opens by itself once a day for players of deposit_reminder_group',
  ),
  deposit_reminder_group: {
    kind: 'text',
    schema: statusIdSchema,
    env: 'DEPOSIT_REMINDER_GROUP',
    fallback: '',
    description: 'Status whose players get the deposit reminder (empty: every player)',
  },
  deposit_reminder_s: {
    kind: 'number',
    schema: seconds(86_400),
    env: 'DEPOSIT_REMINDER_S',
    fallback: 10,
    description: 'Seconds on the site before the deposit reminder opens',
  },
  // ---- Terms ----
  terms_version: {
    kind: 'text',
    schema: plainText(
      z
        .string()
        .trim()
        .max(32)
        .regex(/^[A-Za-z0-9._-]*$/, 'must be a version such as 2026-11 or 3.1'),
    ),
    env: 'TERMS_VERSION',
    fallback: '',
    description:
      'Current terms and conditions; a player who accepted another version is asked to accept this one (empty: none asked)',
  },
  // ---- Look and search engines ----
  theme_brand_color: {
    kind: 'text',
    schema: colourSchema,
    env: 'THEME_BRAND_COLOR',
    fallback: '',
    description: 'Brand colour of the header and page background tint (empty: built-in)',
  },
  theme_accent_color: {
    kind: 'text',
    schema: colourSchema,
    env: 'THEME_ACCENT_COLOR',
    fallback: '',
    description: 'Accent colour of buttons, selected prices and links (empty: built-in)',
  },
  theme_logo_url: {
    kind: 'text',
    schema: linkSchema,
    env: 'THEME_LOGO_URL',
    fallback: '',
    description: 'Logo image shown in the header instead of the built-in one (empty: built-in)',
  },
  site_indexable: flag(
    'SITE_INDEXABLE',
    true,
    'Search engines may index the site (off: every page noindex,nofollow and robots.txt disallows all)',
  ),
} as const;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTINGS) as SiteSettingKey[];

/** The resolved value of every setting. */
export type SiteSettingValues = {
  -readonly [K in SiteSettingKey]: z.output<(typeof SITE_SETTINGS)[K]['schema']>;
};

export const isSiteSettingKey = (key: string): key is SiteSettingKey =>
  Object.prototype.hasOwnProperty.call(SITE_SETTINGS, key);

/** Built-in defaults, before environment or database. */
export const SITE_SETTING_FALLBACKS = Object.fromEntries(
  SITE_SETTING_KEYS.map((key) => [key, SITE_SETTINGS[key].fallback]),
) as SiteSettingValues;
