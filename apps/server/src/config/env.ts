// The one module that reads `process.env`. Every server variable is declared here with the
// default that works for local development, so the server starts without any `.env` file.
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import {
  PRODUCT_LINE_KEYS,
  type ProductLineKey,
  REALTIME_WEBSOCKET_PATH,
} from '@sportsbook/contract';
import { z } from 'zod';
import type { StreamsConfig } from '../streams/streams-config';
import { booleanText } from './env-text';
import { siteSettingDefaultsFromEnv } from './site-setting-env';
import { repositoryRoot, serverPackageRoot } from './paths';

/** An unset variable and an empty one (`DATABASE_URL=` in `.env.example`) mean the same. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUnset,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyAsUnset, z.string().min(1).default('127.0.0.1')),
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65_535).default(4000)),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** A real PostgreSQL server (scale-out). When unset the embedded PGlite is used. */
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  /**
   * PGlite data folder; relative paths are resolved against `apps/server`. `memory://` keeps
   * the database in memory (tests).
   */
  PGLITE_DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('.data/pglite')),
  FEED_ENABLED: z.preprocess(emptyAsUnset, booleanText.default(true)),
  FEED_SEED: z.preprocess(emptyAsUnset, z.coerce.number().int().default(20261122)),
  FEED_TICK_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(50).default(1000)),
  /** In-play price moves between events every this many ms (0: only on events; decision 0047). */
  FEED_LIVE_DRIFT_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(0).max(600_000).default(4000),
  ),
  /**
   * How long a cached catalog answer may live when no in-process feed runner invalidates it
   * (a server started with FEED_ENABLED=false next to another process that runs the feed).
   */
  CATALOG_CACHE_TTL_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(1000)),
  /** PostgreSQL only (decision 0052): how often followers ask for the feed leader's lock. */
  CLUSTER_LEADER_POLL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(50).max(60_000).default(1000),
  ),
  /** PostgreSQL with embedded hubs: share publications between the API processes. */
  CLUSTER_REALTIME_FANOUT: z.preprocess(emptyAsUnset, booleanText.default(true)),
  /** Largest accepted request body. */
  BODY_LIMIT_BYTES: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024),
  ),
  API_DOCS_ENABLED: z.preprocess(emptyAsUnset, booleanText.default(true)),
  /** A session ends after this long without a request (sliding). Default 30 min. */
  SESSION_IDLE_TIMEOUT_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(30 * 60_000),
  ),
  /** A session ends this long after sign-in whatever its activity. Default 12 h. */
  SESSION_ABSOLUTE_TIMEOUT_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(12 * 3_600_000),
  ),
  /** `auto`: cookies are Secure when the request came over https; `true`/`false` force it. */
  COOKIE_SECURE: z.preprocess(emptyAsUnset, z.enum(['auto', 'true', 'false']).default('auto')),
  /** Failed sign-ins allowed per login and per client IP within SIGN_IN_WINDOW_MS (then 429). */
  SIGN_IN_MAX_FAILURES: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(10)),
  SIGN_IN_WINDOW_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60_000),
  ),
  /**
   * Consecutive wrong passwords that lock an account for addresses and devices that never
   * signed in to it (known ones still sign in; the owner gets an unlock link). Decision 0019.
   */
  ACCOUNT_LOCK_AFTER_FAILURES: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).default(20),
  ),
  /**
   * Which peers may set X-Forwarded-For/-Proto (Fastify `trustProxy`): `loopback` (default:
   * the web app's rewrites on the same host), `true`, `false`, or addresses/CIDRs/`loopback`
   * separated by commas. Decides the client IP of sign-in throttling and https detection.
   */
  TRUST_PROXY: z.preprocess(emptyAsUnset, z.string().default('loopback')),
  /** Create the demo player demo@sportsbook.test / demo-password-1 at start when absent. */
  DEMO_ACCOUNT_ENABLED: z.preprocess(emptyAsUnset, booleanText.default(true)),
  /** Jackpot levels hit by chance; false: only forced and must-hit-cap hits (browser journeys). */
  JACKPOT_CHANCE_HITS: z.preprocess(emptyAsUnset, booleanText.default(true)),
  /**
   * Product lines shown and launchable (decision 0045): comma-separated of racing, lotteries,
   * premium_cricket, virtual_gaming_arena; `none` for none. Unset: all.
   */
  PRODUCT_LINES: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .transform((text) =>
        text.trim() === 'none' ? [] : text.split(',').map((item) => item.trim()),
      )
      .pipe(z.array(z.enum(PRODUCT_LINE_KEYS as [ProductLineKey, ...ProductLineKey[]])))
      .optional(),
  ),
  /** How long a demo provider round runs once staking is over (ms). */
  VIRTUAL_ROUND_RUN_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(500).max(60_000).default(5000),
  ),
  /** Public origin of the web app, used in e-mailed links. */
  PUBLIC_WEB_URL: z.preprocess(emptyAsUnset, z.url().default('http://localhost:3000')),
  /** Lifetime of a reset-password link. Default 1 h. */
  PASSWORD_RESET_TTL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1000).default(3_600_000),
  ),
  /** Lifetime of an e-mail confirmation link. Default 3 days. */
  CONFIRMATION_TTL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(3 * 24 * 3_600_000),
  ),
  /** Lifetime of an unlock link. Default 24 h. */
  UNLOCK_TTL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 3_600_000),
  ),
  /**
   * Player limits: how long a looser limit or a removal waits before the player may confirm it
   * (UKGC RTS 12: at least 24 h; shorter only for tests and e2e), and how long after that the
   * confirmation stays open.
   */
  LIMIT_COOLING_OFF_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(0)
      .default(24 * 3_600_000),
  ),
  LIMIT_CONFIRM_WINDOW_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(60_000)
      .default(7 * 24 * 3_600_000),
  ),
  /** Betting sessions (`POST /sportsbook_sessions`) a player may start per window; 0: unlimited. */
  SPORTSBOOK_SESSION_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(0)),
  SPORTSBOOK_SESSION_WINDOW_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 3_600_000),
  ),
  /** A betting session not pinged for this long is over (the client pings every 60 s). */
  SPORTSBOOK_SESSION_IDLE_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(60_000)
      .default(5 * 60_000),
  ),
  /** Default session-time limit per UTC day of players without their own; 0: none. */
  SESSION_TIME_LIMIT_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || (ms >= 60_000 && ms < 24 * 3_600_000), {
        message: 'must be 0 (none) or from 60000 to less than a day',
      })
      .default(0),
  ),
  /** Default reality-check interval of players without their own; 0: none. Default 60 min. */
  REALITY_CHECK_INTERVAL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || ms >= 60_000, { message: 'must be 0 (none) or at least 60000' })
      .default(3_600_000),
  ),
  /** Bearer key of the operator API (`/api/operator`). Required in production. */
  OPERATOR_API_KEY: z.preprocess(
    emptyAsUnset,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Phone verification: code lifetime (10 min), resend timeout (60 s), SMS per window. */
  PHONE_CODE_TTL_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1000).default(600_000)),
  PHONE_RESEND_TIMEOUT_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(0).default(60_000),
  ),
  PHONE_SMS_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(5)),
  /** In-play bet acceptance delay; the bet is re-checked after it. Default 5 s. */
  LIVE_BET_DELAY_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(0).max(60_000).default(5000),
  ),
  /** Per-sport delays overriding LIVE_BET_DELAY_MS: `tennis=3000,cs2=8000`. */
  LIVE_BET_DELAY_BY_SPORT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^([a-z0-9-]+=\d{1,5})(,[a-z0-9-]+=\d{1,5})*$/, 'must look like tennis=3000,cs2=8000')
      .optional(),
  ),
  PHONE_SMS_WINDOW_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 3_600_000),
  ),
  /** Request header with the visitor's country code, set by a trusted proxy (Cloudflare). */
  COUNTRY_HEADER: z.preprocess(emptyAsUnset, z.string().min(1).default('cf-ipcountry')),
  /** Development: every request counts as coming from this country (e.g. DE). */
  SIMULATED_COUNTRY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .optional(),
  ),
  /** Comma-separated country codes: site blocked (GET /api/platform/geo says blocked). */
  BLOCKED_COUNTRIES: z.preprocess(emptyAsUnset, z.string().default('')),
  /** Comma-separated country codes where sign-in and sign-up answer 403 country_blocked. */
  AUTH_BLOCKED_COUNTRIES: z.preprocess(emptyAsUnset, z.string().default('')),
  /** Comma-separated country codes where deposits answer 403 country_blocked. */
  DEPOSIT_BLOCKED_COUNTRIES: z.preprocess(emptyAsUnset, z.string().default('')),
  /** `GET /api/platform/dev/mailbox`; unset: on unless NODE_ENV=production. */
  DEV_MAILBOX_ENABLED: z.preprocess(emptyAsUnset, booleanText.optional()),
  /** Operator switches for development and tests (e.g. a feed provider on/off); unset: on unless production. */
  DEV_TOOLS_ENABLED: z.preprocess(emptyAsUnset, booleanText.optional()),
  /** `embedded`: the hub in this process; `centrifugo`: publish to Centrifugo's HTTP API. */
  REALTIME_MODE: z.preprocess(emptyAsUnset, z.enum(['embedded', 'centrifugo']).default('embedded')),
  /** HMAC secret of realtime tokens (Centrifugo `client.token.hmac_secret_key`). Required in production. */
  REALTIME_TOKEN_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Lifetime of connection and subscription tokens, seconds (the client refreshes them). */
  REALTIME_TOKEN_TTL_S: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(60).max(3600).default(600),
  ),
  /** Key of the embedded hub's Centrifugo-shaped HTTP API (`/api/publish`); unset: API off. */
  REALTIME_HTTP_API_KEY: z.preprocess(emptyAsUnset, z.string().min(16).optional()),
  /** Centrifugo's server API base, e.g. http://centrifugo:8000/api (centrifugo mode). */
  CENTRIFUGO_API_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  /** Centrifugo `http_api.key` (centrifugo mode). */
  CENTRIFUGO_API_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  /** WebSocket URL the browser connects to; unset: derived for local development. */
  REALTIME_PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    z
      .url()
      .regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL')
      .optional(),
  ),
  /**
   * Embedded mode (decision 0042): origins of the operator pages that frame the sportsbook,
   * comma-separated. Set: session cookies over https become `SameSite=None; Secure; Partitioned`,
   * so a player signed in inside the frame stays signed in. Unset: first-party cookies only.
   */
  EMBED_HOST_ORIGINS: z.preprocess(emptyAsUnset, z.string().optional()),
  /** Life of an embedded hand-over code (ms). */
  EMBED_HAND_OVER_TTL_MS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1000).max(600_000).default(60_000),
  ),
  /** Browser origins allowed to open the embedded hub's socket; unset: PUBLIC_WEB_URL's origin. */
  REALTIME_ALLOWED_ORIGINS: z.preprocess(emptyAsUnset, z.string().optional()),
  /** SMTP server for e-mail (`smtp://user:pass@host:587`, `smtps://…`); unset: outbox only. */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Sender of e-mail sent through SMTP_URL. */
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z.string().min(3).default('Sportsbook <no-reply@sportsbook.test>'),
  ),
  /** Web push (decision 0036): VAPID key pair, base64url; both unset: push is off. */
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
      .optional(),
  ),
  /** Live video (decision 0048): the operator's video setting; off, no match offers video. */
  VIDEO_ENABLED: z.preprocess(emptyAsUnset, booleanText.default(true)),
  /** Folder of the demo stream (`scripts/make-demo-stream.mjs`), relative to apps/server. */
  DEMO_STREAM_DIR: z.preprocess(emptyAsUnset, z.string().default('.data/demo-stream')),
  /** HMAC secret of stream links and watch-together ids; unset: derived from REALTIME_TOKEN_SECRET. */
  STREAM_TOKEN_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Life of a stream link, seconds (a match and its extra time fit in the default 4 h). */
  STREAM_TOKEN_TTL_S: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(60).max(86_400).default(14_400),
  ),
  /** Contact push services may use about our messages: `mailto:` or an https URL. */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .default('mailto:ops@sportsbook.test'),
  ),
  /** Error reporting to Sentry (decision 0046): the API's DSN; unset, nothing is reported. */
  SENTRY_DSN: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  /** Names the reports' environment (default: NODE_ENV) and release (a build or deploy id). */
  SENTRY_ENVIRONMENT: z.preprocess(emptyAsUnset, z.string().trim().max(64).optional()),
  SENTRY_RELEASE: z.preprocess(emptyAsUnset, z.string().trim().max(200).optional()),
});

