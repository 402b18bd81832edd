// The placement writer's transactions (decision 0057). On PostgreSQL the writer keeps a
// connection of its own and sends BEGIN in the same round trip as the batch's first statements:
// postgres.js pipelines a connection's statements and the server runs them in order, so the
// reads still run inside the transaction, and a batch costs one round trip less. It never waits
// for a pooled connection either. On PGlite (one connection, no network) it is the ordinary
// transaction.
import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { AppDb } from '../db/client';
import * as schema from '../db/schema';
import { BettingRepository } from './betting-repository';

/** What the writer needs of a repository: a transaction to run a batch in. */
export interface WriterRepository {
  transaction<T>(work: (repository: BettingRepository) => Promise<T>): Promise<T>;
}

type ReservedSql = postgres.ReservedSql;

/** The postgres.js client under a drizzle database, or null for another driver (PGlite). */
function postgresClientOf(db: AppDb): postgres.Sql | null {
  const client = (db as { $client?: unknown }).$client;
  return typeof client === 'function' &&
    typeof (client as Partial<postgres.Sql>).reserve === 'function'
    ? (client as postgres.Sql)
    : null;
}

/**
 * `sql` whose `unsafe` (what drizzle calls) prepares its statements: named, parsed once per
 * connection, then sent as bind and execute in one write that pipelines with the next.
 */
function preparing(sql: ReservedSql): ReservedSql {
  const unsafe: ReservedSql['unsafe'] = (query, parameters, options) =>
    sql.unsafe(query, parameters, { ...options, prepare: true });
  return new Proxy(sql, {
    get: (target, property, receiver) =>
      property === 'unsafe' ? unsafe : Reflect.get(target, property, receiver),
  });
}

/**
 * The writer's transactions over `repository`'s database: on PostgreSQL on a reserved
 * connection with BEGIN pipelined, else `repository.transaction`.
 */
export function writerRepository(repository: BettingRepository): WriterRepository {
  const client = postgresClientOf(repository.connection() as AppDb);
  if (!client) return repository;
  let reserved: Promise<{ sql: ReservedSql; db: AppDb }> | null = null;
  const connect = () =>
    client.reserve().then((sql) => {
      // drizzle reads the client's type options; a reserved connection shares its pool's.
      Object.assign(sql, { options: client.options });
      const prepared = preparing(sql) as unknown as postgres.Sql;
      return { sql, db: drizzle({ client: prepared, schema }) as AppDb };
    });
  return {
    async transaction<T>(work: (repository: BettingRepository) => Promise<T>): Promise<T> {
      reserved ??= connect();
      let connection: { sql: ReservedSql; db: AppDb };
      try {
        connection = await reserved;
      } catch (error) {
        reserved = null;
        throw error;
      }
      const { sql, db } = connection;
      // Sent now, before any statement of the work: it goes out with the first of them.
      const begin = sql.unsafe('begin').execute();
      try {
        const result = await work(new BettingRepository(db));
        await begin;
        await sql.unsafe('commit');
        return result;
      } catch (error) {
        await begin.catch(() => undefined);
        try {
          await sql.unsafe('rollback');
        } catch {
          // The connection is gone: the server rolled the transaction back; take a new one.
          reserved = null;
          sql.release();
        }
        throw error;
      }
    },
  };
}
