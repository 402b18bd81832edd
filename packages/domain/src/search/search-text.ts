// Search text (spec section 5): a search asks for 3 to 50 characters, counted after trimming, so
// "  ab " is too short. The header field, the results page and the server read the same rule.

export const SEARCH_TEXT_MIN = 3;
export const SEARCH_TEXT_MAX = 50;

export type SearchTextCheck =
  | { ok: true; text: string }
  | { ok: false; code: 'search.too_short' | 'search.too_long'; limit: number };

/** The trimmed text when it can be searched for, else why not: `"bay"` ok, `"by"` too short. */
export function checkSearchText(raw: string): SearchTextCheck {
  const text = raw.trim();
  if (text.length < SEARCH_TEXT_MIN)
    return { ok: false, code: 'search.too_short', limit: SEARCH_TEXT_MIN };
  if (text.length > SEARCH_TEXT_MAX)
    return { ok: false, code: 'search.too_long', limit: SEARCH_TEXT_MAX };
  return { ok: true, text };
}
