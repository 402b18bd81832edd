// The placement writer's transactions (decision 0057). On PostgreSQL the writer keeps a
// connection of its own and sends BEGIN in the same round trip as the batch's first statements:
// postgres.js pipelines a connection's statements and the server runs them in order, so the
// reads still run inside the transaction, and a batch costs one round trip less. It never waits
// for a pooled connection either. A batch that ends with its insert sends its COMMIT behind it,
// in the same write (decision 0082). On PGlite (one connection, no network) it is the ordinary
// transaction.
import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { AppDb } from '../db/client';
import * as schema from '../db/schema';
import { BettingRepository } from './betting-repository';

/** What the writer needs of a repository: a transaction to run a batch in. */
export interface WriterRepository {
  /**
   * Runs `work` in one transaction. `commitWithNext()` sends the COMMIT right behind the next
   * statement (call it only when that statement is the work's last): on PostgreSQL both leave in
   * one write, so the batch waits for one round trip less; elsewhere it changes nothing. If that
   * statement fails, the transaction is aborted and the COMMIT ends it as a rollback.
   */
  transaction<T>(
    work: (repository: BettingRepository, commitWithNext: () => void) => Promise<T>,
  ): Promise<T>;
}

type ReservedSql = postgres.ReservedSql;

const noop = () => {};

/** The postgres.js client under a drizzle database, or null for another driver (PGlite). */
function postgresClientOf(db: AppDb): postgres.Sql | null {
  const client = (db as { $client?: unknown }).$client;
  return typeof client === 'function' &&
    typeof (client as Partial<postgres.Sql>).reserve === 'function'
    ? (client as postgres.Sql)
    : null;
}

/** The transaction under way on the writer's connection: whether and when its COMMIT was sent. */
interface Turn {
  commitWithNext: boolean;
  commit: Promise<unknown> | null;
}

/**
 * `sql` whose `unsafe` (what drizzle calls) prepares its statements: named, parsed once per
 * connection, then sent as bind and execute in one write that pipelines with the next. When the
 * turn asks for it, the COMMIT is queued right behind the statement: postgres.js hands its
 * queries to the connection in the order they are executed, one microtask after, so the
 * statement goes first, and both leave in the same write.
 */
function preparing(sql: ReservedSql, turn: Turn): ReservedSql {
  const unsafe = ((query, parameters, options) => {
    const statement = sql.unsafe(query, parameters, { ...options, prepare: true });
    if (turn.commitWithNext) {
      turn.commitWithNext = false;
      statement.execute();
      turn.commit = sql.unsafe('commit').execute();
    }
    return statement;
  }) as ReservedSql['unsafe'];
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
  if (!client) return { transaction: (work) => repository.transaction((tx) => work(tx, noop)) };
  let reserved: Promise<{ sql: ReservedSql; db: AppDb; turn: Turn }> | null = null;
  const connect = () =>
    client.reserve().then((sql) => {
      // drizzle reads the client's type options; a reserved connection shares its pool's.
      Object.assign(sql, { options: client.options });
      const turn: Turn = { commitWithNext: false, commit: null };
      const prepared = preparing(sql, turn) as unknown as postgres.Sql;
      return { sql, db: drizzle({ client: prepared, schema }) as AppDb, turn };
    });
  return {
    async transaction<T>(
      work: (repository: BettingRepository, commitWithNext: () => void) => Promise<T>,
    ): Promise<T> {
      reserved ??= connect();
      let connection: { sql: ReservedSql; db: AppDb; turn: Turn };
      try {
        connection = await reserved;
      } catch (error) {
        reserved = null;
        throw error;
      }
      const { sql, db, turn } = connection;
      turn.commitWithNext = false;
      turn.commit = null;
      // Sent now, before any statement of the work: it goes out with the first of them.
      const begin = sql.unsafe('begin').execute();
      try {
        const result = await work(new BettingRepository(db), () => {
          turn.commitWithNext = true;
        });
        await begin;
        await (turn.commit ?? sql.unsafe('commit'));
        return result;
      } catch (error) {
        await begin.catch(() => undefined);
        const commit = turn.commit;
        turn.commitWithNext = false;
        try {
          // A COMMIT sent already ended the transaction (a failed statement made it a rollback).
          if (commit) await commit;
          else await sql.unsafe('rollback');
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
