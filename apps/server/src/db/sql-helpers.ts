import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::type[])`: one parameter however long the list, where `inArray` would spend
 * one parameter per value (PostgreSQL allows 65,535 per statement).
 */
export function anyOf(column: AnyColumn | SQL, values: readonly number[], type?: 'int'): SQL;
export function anyOf(column: AnyColumn | SQL, values: readonly string[], type: 'text'): SQL;
export function anyOf(
  column: AnyColumn | SQL,
  values: readonly (number | string)[],
  type: 'int' | 'text' = 'int',
): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(type)}[])`;
}
