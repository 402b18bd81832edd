import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawLevel,
  drawUniform,
  hitProbability,
  jackpotContribution,
  jackpotPayout,
  qualifiesForJackpot,
  splitContribution,
} from './jackpot-rules';

const rules = { currency: 'EUR', minStake: 100, minOdds: 1.5, betTypes: [] as string[] };
const bet = { currency: 'EUR', cashStake: 1000, odds: 2, type: 'single' };

describe('qualifiesForJackpot', () => {
  it('takes a cash bet in the currency at or above the minimum stake and odds', () => {
    expect(qualifiesForJackpot(rules, bet)).toBe(true);
    expect(qualifiesForJackpot(rules, { ...bet, cashStake: 100, odds: 1.5 })).toBe(true);
  });

  it('refuses another currency, a smaller stake, lower odds, a bonus-funded bet', () => {
    expect(qualifiesForJackpot(rules, { ...bet, currency: 'USD' })).toBe(false);
    expect(qualifiesForJackpot(rules, { ...bet, cashStake: 99 })).toBe(false);
    expect(qualifiesForJackpot(rules, { ...bet, odds: 1.49 })).toBe(false);
    expect(qualifiesForJackpot({ ...rules, minStake: 0 }, { ...bet, cashStake: 0 })).toBe(false);
  });

  it('keeps to the bet types when the jackpot names some', () => {
    const combos = { ...rules, betTypes: ['combo'] };
    expect(qualifiesForJackpot(combos, bet)).toBe(false);
    expect(qualifiesForJackpot(combos, { ...bet, type: 'combo' })).toBe(true);
    expect(qualifiesForJackpot({ ...rules, minOdds: null }, { ...bet, odds: 1.01 })).toBe(true);
  });
});

describe('jackpotContribution and splitContribution', () => {
  it('takes the share of the stake rounded down', () => {
    expect(jackpotContribution(1001, 1000)).toBe(100);
    expect(jackpotContribution(99, 100)).toBe(0);
    expect(jackpotContribution(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(jackpotContribution(-5, 100)).toBe(0);
  });

  it('splits by weight with the largest remainders first', () => {
    expect(splitContribution(100, [2, 1])).toEqual([67, 33]);
    expect(splitContribution(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitContribution(10, [0, 1])).toEqual([0, 10]);
    expect(splitContribution(10, [0, 0])).toEqual([0, 0]);
  });

  it('parts always add up to the contribution, each within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const parts = splitContribution(total, weights);
          const sum = weights.reduce((a, w) => a + w, 0);
          expect(parts).toHaveLength(weights.length);
          if (sum === 0) {
            expect(parts.every((p) => p === 0)).toBe(true);
            return;
          }
          expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
          parts.forEach((part, i) => {
            const exact = (total * (weights[i] as number)) / sum;
            expect(part).toBeGreaterThanOrEqual(Math.floor(exact) - 1e-6);
            expect(part).toBeLessThanOrEqual(Math.ceil(exact) + 1e-6);
          });
        },
      ),
    );
  });
});

describe('the draw', () => {
  it('gives the same value for the same seed and number, and another for another number', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 31 }), (seed, n) => {
        const value = drawUniform(seed, n);
        expect(drawUniform(seed, n)).toBe(value);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
      }),
    );
    expect(drawUniform('seed', 1)).not.toBe(drawUniform('seed', 2));
    expect(drawUniform('seed', 1)).not.toBe(drawUniform('seeds', 1));
  });

  it('is close to uniform over many numbers', () => {
    const buckets = Array.from({ length: 10 }, () => 0);
    for (let n = 1; n <= 20_000; n += 1) {
      const index = Math.floor(drawUniform('uniformity', n) * 10);
      buckets[index] = (buckets[index] as number) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('has a chance growing with the contribution and with the pool toward the cap', () => {
    const at = (poolBefore: number, contribution: number) =>
      hitProbability({ poolBefore, contribution, mustHitBy: 10_000, forced: false });
    expect(at(1000, 10)).toBeCloseTo(10 / 9000);
    expect(at(1000, 20)).toBeGreaterThan(at(1000, 10));
    expect(at(9000, 10)).toBeGreaterThan(at(1000, 10));
    expect(at(1000, 0)).toBe(0);
    expect(hitProbability({ poolBefore: 0, contribution: 0, mustHitBy: 10, forced: true })).toBe(1);
  });

  it('without chance hits, hits only when forced or at the must-hit cap', () => {
    const level = { poolBefore: 9000, mustHitBy: 10_000, forced: false, chanceHits: false };
    expect(hitProbability({ ...level, contribution: 999 })).toBe(0);
    expect(hitProbability({ ...level, contribution: 1000 })).toBe(1);
    expect(hitProbability({ ...level, contribution: 10, forced: true })).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (n) => {
        expect(drawLevel('no-chance', n, { ...level, contribution: 999 }).hit).toBe(false);
      }),
    );
  });

  it('always hits once a contribution reaches the must-hit cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        (poolBefore, room, extra, n) => {
          const mustHitBy = poolBefore + room;
          const draw = drawLevel('cap', n, {
            poolBefore,
            contribution: room + extra,
            mustHitBy,
            forced: false,
          });
          expect(draw.hit).toBe(true);
        },
      ),
    );
  });

  it('a pool driven by many contributions hits before it passes its cap', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 500 }), (seed, step) => {
        let pool = 1000;
        const cap = 20_000;
        for (let n = 1; n <= 20_000; n += 1) {
          const draw = drawLevel(seed, n, {
            poolBefore: pool,
            contribution: step,
            mustHitBy: cap,
            forced: false,
          });
          if (draw.hit) {
            // Drawn no later than the contribution that reaches the cap.
            expect(pool).toBeLessThan(cap);
            return;
          }
          pool += step;
          expect(pool).toBeLessThan(cap);
        }
        throw new Error('never hit');
      }),
    );
  });

  it('a forced draw hits whatever the value', () => {
    const draw = drawLevel('forced', 7, {
      poolBefore: 0,
      contribution: 0,
      mustHitBy: 1e12,
      forced: true,
    });
    expect(draw).toMatchObject({ probability: 1, hit: true });
  });
});

describe('jackpotPayout', () => {
  it('pays the whole pool and starts again from the seed amount', () => {
    expect(jackpotPayout(12_345, 5000)).toEqual({ paid: 12_345, poolAfter: 5000 });
  });
});
