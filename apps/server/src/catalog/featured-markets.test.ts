import { describe, expect, it } from 'vitest';
import { type MarketLine, pickFeaturedMarkets } from './featured-markets';

let nextId = 1;
const line = (overrides: Partial<MarketLine> = {}): MarketLine => ({
  id: nextId++,
  matchId: 1,
  marketTypeId: 1,
  specifier: '',
  status: 1,
  priority: 1,
  mostBalanced: false,
  ...overrides,
});

describe('pickFeaturedMarkets', () => {
  it('makes the best-priority open market the main one, the next the secondary, the rest top', () => {
    const oneXTwo = line({ marketTypeId: 1, priority: 1 });
    const total = line({ marketTypeId: 18, priority: 2, specifier: 'total=2.5' });
    const handicap = line({ marketTypeId: 16, priority: 3, specifier: 'hcp=-1' });
    const btts = line({ marketTypeId: 29, priority: 4 });
    const featured = pickFeaturedMarkets([btts, handicap, total, oneXTwo]).get(1);
    expect(featured).toEqual({
      mainId: oneXTwo.id,
      secondaryId: total.id,
      topIds: [handicap.id, btts.id],
    });
  });

  it('never features a not-allowed market, even with the lowest priority', () => {
    const notAllowed = line({ marketTypeId: 10, priority: 0, status: 0 });
    const oneXTwo = line({ marketTypeId: 1, priority: 1 });
    const featured = pickFeaturedMarkets([notAllowed, oneXTwo]).get(1);
    expect(featured?.mainId).toBe(oneXTwo.id);
    expect(featured?.topIds).toEqual([]);
  });

  it('features suspended markets but never settled or cancelled ones', () => {
    const suspended = line({ marketTypeId: 1, priority: 2, status: -1 });
    const settled = line({ marketTypeId: 8, priority: 1, status: -3 });
    const cancelled = line({ marketTypeId: 9, priority: 1, status: -4 });
    const featured = pickFeaturedMarkets([suspended, settled, cancelled]).get(1);
    expect(featured).toEqual({
      mainId: suspended.id,
      secondaryId: null,
      topIds: [],
    });
  });

  it('represents a market type by its most balanced line', () => {
    const low = line({ marketTypeId: 18, specifier: 'total=1.5' });
    const balanced = line({ marketTypeId: 18, specifier: 'total=2.5', mostBalanced: true });
    const high = line({ marketTypeId: 18, specifier: 'total=3.5' });
    expect(pickFeaturedMarkets([low, balanced, high]).get(1)?.mainId).toBe(balanced.id);
  });

  it('without a balanced line prefers the best priority, then the first specifier', () => {
    const a = line({ marketTypeId: 18, specifier: 'total=3.5', priority: 5 });
    const b = line({ marketTypeId: 18, specifier: 'total=2.5', priority: 5 });
    const c = line({ marketTypeId: 18, specifier: 'total=4.5', priority: 6 });
    expect(pickFeaturedMarkets([a, b, c]).get(1)?.mainId).toBe(b.id);
  });

  it('breaks priority ties by market type id and caps the top list', () => {
    const lines = [5, 4, 3, 2, 1].map((type) => line({ marketTypeId: type, priority: 1 }));
    const featured = pickFeaturedMarkets(lines, 2).get(1);
    expect(featured?.mainId).toBe(lines[4]?.id);
    expect(featured?.secondaryId).toBe(lines[3]?.id);
    expect(featured?.topIds).toEqual([lines[2]?.id, lines[1]?.id]);
  });

  it('keeps matches apart and leaves matches without an open line out', () => {
    const first = line({ matchId: 1 });
    const second = line({ matchId: 2, status: -3 });
    const result = pickFeaturedMarkets([first, second]);
    expect(result.get(1)?.mainId).toBe(first.id);
    expect(result.has(2)).toBe(false);
  });
});