export type DatabaseConfig =
  { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string };

export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: DatabaseConfig;
  feed: { enabled: boolean; seed: number; tickMs: number; liveDriftMs: number };
  catalogCacheTtlMs: number;
  /** Several API processes on one PostgreSQL (decision 0052). */
  cluster: { leaderPollMs: number; realtimeFanout: boolean };
  bodyLimitBytes: number;
  apiDocsEnabled: boolean;
  auth: AuthConfig;
  /** Embedded mode's hand-over codes (decision 0042). */
  embed: { codeTtlMs: number };
  demoAccountEnabled: boolean;
  jackpotChanceHits: boolean;
  /** Product lines switched on and the demo provider's run time (decision 0045). */
  productLines: { enabled?: ProductLineKey[]; roundRunMs: number };
  trustProxy: TrustProxy;
  accountFlows: {
    publicWebUrl: string;
    passwordResetTtlMs: number;
    confirmationTtlMs: number;
    unlockTtlMs: number;
  };
  devMailboxEnabled: boolean;
  devToolsEnabled: boolean;
  realtime: RealtimeConfig;
  /** E-mail delivery through SMTP; null keeps e-mail in the outbox only. */
  smtp: { url: string; from: string } | null;
  /** Live video: the demo stream's folder, link tokens, the video setting (decision 0048). */
  streams: StreamsConfig;
  /** Web push's VAPID keys; null: push is off. */
  webPush: { publicKey: string; privateKey: string; subject: string } | null;
  activity: {
    sportsbookSessionLimit: number;
    sportsbookSessionWindowMs: number;
    idleMs: number;
  };
  /** Operator defaults of the players' time limits (ms; 0: none). */
  timeLimits: { sessionTimeLimitMs: number; realityCheckIntervalMs: number };
  /** Bearer key of the operator API. */
  operatorApiKey: string;
  /** Sentry's DSN and the reports' names; null: error reporting is off. */
  errorReporting: { dsn: string; environment: string; release?: string } | null;
  limits: { coolingOffMs: number; confirmWindowMs: number };
  phone: { codeTtlMs: number; resendTimeoutMs: number; smsLimit: number; smsWindowMs: number };
  betting: { liveDelayMs: number; liveDelayMsBySport: Record<string, number> };
  geo: {
    countryHeader: string;
    simulatedCountry: string | null;
    blockedCountries: string[];
    authBlockedCountries: string[];
    depositBlockedCountries: string[];
  };
  /** Site settings' defaults from their variables (decision 0043); the operator overrides them. */
  siteSettings: ReturnType<typeof siteSettingDefaultsFromEnv>['values'];
}

