// The bet history's filters as they live in the page URL (`?filter=settled&result=lose&page=2`),
// so a filtered history is shareable and the back button steps through it. The names are the
// API's (GET /bets, spec section 9); a value the page does not know is dropped, not sent.
import {
  BET_FILTERS,
  BET_RESULT_FILTERS,
  BET_SORTS,
  BET_TIME_RANGES,
  type BetSort,
  type BetTimeRange,
} from '@sportsbook/contract';

export type HistoryStatus = (typeof BET_FILTERS)[number];
export type HistoryResult = (typeof BET_RESULT_FILTERS)[number];

export interface HistoryFilters {
  filter: HistoryStatus;
  result: HistoryResult;
  time: BetTimeRange | null;
  /** `2026-11-25`, a day in the player's time zone. */
  date: string | null;
  sport: string | null;
  isBettable: boolean | null;
  sortBy: BetSort;
  page: number;
  limit: number;
}

/** Bets per page unless the URL asks for another size (1 to 100). */
export const HISTORY_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export const DEFAULT_FILTERS: HistoryFilters = {
  filter: 'all',
  result: 'all',
  time: null,
  date: null,
  sport: null,
  isBettable: null,
  sortBy: 'newest',
  page: 1,
  limit: HISTORY_PAGE_SIZE,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

const wholeNumber = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const SPORT_KEY = /^[a-z0-9-]{1,64}$/;

export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  const bettable = search.get('isBettable');
  const date = search.get('date');
  const sport = search.get('sport');
  return {
    filter: oneOf(BET_FILTERS, search.get('filter')) ?? DEFAULT_FILTERS.filter,
    result: oneOf(BET_RESULT_FILTERS, search.get('result')) ?? DEFAULT_FILTERS.result,
    time: oneOf(BET_TIME_RANGES, search.get('time')),
    date: date !== null && DAY.test(date) ? date : null,
    sport: sport !== null && SPORT_KEY.test(sport) ? sport : null,
    isBettable: bettable === 'true' ? true : bettable === 'false' ? false : null,
    sortBy: oneOf(BET_SORTS, search.get('sortBy')) ?? DEFAULT_FILTERS.sortBy,
    page: wholeNumber(search.get('page'), 100_000) ?? 1,
    limit: wholeNumber(search.get('limit'), MAX_PAGE_SIZE) ?? HISTORY_PAGE_SIZE,
  };
}

/** The URL's search of these filters: only what differs from the defaults, in a fixed order. */
export function searchOfFilters(filters: HistoryFilters): string {
  const search = new URLSearchParams();
  if (filters.filter !== 'all') search.set('filter', filters.filter);
  // Open bets have no result yet: the result filter applies to settled or all bets.
  if (filters.result !== 'all' && filters.filter !== 'open') search.set('result', filters.result);
  if (filters.time) search.set('time', filters.time);
  if (filters.date) search.set('date', filters.date);
  if (filters.sport) search.set('sport', filters.sport);
  if (filters.isBettable !== null) search.set('isBettable', String(filters.isBettable));
  if (filters.sortBy !== 'newest') search.set('sortBy', filters.sortBy);
  if (filters.page !== 1) search.set('page', String(filters.page));
  if (filters.limit !== HISTORY_PAGE_SIZE) search.set('limit', String(filters.limit));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A change of any filter but the page starts again at page 1. */
export function withFilter(
  filters: HistoryFilters,
  change: Partial<HistoryFilters>,
): HistoryFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}

/** GET /bets's query for these filters; `timeZone` makes `date` the player's own day. */
export function apiQueryOf(filters: HistoryFilters, timeZone: string) {
  return {
    filter: filters.filter,
    result: filters.filter === 'open' ? 'all' : filters.result,
    ...(filters.time && { time: filters.time }),
    ...(filters.date && { date: filters.date, tz: timeZone }),
    ...(filters.sport && { sport: filters.sport }),
    ...(filters.isBettable !== null && { isBettable: String(filters.isBettable) }),
    sortBy: filters.sortBy,
    page: String(filters.page),
    limit: String(filters.limit),
  };
}
