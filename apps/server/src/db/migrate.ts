import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsFolder } from '../config/paths';
import type { Schema } from './client';

type Target =
  { driver: 'pglite'; db: PgliteDatabase<Schema> } | { driver: 'postgres'; url: string };

/** Arbitrary constant naming the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK = 2026_11_22;

/** Runs drizzle's migrator of the given driver over the one committed migration set. */
export async function migrateDatabase(target: Target): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (target.driver === 'pglite') {
    await migratePglite(target.db, config);
    return;
  }
  // Several server processes may start at once against one PostgreSQL: one connection holds a
  // session advisory lock while it migrates, the others wait and then find nothing to do.
  const client = postgres(target.url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres({ client }), config);
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