/** Comma-separated country codes, upper-cased; blanks dropped. */
const countryList = (text: string): string[] =>
  text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

export type TrustProxy = boolean | string;

function parseTrustProxy(text: string): TrustProxy {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return text;
}

export interface RealtimeConfig {
  mode: 'embedded' | 'centrifugo';
  tokenSecret: string;
  tokenTtlSeconds: number;
  /** Key of the embedded hub's HTTP API; null: the API is not served. */
  httpApiKey: string | null;
  /** Centrifugo's server API (centrifugo mode only). */
  centrifugo: { apiUrl: string; apiKey: string } | null;
  /** WebSocket URL handed to the browser with its connection token. */
  publicUrl: string;
  /** Origins allowed to open the embedded hub's socket (Centrifugo `client.allowed_origins`). */
  allowedOrigins: string[];
}

/**
 * The operator API's key when OPERATOR_API_KEY is unset outside production. Public on purpose:
 * a production server refuses to start with it.
 */
export const DEV_OPERATOR_API_KEY = 'dev-only-operator-api-key-change-me-00000000';

function operatorApiKey(env: z.infer<typeof envSchema>): string {
  if (env.NODE_ENV !== 'production') return env.OPERATOR_API_KEY ?? DEV_OPERATOR_API_KEY;
  if (env.OPERATOR_API_KEY === undefined) {
    throw new ConfigError(['OPERATOR_API_KEY: required when NODE_ENV=production']);
  }
  if (env.OPERATOR_API_KEY === DEV_OPERATOR_API_KEY) {
    throw new ConfigError(['OPERATOR_API_KEY: the development key is not allowed in production']);
  }
  return env.OPERATOR_API_KEY;
}

