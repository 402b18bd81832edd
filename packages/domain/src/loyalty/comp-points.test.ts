import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compPointLevelOf,
  compPointLevelsReached,
  compPointStanding,
  compPointsForStake,
  earnsCompPoints,
} from './comp-points';

const LEVELS = [
  { id: 'silver', name: 'Silver', min: 1000, max: 4999 },
  { id: 'bronze', name: 'Bronze', min: 0, max: 999 },
  { id: 'gold', name: 'Gold', min: 5000, max: null },
];

describe('compPointsForStake', () => {
  it('earns points per unit of stake, rounded down', () => {
    expect(compPointsForStake(1050, { points: 1, perMinorUnits: 100 })).toBe(10);
    expect(compPointsForStake(99, { points: 1, perMinorUnits: 100 })).toBe(0);
    expect(compPointsForStake(1000, { points: 3, perMinorUnits: 100 })).toBe(30);
  });

  it('earns nothing for no stake or no rate', () => {
    expect(compPointsForStake(0, { points: 1, perMinorUnits: 100 })).toBe(0);
    expect(compPointsForStake(1000, { points: 0, perMinorUnits: 100 })).toBe(0);
    expect(compPointsForStake(1000, { points: 1, perMinorUnits: 0 })).toBe(0);
  });

  it('never earns more for a smaller stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (a, b) => {
        const rate = { points: 1, perMinorUnits: 100 };
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(compPointsForStake(lo, rate)).toBeLessThanOrEqual(compPointsForStake(hi, rate));
      }),
    );
  });
});

describe('earnsCompPoints', () => {
  it('a voided bet earns nothing; a played one does', () => {
    expect(earnsCompPoints('refund_entire')).toBe(false);
    expect(earnsCompPoints('canceled')).toBe(false);
    expect(earnsCompPoints('lose_entire')).toBe(true);
    expect(earnsCompPoints('win_entire')).toBe(true);
  });
});

describe('levels', () => {
  it('orders the levels and marks completed, current and locked', () => {
    expect(compPointStanding(1200, LEVELS).map((l) => [l.id, l.status, l.writeable])).toEqual([
      ['bronze', 'completed', false],
      ['silver', 'current', true],
      ['gold', 'locked', false],
    ]);
    expect(compPointStanding(1_000_000, LEVELS).at(-1)?.status).toBe('current');
  });

  it('finds the level holding the points, none in a gap', () => {
    expect(compPointLevelOf(999, LEVELS)?.id).toBe('bronze');
    expect(compPointLevelOf(5000, LEVELS)?.id).toBe('gold');
    expect(compPointLevelOf(10, [{ id: 'x', name: 'X', min: 100, max: null }])).toBeNull();
  });

  it('names each level reached by a gain once, lowest first', () => {
    expect(compPointLevelsReached(900, 6000, LEVELS).map((l) => l.id)).toEqual(['silver', 'gold']);
    expect(compPointLevelsReached(1000, 1200, LEVELS)).toEqual([]);
    expect(compPointLevelsReached(1200, 900, LEVELS)).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, b, c) => {
          const [x, y, z] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
          const split = [
            ...compPointLevelsReached(x, y, LEVELS),
            ...compPointLevelsReached(y, z, LEVELS),
          ];
          expect(split).toEqual(compPointLevelsReached(x, z, LEVELS));
        },
      ),
    );
  });
});
