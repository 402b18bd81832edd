import type { Market, Match } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { quotesFromMarket, quotesFromMatch, sameMembers } from './live-quotes';

const market = (overrides: Partial<Market> = {}): Market => ({
  matchUrnId: 'sr:match:1',
  id: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  outcomes: [
    { id: '1', name: 'Arsenal', active: true, odds: 2.1 },
    { id: '2', name: 'Draw', active: true, odds: 3.4 },
    { id: '3', name: 'Chelsea', active: false, odds: 3.2 },
  ],
  marketGroups: ['main'],
  priority: 100,
  mostBalanced: false,
  nextBetStop: null,
  customBetGroups: [],
  provider: 'betradar',
  ...overrides,
});

describe('quotesFromMarket', () => {
  it('keys every outcome by match, market, line and outcome', () => {
    expect(quotesFromMarket(7, market()).map((quote) => quote.key)).toEqual([
      '7:1::1',
      '7:1::2',
      '7:1::3',
    ]);
  });

  it('carries suspension of the market and activity of the outcome', () => {
    const quotes = quotesFromMarket(7, market({ status: -1 }));
    expect(quotes.every((quote) => quote.suspended)).toBe(true);
    expect(quotes[2]?.active).toBe(false);
  });
});

describe('quotesFromMatch', () => {
  it('reads main, secondary and top markets once each', () => {
    const main = market();
    const totals = market({
      id: 18,
      specifier: 'total=2.5',
      outcomes: [{ id: '12', name: 'Over 2.5', active: true, odds: 1.9 }],
    });
    const match = {
      id: 7,
      mainMarket: main,
      secondaryMarket: totals,
      topMarkets: [main, totals],
    } as unknown as Match;
    expect(quotesFromMatch(match)).toHaveLength(4);
  });
});

describe('sameMembers', () => {
  it('ignores order', () => {
    expect(sameMembers([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameMembers([1, 2], [1, 2, 3])).toBe(false);
    expect(sameMembers([1, 2], [1, 4])).toBe(false);
  });
});
