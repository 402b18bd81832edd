/**
 * The short country mark of a league header: `ES` → "ES", `GB-ENG` → "ENG" (a home nation
 * reads better by its own code); international categories have none.
 */
export function countryMark(countryCode: string | null): string | null {
  if (!countryCode) return null;
  const parts = countryCode.toUpperCase().split('-');
  return parts[parts.length - 1] || null;
}

/** A country's name in the visitor's language, for the blocked page: `DE` → "Germany". */
export function countryName(code: string, locale: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(
      code.toUpperCase(),
    );
    return name ?? null;
  } catch {
    return null;
  }
}
