// The only module of the web app that reads `process.env` (decision 0001). Every variable has a
// working default, so `npm start` runs with no configuration at all. Server-side only: client
// components never import this file.
import { z } from 'zod';

/** `https://example.com/` → `https://example.com` (scheme, host and port only). */
const origin = z.url({ protocol: /^https?$/ }).transform((text) => new URL(text).origin);

/** `true`/`false`/`1`/`0`/`yes`/`no`, case-insensitive. */
const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
    .transform((text) => text === 'true' || text === '1' || text === 'yes')
    .optional()
    .transform((value) => value ?? fallback);

/** A comma-separated list of origins; blanks are ignored. */
const originList = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(origin));

/** A ws:// or wss:// URL. */
const socketUrl = z.url({ protocol: /^wss?$/ });

/**
 * A comma-separated list of names; unset means all. (next.config reads this module, so it
 * cannot import the contract's enums; the layout keeps only names the contract knows.)
 */
const nameList = z
  .string()
  .optional()
  .transform((text) =>
    text === undefined
      ? undefined
      : text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z_]+$/, 'must be lowercase names')).optional());

const schema = z.object({
  API_ORIGIN: origin.default('http://127.0.0.1:4000'),
  SITE_URL: origin.default('http://localhost:3000'),
  NOINDEX_ORIGINS: originList,
  LOCALE_IN_URL: flag(false),
  /** Default meta keywords of every page (comma-separated); a custom page may set its own. */
  SITE_KEYWORDS: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? 'sports betting,live betting,odds,football,tennis,basketball,esports')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  /** Default Open Graph / Twitter image: an http(s) URL or a path on this site. */
  SITE_SOCIAL_IMAGE: z
    .string()
    .trim()
    .regex(/^(https?:\/\/\S+|\/(?!\/)\S*)$/, 'must be an http(s) URL or a path starting with /')
    .default('/sports/social-card.png'),
  /** The operator's licence line in the footer; unset: the demo's own line (message files). */
  SITE_LICENCE_TEXT: z.string().trim().max(500).optional(),
  /** Right-to-left layout for ar, he, fa and ur (spec section 2: "when enabled"). */
  RTL_LAYOUT: flag(true),
  /**
   * Public URL of the realtime socket (embedded hub or Centrifugo). Unset: the URL the API names
   * with each connection token (the hub on the API server's port in development).
   */
  REALTIME_URL: socketUrl.optional(),
  /** Feature flags: sport types and providers whose live match events are shown (unset: all). */
  REALTIME_SPORT_TYPES: nameList,
  REALTIME_PROVIDERS: nameList,
  /**
   * Error reporting (decision 0046): the browser reports to this Sentry DSN (a DSN is public by
   * design); unset, no reporting code reaches the page. Read when the web server starts, so no
   * rebuild. Environment and release name the reports (release: the build id when unset);
   * the traces sample rate (0 to 1, unset: 0) turns performance tracing on.
   */
  NEXT_PUBLIC_SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_ENVIRONMENT: z.string().trim().max(64).optional(),
  SENTRY_RELEASE: z.string().trim().max(200).optional(),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  /**
   * Embedded mode (decision 0042): origins of the operator pages allowed to frame the site,
   * comma-separated, exact (`https://casino.example`). They are the `frame-ancestors` of every
   * page, the only targets of the frame's messages and the only senders it listens to. Unset:
   * no page may frame the site.
   */
  EMBED_HOST_ORIGINS: originList,
  /**
   * Product lines shown and linked (decision 0045): racing, lotteries, premium_cricket,
   * virtual_gaming_arena, comma-separated; `none` for none (unset: all). The API reads the same
   * variable and refuses to launch a line switched off.
   */
  PRODUCT_LINES: nameList,
  /**
   * Parent domain for the device id cookie (`example.com` when the site is sports.example.com),
   * so the platform around the sportsbook sees the same id. Unset: the site's own host.
   */
  COOKIE_DOMAIN: z
    .string()
    .trim()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain such as example.com')
    .optional(),
});

export type Env = z.output<typeof schema>;

/** Parses a variable map (process.env in production, a literal in tests). Throws on bad input. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid web configuration: ${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
