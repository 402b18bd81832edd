// Statements whose SQL text is built once, when the module loads, instead of on every call: the
// placement writer's statements run with every batch, and drizzle's `execute(sql`...`)` walks
// the template's chunks and escapes its parameters into text each time (decision 0075). The
// values are drizzle placeholders, filled per call; the statement runs through the connection's
// own drizzle session, so PGlite and PostgreSQL take the same path, a transaction's handle runs
// it inside the transaction, drizzle's errors are the same (the driver's error as `cause`), and
// on the placement writer's connection it is still prepared once (`writerRepository`).
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** Drizzle's PostgreSQL dialect: `$1`, `$2`… parameters; raw statements name no table. */
const dialect = new PgDialect();

export interface FixedStatement<V extends Record<string, unknown>> {
  /** The statement's text, as the database receives it. */
  readonly text: string;
  /** Runs it on `q` with these values; answers the driver's result (`rowsOf` reads its rows). */
  run(q: DbOrTx, values: V): Promise<unknown>;
}

/**
 * A statement built once from `build`, which receives `value(name)` for each value to be given
 * at run time (a name may be used more than once). Only values may vary: a statement whose
 * shape depends on its input (a list of columns, an optional filter) is not a fixed statement.
 *
 * @example
 *   const locked = fixedStatement<{ ids: number[] }>(
 *     (value) => sql`select id from player_accounts where id = any(${value('ids')}::int[])`,
 *   );
 *   await locked.run(tx, { ids: [3, 7] });
 */
export function fixedStatement<V extends Record<string, unknown>>(
  build: (value: (name: keyof V & string) => Placeholder) => SQL,
): FixedStatement<V> {
  const query = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
  return {
    text: query.sql,
    run: (q, values) =>
      q._.session.prepareQuery(query, undefined, undefined, false).execute(values),
  };
}
