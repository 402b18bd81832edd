import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor, odds } from '../../testing';
import {
  binomial,
  combinations,
  compareSystemTypes,
  isSystemAvailable,
  sortSystemTypes,
  systemPotentialWin,
  systemTotalStake,
  systemType,
  systemTypeName,
  systemTypesFor,
} from './system';

describe('system bets', () => {
  it('places a 2/3 on A, B, C as the doubles AB, AC and BC', () => {
    expect(combinations(['A', 'B', 'C'], 2)).toEqual([
      ['A', 'B'],
      ['A', 'C'],
      ['B', 'C'],
    ]);
  });

  it('has one combination of every selection and one of none', () => {
    expect(combinations(['A', 'B', 'C'], 3)).toEqual([['A', 'B', 'C']]);
    expect(combinations(['A', 'B'], 0)).toEqual([[]]);
    expect(combinations(['A', 'B'], 3)).toEqual([]);
  });

  it('counts combinations as n choose k', () => {
    expect(binomial(3, 2)).toBe(3);
    expect(binomial(4, 2)).toBe(6);
    expect(binomial(10, 5)).toBe(252);
    expect(binomial(20, 10)).toBe(184_756);
    expect(binomial(3, 4)).toBe(0);
  });

  it('offers k from 2 to n - 1 for n selections, by totalCount then winCount', () => {
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(3)).toEqual([{ selectionCount: 3, winCount: 2, totalCount: 3 }]);
    expect(systemTypesFor(5).map(systemTypeName)).toEqual(['4/5', '2/5', '3/5']);
    expect(systemTypesFor(5).map((t) => t.totalCount)).toEqual([5, 10, 10]);
  });

  it('sorts any list of system types by totalCount, then winCount', () => {
    const sorted = sortSystemTypes([
      systemType(4, 2),
      systemType(3, 2),
      systemType(5, 3),
      systemType(5, 2),
    ]);
    expect(sorted.map(systemTypeName)).toEqual(['2/3', '2/4', '2/5', '3/5']);
    expect(compareSystemTypes(systemType(4, 3), systemType(4, 3))).toBe(0);
  });

  it('knows which systems exist', () => {
    expect(isSystemAvailable(3, 2)).toBe(true);
    expect(isSystemAvailable(3, 3)).toBe(false);
    expect(isSystemAvailable(4, 1)).toBe(false);
  });

  it('costs the stake times the number of combinations', () => {
    expect(systemTotalStake(minor(100), systemType(4, 2))).toBe(600);
  });

  it('pays every combination whose selections all win', () => {
    const prices = [odds(2), odds(3), odds(4)];
    expect(systemPotentialWin(minor(100), prices, 2)).toBe(600 + 800 + 1200);
    expect(systemPotentialWin(minor(100), prices, 2, [true, true, false])).toBe(600);
    expect(systemPotentialWin(minor(100), prices, 2, [true, false, false])).toBe(0);
  });

  it('floors each combination to the minor unit before adding', () => {
    // 1.555 × 1.555 = 2.418025 → 2.4180; 33 × 2.418 = 79.794 → 79 per combination.
    const prices = [odds(1.555), odds(1.555), odds(1.555)];
    expect(systemPotentialWin(minor(33), prices, 2)).toBe(79 * 3);
  });

  it('counts combinations as n choose k (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 12 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }))),
        ([n, k]) => {
          const items = Array.from({ length: n }, (_, i) => i);
          const all = combinations(items, k);
          expect(all).toHaveLength(binomial(n, k));
          expect(new Set(all.map((c) => c.join(','))).size).toBe(all.length);
          for (const combination of all) {
            expect(combination).toHaveLength(k);
            expect(
              combination.every((item, i) => i === 0 || item > (combination[i - 1] ?? -1)),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it('gives every offered type C(n, k) combinations (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), (n) => {
        const types = systemTypesFor(n);
        expect(types).toHaveLength(Math.max(0, n - 2));
        for (const type of types) expect(type.totalCount).toBe(binomial(n, type.winCount));
        expect(sortSystemTypes(types)).toEqual(types);
      }),
    );
  });
});
