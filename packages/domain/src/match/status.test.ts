import { describe, expect, it } from 'vitest';
import {
  isBettableMatchStatus,
  isListedMarketStatus,
  isMatchOver,
  MARKET_STATUS,
  MATCH_STATUS,
} from './status';

describe('match and market status', () => {
  it('uses the spec codes', () => {
    expect(MATCH_STATUS).toEqual({
      prematch: 0,
      live: 1,
      stopped: 2,
      closed: 3,
      finished: 4,
      notCovered: 5,
    });
    expect(Object.values(MARKET_STATUS).toSorted((a, b) => a - b)).toEqual([-4, -3, -2, -1, 0, 1]);
  });

  it('takes bets on pre-match and live matches only', () => {
    expect(isBettableMatchStatus(MATCH_STATUS.prematch)).toBe(true);
    expect(isBettableMatchStatus(MATCH_STATUS.live)).toBe(true);
    expect(isBettableMatchStatus(MATCH_STATUS.stopped)).toBe(false);
    expect(isBettableMatchStatus(MATCH_STATUS.finished)).toBe(false);
  });

  it('calls closed, finished and not covered matches over, but not a stopped one', () => {
    expect(isMatchOver(MATCH_STATUS.closed)).toBe(true);
    expect(isMatchOver(MATCH_STATUS.finished)).toBe(true);
    expect(isMatchOver(MATCH_STATUS.notCovered)).toBe(true);
    expect(isMatchOver(MATCH_STATUS.stopped)).toBe(false);
  });

  it('drops markets with status 0 from lists', () => {
    expect(isListedMarketStatus(MARKET_STATUS.notAllowed)).toBe(false);
    expect(isListedMarketStatus(MARKET_STATUS.suspended)).toBe(true);
  });
});
