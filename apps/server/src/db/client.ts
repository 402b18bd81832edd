import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { mkdirSync } from 'node:fs';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config/env';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import { turnSocket } from './turn-socket';

export type Schema = typeof schema;

/**
 * The database handle every repository receives. Both drivers are `PgDatabase`s, so the
 * repositories are written once against this type.
 */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle or the database itself: repositories accept either. */
export type AppTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
export type DbOrTx = AppDb | AppTx;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: AppDb;
  driver: DatabaseDriver;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres-js pool size (ignored by PGlite, which has one connection). */
  maxConnections?: number;
}

/** Whether a connection URL names one host (`postgres://u@a,b/db` names two). */
export function namesOneHost(url: string): boolean {
  const authority = url.replace(/^[a-z]+:\/\//i, '').split(/[/?]/)[0] ?? '';
  const hosts = authority.slice(authority.lastIndexOf('@') + 1);
  return !hosts.includes(',');
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.driver === 'postgres') {
    const client = postgres(config.url, {
      max: options.maxConnections ?? 10,
      // Migrations and `create ... if not exists` print NOTICEs; they are not worth a log line.
      onnotice: () => {},
      // One write per turn of the event loop (a pipelined round trip): decision 0067. A URL
      // naming several hosts keeps postgres.js's own connect, which tries them in turn.
      ...(namesOneHost(config.url) ? ({ socket: turnSocket } as object) : {}),
    });
    const db = drizzlePostgres({ client, schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateDatabase({ driver: 'postgres', url: config.url }),
      close: () => client.end({ timeout: 5 }),
    };
  }

  const inMemory = config.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  const client = new PGlite(inMemory ? undefined : config.dataDir);
  await client.waitReady;
  return wrapPglite(client);
}

/** A Database over an open PGlite instance (tests clone a migrated template into one). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrateDatabase({ driver: 'pglite', db }),
    close: () => client.close(),
  };
}
