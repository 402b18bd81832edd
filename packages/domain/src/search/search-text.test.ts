import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN, checkSearchText } from './search-text';

describe('search text', () => {
  it('searches for 3 to 50 characters, trimmed', () => {
    expect(checkSearchText('bay')).toEqual({ ok: true, text: 'bay' });
    expect(checkSearchText('  Bayern  ')).toEqual({ ok: true, text: 'Bayern' });
    expect(checkSearchText('x'.repeat(SEARCH_TEXT_MAX))).toMatchObject({ ok: true });
  });

  it('refuses fewer than three characters once spaces around them are dropped', () => {
    expect(checkSearchText('by')).toEqual({
      ok: false,
      code: 'search.too_short',
      limit: SEARCH_TEXT_MIN,
    });
    expect(checkSearchText('   ab   ')).toMatchObject({ ok: false, code: 'search.too_short' });
    expect(checkSearchText('')).toMatchObject({ ok: false, code: 'search.too_short' });
  });

  it('refuses more than fifty characters', () => {
    expect(checkSearchText('x'.repeat(51))).toEqual({
      ok: false,
      code: 'search.too_long',
      limit: SEARCH_TEXT_MAX,
    });
  });
});
