// Small helpers of the betting repositories' raw SQL.

/** The rows of `execute` (postgres-js answers an array, PGlite an object with `rows`). */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** Distinct values, for `= any($1)` lists. */
export const unique = <T>(values: T[]) => [...new Set(values)];
