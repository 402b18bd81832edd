// Statements whose SQL text is built once, when the module loads, instead of on every call: the
// placement writer's statements run with every batch, and drizzle's `execute(sql`...`)` walks
// the template's chunks and escapes its parameters into text each time (decision 0075). The
// values are drizzle placeholders, filled per call; the statement runs through the connection's
// own drizzle session, so PGlite and PostgreSQL take the same path, a transaction's handle runs
// it inside the transaction, drizzle's errors are the same (the driver's error as `cause`), and
// every connection prepares it once (decision 0082).
import * as drizzleOrm from 'drizzle-orm';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type PrepareQuery = DbOrTx['_']['session']['prepareQuery'];
type OrderedFields = Parameters<PrepareQuery>[1];

/**
 * Drizzle's own ordering of a selection into the columns of its rows, as its select builder
 * prepares a query (exported by drizzle-orm, left out of its typings).
 */
const { orderSelectedFields } = drizzleOrm as unknown as {
  orderSelectedFields(fields: unknown): NonNullable<OrderedFields>;
};

/** Drizzle's PostgreSQL dialect: `$1`, `$2`… parameters; raw statements name no table. */
const dialect = new PgDialect();

/**
 * The name a fixed statement is run under. Drizzle's postgres.js session prepares a query that
 * has a name (postgres.js names it itself and parses it once per connection); without one,
 * postgres.js sends a statement with values as two round trips, a describe and then the run
 * (decision 0082). Only fixed statements are prepared this way: their texts are a fixed set, so
 * the statements a connection keeps are bounded. PGlite ignores the name.
 */
const PREPARED = 'fixed';

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
    run: (q, values) => q._.session.prepareQuery(query, undefined, PREPARED, false).execute(values),
  };
}

export interface FixedSelect<V extends Record<string, unknown>, R> {
  /** The statement's text, as the database receives it. */
  readonly text: string;
  /** Runs it on `q` with these values; answers its rows as the select builder maps them. */
  run(q: DbOrTx, values: V): Promise<R[]>;
}

/** What `fixedSelect` reads of a select built on drizzle's `QueryBuilder`. */
interface BuiltSelect<R> {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { result: R[] };
}

/**
 * A select written with drizzle's builder whose text is built once, as `fixedStatement`'s: its
 * rows come back mapped as the builder maps them (columns by their property names, dates,
 * nested selections), so a repository keeps its types. The values are placeholders
 * (`value(name)`); only values may vary.
 *
 * @example
 *   const settingsOf = fixedSelect<{ playerId: number }, ...>((select, value) =>
 *     select.select({ stakes: playerSettings.stakes }).from(playerSettings)
 *       .where(eq(playerSettings.playerId, value('playerId'))));
 */
export function fixedSelect<V extends Record<string, unknown>, R>(
  build: (select: QueryBuilder, value: (name: keyof V & string) => Placeholder) => BuiltSelect<R>,
): FixedSelect<V, R> {
  const built = build(new QueryBuilder(), (name) => sql.placeholder(name));
  const query = built.toSQL();
  // The builder's own mapping, as its `execute` prepares it (drizzle's select `_prepare`).
  const internals = built as unknown as {
    config: { fields: unknown };
    joinsNotNullableMap: Record<string, boolean>;
  };
  const fields = orderSelectedFields(internals.config.fields);
  const { joinsNotNullableMap } = internals;
  return {
    text: query.sql,
    run: (q, values) => {
      const prepared = q._.session.prepareQuery(query, fields, PREPARED, true);
      (prepared as unknown as { joinsNotNullableMap: unknown }).joinsNotNullableMap =
        joinsNotNullableMap;
      return prepared.execute(values) as Promise<R[]>;
    },
  };
}
