// A database for one test file: in-memory PGlite by default, a fresh database on the
// PostgreSQL server of DATABASE_URL when set (`npm run test:pg`). Both get the real migrations.
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { loadConfig } from '../config/env';
import { type Database, openDatabase, wrapPglite } from '../db/client';

const TEMPLATE = Symbol.for('sportsbook.test.pglite-template');
type TemplateHolder = { [TEMPLATE]?: Promise<PGlite> };

/**
 * A migrated, empty PGlite kept for the life of the test process: cloning it (about 1 s) is
 * much cheaper than starting and migrating a fresh one (3 s and more on a busy machine).
 */
function migratedTemplate(): Promise<PGlite> {
  const holder = globalThis as TemplateHolder;
  holder[TEMPLATE] ??= (async () => {
    const client = new PGlite();
    await client.waitReady;
    await wrapPglite(client).migrate();
    return client;
  })();
  return holder[TEMPLATE];
}

export async function createTestDatabase(): Promise<Database> {
  const config = loadConfig();
  if (config.database.driver === 'pglite') {
    const template = await migratedTemplate();
    return wrapPglite((await template.clone()) as PGlite);
  }

  const serverUrl = config.database.url;
  const name = `sportsbook_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(
    { driver: 'postgres', url: url.toString() },
    { maxConnections: 4 },
  );
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
