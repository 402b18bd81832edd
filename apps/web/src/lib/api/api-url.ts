/** Values a caller may put in a query string; lists become comma-separated (`1,4`). */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * `buildApiUrl('', '/api/sportsbook', '/matches/:id/markets', { id: 7 }, { limit: 500 })`
 * → `/api/sportsbook/matches/7/markets?limit=500`. Undefined query values are left out; query
 * keys are sorted so equal queries give equal URLs.
 */
export function buildApiUrl(
  origin: string,
  base: string,
  path: string,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const filled = path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const key of Object.keys(query ?? {}).sort()) {
    const value = query?.[key];
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return `${origin}${base}${filled}${text ? `?${text}` : ''}`;
}
