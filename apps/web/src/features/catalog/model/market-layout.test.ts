import type { Market } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  availableGroups,
  buildMarketBlocks,
  listedMarkets,
  marketBlockHeightRem,
  marketsOfGroup,
  outcomeColumns,
  primaryGroup,
  sectionsByPrimaryGroup,
} from './market-layout';

let order = 0;
const market = (overrides: Partial<Market>): Market => ({
  matchUrnId: 'sr:match:1',
  id: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  outcomes: [],
  marketGroups: ['main'],
  priority: order++,
  mostBalanced: false,
  nextBetStop: null,
  customBetGroups: [],
  provider: 'betradar',
  ...overrides,
});

const winner = market({ id: 1, name: '1X2', marketGroups: ['main'], priority: 100 });
const total25 = market({
  id: 18,
  name: 'Total goals',
  specifier: 'total=2.5',
  marketGroups: ['totals', 'main'],
  priority: 80,
});
const total15 = market({
  id: 18,
  name: 'Total goals',
  specifier: 'total=1.5',
  marketGroups: ['main', 'totals'],
  priority: 80,
});
const handicap = market({
  id: 16,
  name: 'Handicap',
  specifier: 'hcp=-1',
  marketGroups: ['handicaps'],
  priority: 70,
});
const special = market({ id: 999, name: 'Special', marketGroups: ['weird'], priority: 10 });
const closed = market({ id: 5, name: 'Closed', status: 0 });

describe('match page market layout', () => {
  it('drops markets that are not allowed (status 0) and keeps suspended ones', () => {
    const suspended = market({ status: -1 });
    expect(listedMarkets([winner, closed, suspended])).toEqual([winner, suspended]);
  });

  it('files a market under its first group in display order', () => {
    expect(primaryGroup(total25)).toBe('main');
    expect(primaryGroup(handicap)).toBe('handicaps');
    expect(primaryGroup(special)).toBe('other');
  });

  it('offers only the groups that have markets, in display order', () => {
    expect(availableGroups([handicap, special, total25, winner])).toEqual([
      'main',
      'totals',
      'handicaps',
      'other',
    ]);
  });

  it('shows a market under every group it belongs to', () => {
    expect(marketsOfGroup([winner, total25, handicap], 'totals')).toEqual([total25]);
    expect(marketsOfGroup([winner, special], 'other')).toEqual([special]);
  });

  it('stacks the lines of one market type in one block, lowest line first, in API order', () => {
    const blocks = buildMarketBlocks([winner, total25, total15]);
    expect(blocks.map((block) => block.name)).toEqual(['1X2', 'Total goals']);
    expect(blocks[1]?.lines.map((line) => line.specifier)).toEqual(['total=1.5', 'total=2.5']);
  });

  it('keeps markets of one type with different names apart (map 1 and map 2 winner)', () => {
    const map1 = market({ id: 330, name: 'Map 1 - Winner', specifier: 'mapnr=1' });
    const map2 = market({ id: 330, name: 'Map 2 - Winner', specifier: 'mapnr=2' });
    expect(buildMarketBlocks([map1, map2])).toHaveLength(2);
  });

  it('builds the "all" view as sections per primary group', () => {
    const sections = sectionsByPrimaryGroup([handicap, total25, winner, special]);
    expect(sections.map((section) => section.group)).toEqual(['main', 'handicaps', 'other']);
  });

  it('lays out 1X2-like markets in three columns and others in two', () => {
    expect(outcomeColumns(3)).toBe(3);
    expect(outcomeColumns(9)).toBe(3);
    expect(outcomeColumns(2)).toBe(2);
    expect(outcomeColumns(6)).toBe(2);
    expect(outcomeColumns(1)).toBe(1);
  });

  it("reserves a block's room from its header and its rows of prices", () => {
    const outcomes = (count: number): Market['outcomes'] =>
      Array.from({ length: count }, (_, index) => ({
        id: String(index + 1),
        name: `${index + 1}`,
        odds: 2,
        active: true,
      }));
    const oneX2 = market({ outcomes: outcomes(3) });
    // Header 2.5 + one stacked row 3.25 + bottom 0.5.
    expect(marketBlockHeightRem({ key: 'a', name: '1X2', lines: [oneX2] })).toBe(6.25);
    const over = market({ specifier: 'total=1.5', outcomes: outcomes(2) });
    const under = market({ specifier: 'total=2.5', outcomes: outcomes(4) });
    // Header, three rows of 2.75 side by side, two gaps of 0.375, bottom.
    expect(marketBlockHeightRem({ key: 'b', name: 'Total', lines: [over, under] })).toBe(
      2.5 + 3 * 2.75 + 2 * 0.375 + 0.5,
    );
  });
});
