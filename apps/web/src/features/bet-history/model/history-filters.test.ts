import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  apiQueryOf,
  filtersFromSearch,
  searchOfFilters,
  withFilter,
} from './history-filters';

describe('bet history filters in the URL', () => {
  it('reads every filter of the URL and writes the same URL back', () => {
    const search =
      '?filter=settled&result=lose&time=30d&date=2026-11-20&sport=soccer&isBettable=false&sortBy=stake&page=3&limit=2';
    const filters = filtersFromSearch(new URLSearchParams(search));
    expect(filters).toEqual({
      filter: 'settled',
      result: 'lose',
      time: '30d',
      date: '2026-11-20',
      sport: 'soccer',
      isBettable: false,
      sortBy: 'stake',
      page: 3,
      limit: 2,
    });
    expect(searchOfFilters(filters)).toBe(search);
  });

  it('drops what it does not know instead of sending it', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'filter=won&result=maybe&time=1y&date=2026-13-01&sport=<b>&isBettable=1&sortBy=x&page=0&limit=999',
      ),
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(searchOfFilters(filters)).toBe('');
  });

  it('goes back to page 1 when a filter changes, and keeps no result for open bets', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3, result: 'win' as const };
    expect(withFilter(onPage3, { sport: 'tennis' }).page).toBe(1);
    expect(withFilter(onPage3, { page: 4 }).page).toBe(4);
    const open = withFilter(onPage3, { filter: 'open' });
    expect(searchOfFilters(open)).toBe('?filter=open');
    expect(apiQueryOf(open, 'UTC').result).toBe('all');
  });

  it("asks the API for the day in the player's time zone", () => {
    const query = apiQueryOf({ ...DEFAULT_FILTERS, date: '2026-11-21' }, 'Europe/Berlin');
    expect(query).toMatchObject({
      date: '2026-11-21',
      tz: 'Europe/Berlin',
      page: '1',
      limit: '20',
    });
    expect(apiQueryOf(DEFAULT_FILTERS, 'Europe/Berlin')).not.toHaveProperty('tz');
  });
});
