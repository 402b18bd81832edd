// Row shapes of the reference data.

/** [name, rating, stadium, city, abbreviation]; stadium, city and abbreviation are optional. */
export type TeamRow =
  | readonly [string, number]
  | readonly [string, number, string | null, string | null]
  | readonly [string, number, string | null, string | null, string];
