import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_AUTH_CONFIG,
  DEV_OPERATOR_API_KEY,
  DEV_REALTIME_TOKEN_SECRET,
  loadConfig,
} from './env';
import { repositoryRoot } from './paths';

describe('loadConfig', () => {
  it('works with no variables at all, on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      logLevel: 'info',
      feed: { enabled: true, seed: 20261122, tickMs: 1000, liveDriftMs: 4000 },
      catalogCacheTtlMs: 1000,
      apiDocsEnabled: true,
      auth: DEFAULT_AUTH_CONFIG,
      demoAccountEnabled: true,
      trustProxy: 'loopback',
    });
    expect(config.database.driver).toBe('pglite');
    if (config.database.driver === 'pglite') {
      expect(isAbsolute(config.database.dataDir)).toBe(true);
      expect(config.database.dataDir).toMatch(/apps[/\\]server[/\\]\.data[/\\]pglite$/);
    }
  });

  it('reads the session, cookie and sign-in throttling variables', () => {
    const config = loadConfig({
      SESSION_IDLE_TIMEOUT_MS: '60000',
      SESSION_ABSOLUTE_TIMEOUT_MS: '3600000',
      COOKIE_SECURE: 'true',
      SIGN_IN_MAX_FAILURES: '3',
      SIGN_IN_WINDOW_MS: '5000',
      ACCOUNT_LOCK_AFTER_FAILURES: '4',
      DEMO_ACCOUNT_ENABLED: 'false',
    });
    expect(config.auth).toEqual({
      sessionIdleTimeoutMs: 60_000,
      sessionAbsoluteTimeoutMs: 3_600_000,
      cookieSecure: 'always',
      signInMaxFailures: 3,
      signInWindowMs: 5000,
      lockAfterFailures: 4,
      thirdPartyCookies: false,
    });
    expect(config.demoAccountEnabled).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toBe(
      '10.0.0.0/8,loopback',
    );
  });

  it('starts with .env.example as it is, on the development realtime secret', () => {
    const example = parseEnv(readFileSync(join(repositoryRoot(), '.env.example'), 'utf8'));
    const config = loadConfig(example);
    expect(config.realtime.tokenSecret).toBe(DEV_REALTIME_TOKEN_SECRET);
    expect(config.realtime.mode).toBe('embedded');
  });

  it('treats empty values as unset, as in .env.example', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', FEED_ENABLED: '' });
    expect(config.database.driver).toBe('pglite');
    expect(config.port).toBe(4000);
    expect(config.feed.enabled).toBe(true);
  });

  it('reads the account-flow, activity and country variables with working defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.accountFlows).toEqual({
      publicWebUrl: 'http://localhost:3000',
      passwordResetTtlMs: 3_600_000,
      confirmationTtlMs: 259_200_000,
      unlockTtlMs: 86_400_000,
    });
    expect(defaults.devMailboxEnabled).toBe(true);
    expect(defaults.activity).toEqual({
      sportsbookSessionLimit: 0,
      sportsbookSessionWindowMs: 86_400_000,
      idleMs: 300_000,
    });
    expect(defaults.geo).toEqual({
      countryHeader: 'cf-ipcountry',
      simulatedCountry: null,
      blockedCountries: [],
      authBlockedCountries: [],
      depositBlockedCountries: [],
    });
    const production = {
      NODE_ENV: 'production',
      REALTIME_TOKEN_SECRET: 'p'.repeat(32),
      OPERATOR_API_KEY: 'o'.repeat(32),
    };
    expect(loadConfig(production).devMailboxEnabled).toBe(false);
    expect(loadConfig({ ...production, DEV_MAILBOX_ENABLED: 'true' }).devMailboxEnabled).toBe(true);
    const geo = loadConfig({
      COUNTRY_HEADER: 'X-Country',
      SIMULATED_COUNTRY: 'de',
      AUTH_BLOCKED_COUNTRIES: ' us, gb ,',
    }).geo;
    expect(geo).toMatchObject({
      countryHeader: 'x-country',
      simulatedCountry: 'DE',
      authBlockedCountries: ['US', 'GB'],
    });
    expect(() => loadConfig({ SIMULATED_COUNTRY: 'Germany' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_WEB_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
  });

  it('keeps memory:// and absolute data folders as given', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }).database).toEqual({
      driver: 'pglite',
      dataDir: 'memory://',
    });
    expect(loadConfig({ PGLITE_DATA_DIR: '/var/lib/sportsbook' }).database).toEqual({
      driver: 'pglite',
      dataDir: '/var/lib/sportsbook',
    });
  });

  it('parses numbers and booleans', () => {
    const config = loadConfig({ PORT: '8080', FEED_ENABLED: 'false', FEED_TICK_MS: '250' });
    expect(config.port).toBe(8080);
    expect(config.feed.enabled).toBe(false);
    expect(config.feed.tickMs).toBe(250);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', FEED_ENABLED: 'perhaps' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('FEED_ENABLED');
    }
  });

  it('runs the embedded realtime hub with a development secret by default', () => {
    const config = loadConfig({});
    expect(config.realtime).toEqual({
      mode: 'embedded',
      tokenSecret: DEV_REALTIME_TOKEN_SECRET,
      tokenTtlSeconds: 600,
      httpApiKey: null,
      centrifugo: null,
      publicUrl: 'ws://127.0.0.1:4000/connection/websocket',
      allowedOrigins: ['http://localhost:3000'],
    });
    expect(config.devToolsEnabled).toBe(true);
    expect(loadConfig({ PORT: '4102', HOST: '0.0.0.0' }).realtime.publicUrl).toBe(
      'ws://localhost:4102/connection/websocket',
    );
    expect(loadConfig({ HOST: '::1' }).realtime.publicUrl).toBe(
      'ws://[::1]:4000/connection/websocket',
    );
  });

  it('refuses to start in production without its own realtime secret', () => {
    const secret = 's'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/REALTIME_TOKEN_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', REALTIME_TOKEN_SECRET: DEV_REALTIME_TOKEN_SECRET }),
    ).toThrow(/development secret/);
    const config = loadConfig({
      NODE_ENV: 'production',
      REALTIME_TOKEN_SECRET: secret,
      OPERATOR_API_KEY: 'o'.repeat(32),
    });
    expect(config.realtime.tokenSecret).toBe(secret);
    expect(config.devToolsEnabled).toBe(false);
    expect(() => loadConfig({ REALTIME_TOKEN_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('refuses to start in production without its own operator API key', () => {
    const production = { NODE_ENV: 'production', REALTIME_TOKEN_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/OPERATOR_API_KEY: required/);
    expect(() => loadConfig({ ...production, OPERATOR_API_KEY: DEV_OPERATOR_API_KEY })).toThrow(
      /OPERATOR_API_KEY: the development key/,
    );
    expect(() => loadConfig({ ...production, OPERATOR_API_KEY: 'short' })).toThrow(ConfigError);
    const key = 'k'.repeat(40);
    expect(loadConfig({ ...production, OPERATOR_API_KEY: key }).operatorApiKey).toBe(key);
    expect(loadConfig({}).operatorApiKey).toBe(DEV_OPERATOR_API_KEY);
  });

  it('reads the default time limits of players, 0 meaning none', () => {
    expect(loadConfig({}).timeLimits).toEqual({
      sessionTimeLimitMs: 0,
      realityCheckIntervalMs: 3_600_000,
    });
    expect(
      loadConfig({ SESSION_TIME_LIMIT_MS: '7200000', REALITY_CHECK_INTERVAL_MS: '0' }).timeLimits,
    ).toEqual({ sessionTimeLimitMs: 7_200_000, realityCheckIntervalMs: 0 });
    expect(() => loadConfig({ SESSION_TIME_LIMIT_MS: '1000' })).toThrow(/SESSION_TIME_LIMIT_MS/);
    expect(() => loadConfig({ SESSION_TIME_LIMIT_MS: String(24 * 3_600_000) })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ REALITY_CHECK_INTERVAL_MS: '59999' })).toThrow(ConfigError);
  });

  it('needs the Centrifugo API address and key in centrifugo mode', () => {
    expect(() => loadConfig({ REALTIME_MODE: 'centrifugo' })).toThrow(/CENTRIFUGO_API_URL/);
    const config = loadConfig({
      REALTIME_MODE: 'centrifugo',
      CENTRIFUGO_API_URL: 'https://rt.example.com/api/',
      CENTRIFUGO_API_KEY: 'key',
      REALTIME_TOKEN_TTL_S: '300',
      REALTIME_ALLOWED_ORIGINS: 'https://a.example.com, https://b.example.com',
    }).realtime;
    expect(config).toMatchObject({
      mode: 'centrifugo',
      tokenTtlSeconds: 300,
      centrifugo: { apiUrl: 'https://rt.example.com/api', apiKey: 'key' },
      publicUrl: 'wss://rt.example.com/connection/websocket',
      allowedOrigins: ['https://a.example.com', 'https://b.example.com'],
    });
    expect(() => loadConfig({ REALTIME_TOKEN_TTL_S: '10' })).toThrow(/REALTIME_TOKEN_TTL_S/);
    expect(() => loadConfig({ REALTIME_PUBLIC_URL: 'http://x.test/ws' })).toThrow(
      /REALTIME_PUBLIC_URL/,
    );
  });
});
