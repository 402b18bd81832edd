import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('works with no variables at all, on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      logLevel: 'info',
      feed: { enabled: true, seed: 20261122, tickMs: 1000 },
      catalogCacheTtlMs: 1000,
      apiDocsEnabled: true,
    });
    expect(config.database.driver).toBe('pglite');
    if (config.database.driver === 'pglite') {
      expect(isAbsolute(config.database.dataDir)).toBe(true);
      expect(config.database.dataDir).toMatch(/apps[/\\]server[/\\]\.data[/\\]pglite$/);
    }
  });

  it('treats empty values as unset, as in .env.example', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', FEED_ENABLED: '' });
    expect(config.database.driver).toBe('pglite');
    expect(config.port).toBe(4000);
    expect(config.feed.enabled).toBe(true);
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
});