/**
 * Signs realtime tokens when REALTIME_TOKEN_SECRET is unset outside production. Public on
 * purpose: a production server refuses to start with it.
 */
export const DEV_REALTIME_TOKEN_SECRET = 'dev-only-realtime-token-secret-change-me-0000';

export interface AuthConfig {
  sessionIdleTimeoutMs: number;
  sessionAbsoluteTimeoutMs: number;
  cookieSecure: 'auto' | 'always' | 'never';
  signInMaxFailures: number;
  signInWindowMs: number;
  lockAfterFailures: number;
  /**
   * Session cookies usable inside a cross-site frame: over https they are sent `SameSite=None;
   * Secure; Partitioned` (embedded mode, decision 0042). Default false: `SameSite=Lax`.
   */
  thirdPartyCookies?: boolean;
}

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  sessionIdleTimeoutMs: 30 * 60_000,
  sessionAbsoluteTimeoutMs: 12 * 3_600_000,
  cookieSecure: 'auto',
  signInMaxFailures: 10,
  signInWindowMs: 15 * 60_000,
  lockAfterFailures: 20,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
}

const resolveDataDir = (dir: string): string =>
  dir.startsWith('memory://') || isAbsolute(dir) ? dir : resolve(serverPackageRoot(), dir);

/** Parses the environment into the server configuration; throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const site = siteSettingDefaultsFromEnv(source);
  if (site.problems.length > 0) throw new ConfigError(site.problems);
  const realtime = realtimeConfig(env);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : { driver: 'pglite', dataDir: resolveDataDir(env.PGLITE_DATA_DIR) },
    feed: {
      enabled: env.FEED_ENABLED,
      seed: env.FEED_SEED,
      tickMs: env.FEED_TICK_MS,
      liveDriftMs: env.FEED_LIVE_DRIFT_MS,
    },
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    cluster: {
      leaderPollMs: env.CLUSTER_LEADER_POLL_MS,
      realtimeFanout: env.CLUSTER_REALTIME_FANOUT,
    },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    apiDocsEnabled: env.API_DOCS_ENABLED,
    auth: {
      sessionIdleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MS,
      sessionAbsoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_MS,
      cookieSecure:
        env.COOKIE_SECURE === 'auto' ? 'auto' : env.COOKIE_SECURE === 'true' ? 'always' : 'never',
      signInMaxFailures: env.SIGN_IN_MAX_FAILURES,
      signInWindowMs: env.SIGN_IN_WINDOW_MS,
      lockAfterFailures: env.ACCOUNT_LOCK_AFTER_FAILURES,
      thirdPartyCookies: (env.EMBED_HOST_ORIGINS ?? '').trim() !== '',
    },
    embed: { codeTtlMs: env.EMBED_HAND_OVER_TTL_MS },
    demoAccountEnabled: env.DEMO_ACCOUNT_ENABLED,
    jackpotChanceHits: env.JACKPOT_CHANCE_HITS,
    productLines: {
      ...(env.PRODUCT_LINES && { enabled: env.PRODUCT_LINES }),
      roundRunMs: env.VIRTUAL_ROUND_RUN_MS,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accountFlows: {
      publicWebUrl: env.PUBLIC_WEB_URL,
      passwordResetTtlMs: env.PASSWORD_RESET_TTL_MS,
      confirmationTtlMs: env.CONFIRMATION_TTL_MS,
      unlockTtlMs: env.UNLOCK_TTL_MS,
    },
    devMailboxEnabled: env.DEV_MAILBOX_ENABLED ?? env.NODE_ENV !== 'production',
    devToolsEnabled: env.DEV_TOOLS_ENABLED ?? env.NODE_ENV !== 'production',
    realtime,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
    streams: {
      demoStreamDir: resolveDataDir(env.DEMO_STREAM_DIR),
      // Unset: derived from the realtime secret, which production must set anyway.
      tokenSecret:
        env.STREAM_TOKEN_SECRET ??
        createHmac('sha256', realtime.tokenSecret).update('stream-links').digest('base64url'),
      tokenTtlSeconds: env.STREAM_TOKEN_TTL_S,
      videoEnabled: env.VIDEO_ENABLED,
    },
    webPush:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT,
          }
        : null,
    limits: {
      coolingOffMs: env.LIMIT_COOLING_OFF_MS,
      confirmWindowMs: env.LIMIT_CONFIRM_WINDOW_MS,
    },
    activity: {
      sportsbookSessionLimit: env.SPORTSBOOK_SESSION_LIMIT,
      sportsbookSessionWindowMs: env.SPORTSBOOK_SESSION_WINDOW_MS,
      idleMs: env.SPORTSBOOK_SESSION_IDLE_MS,
    },
    timeLimits: {
      sessionTimeLimitMs: env.SESSION_TIME_LIMIT_MS,
      realityCheckIntervalMs: env.REALITY_CHECK_INTERVAL_MS,
    },
    operatorApiKey: operatorApiKey(env),
    errorReporting: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
          release: env.SENTRY_RELEASE,
        }
      : null,
    betting: {
      liveDelayMs: env.LIVE_BET_DELAY_MS,
      liveDelayMsBySport: Object.fromEntries(
        (env.LIVE_BET_DELAY_BY_SPORT?.split(',') ?? []).map((pair) => {
          const [sport, ms] = pair.split('=');
          return [sport as string, Number(ms)];
        }),
      ),
    },
    phone: {
      codeTtlMs: env.PHONE_CODE_TTL_MS,
      resendTimeoutMs: env.PHONE_RESEND_TIMEOUT_MS,
      smsLimit: env.PHONE_SMS_LIMIT,
      smsWindowMs: env.PHONE_SMS_WINDOW_MS,
    },
    geo: {
      countryHeader: env.COUNTRY_HEADER.toLowerCase(),
      simulatedCountry: env.SIMULATED_COUNTRY?.toUpperCase() ?? null,
      blockedCountries: countryList(env.BLOCKED_COUNTRIES),
      authBlockedCountries: countryList(env.AUTH_BLOCKED_COUNTRIES),
      depositBlockedCountries: countryList(env.DEPOSIT_BLOCKED_COUNTRIES),
    },
    siteSettings: site.values,
  };
}

function realtimeConfig(env: z.infer<typeof envSchema>): RealtimeConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (production && env.REALTIME_TOKEN_SECRET === undefined) {
    problems.push('REALTIME_TOKEN_SECRET: required when NODE_ENV=production');
  }
  if (production && env.REALTIME_TOKEN_SECRET === DEV_REALTIME_TOKEN_SECRET) {
    problems.push('REALTIME_TOKEN_SECRET: the development secret is not allowed in production');
  }
  let centrifugo: RealtimeConfig['centrifugo'] = null;
  if (env.REALTIME_MODE === 'centrifugo') {
    if (!env.CENTRIFUGO_API_URL) problems.push('CENTRIFUGO_API_URL: required in centrifugo mode');
    if (!env.CENTRIFUGO_API_KEY) problems.push('CENTRIFUGO_API_KEY: required in centrifugo mode');
    if (env.CENTRIFUGO_API_URL && env.CENTRIFUGO_API_KEY) {
      centrifugo = {
        apiUrl: env.CENTRIFUGO_API_URL.replace(/\/+$/, ''),
        apiKey: env.CENTRIFUGO_API_KEY,
      };
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    mode: env.REALTIME_MODE,
    tokenSecret: env.REALTIME_TOKEN_SECRET ?? DEV_REALTIME_TOKEN_SECRET,
    tokenTtlSeconds: env.REALTIME_TOKEN_TTL_S,
    httpApiKey: env.REALTIME_HTTP_API_KEY ?? null,
    centrifugo,
    publicUrl:
      env.REALTIME_PUBLIC_URL ??
      defaultRealtimeUrl(env.REALTIME_MODE, env.HOST, env.PORT, centrifugo),
    allowedOrigins:
      env.REALTIME_ALLOWED_ORIGINS === undefined
        ? [new URL(env.PUBLIC_WEB_URL).origin]
        : env.REALTIME_ALLOWED_ORIGINS.split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
  };
}

/**
 * Local development: the browser reaches the embedded hub directly on the API's address and
 * port (Next.js rewrites do not carry WebSocket upgrades), and Centrifugo on the host of its
 * API. Anything else (a public host, TLS) sets REALTIME_PUBLIC_URL.
 */
function defaultRealtimeUrl(
  mode: RealtimeConfig['mode'],
  host: string,
  port: number,
  centrifugo: RealtimeConfig['centrifugo'],
): string {
  if (mode === 'centrifugo' && centrifugo) {
    const api = new URL(centrifugo.apiUrl);
    return `${api.protocol === 'https:' ? 'wss' : 'ws'}://${api.host}${REALTIME_WEBSOCKET_PATH}`;
  }
  const wildcard = host === '0.0.0.0' || host === '::';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `ws://${name}:${port}${REALTIME_WEBSOCKET_PATH}`;
}

/**
 * Loads `<repo>/.env` when present. Variables already set in the environment win, so a value
 * given on the command line always overrides the file.
 */
export function loadDotEnv(file: string = join(repositoryRoot(), '.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
