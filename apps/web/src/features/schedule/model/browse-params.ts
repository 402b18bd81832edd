// The schedule's and results' address: `?day=YYYY-MM-DD&sport=key`, defaults left out, so the
// first view of each page has one canonical address.

/** Today and the six days ahead (the feed lists fixtures a week ahead). */
export const SCHEDULE_DAYS = 7;
/** Today and the six days before. */
export const RESULTS_DAYS = 7;

/** The asked day when it is one of the offered days, else the first (today). */
export function pickDay(raw: string | string[] | undefined, days: readonly string[]): string {
  return typeof raw === 'string' && days.includes(raw) ? raw : days[0]!;
}

/** The asked sport when it exists, else none (all sports). */
export function pickSport<S extends { key: string }>(
  raw: string | string[] | undefined,
  sports: readonly S[],
): S | null {
  return typeof raw === 'string' ? (sports.find((sport) => sport.key === raw) ?? null) : null;
}

/** `/schedule?day=2026-11-26&sport=tennis`; today and all sports are the defaults. */
export function browsePath(
  base: '/schedule' | '/results',
  day: string,
  sport: string | null,
  today: string,
): string {
  const params = new URLSearchParams();
  if (day !== today) params.set('day', day);
  if (sport) params.set('sport', sport);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
