import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impliedProbabilities, MAX_ODDS, MIN_ODDS, priceWithMargin, roundOdds } from './margin';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Random fair books: 2 to 30 outcomes, normalised to sum to one. */
const fairBook = fc
  .array(fc.double({ min: 0.005, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 })
  .map((xs) => xs.map((x) => x / sum(xs)));

describe('bookmaker margin (power method)', () => {
  it('makes the implied probabilities add up to one plus the overround', () => {
    fc.assert(
      fc.property(fairBook, fc.double({ min: 0.01, max: 0.3, noNaN: true }), (fair, margin) => {
        expect(sum(impliedProbabilities(fair, margin))).toBeCloseTo(1 + margin, 8);
      }),
    );
  });

  it('keeps every implied probability above its fair value and at most one', () => {
    fc.assert(
      fc.property(fairBook, (fair) => {
        impliedProbabilities(fair, 0.05).forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(fair[i] as number);
          expect(p).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it('takes relatively more margin from the long shot than from the favourite', () => {
    const [fav, , outsider] = impliedProbabilities([0.6, 0.25, 0.15], 0.06);
    expect((fav as number) / 0.6).toBeLessThan((outsider as number) / 0.15);
  });

  it('prices a 1X2 of 0.50 / 0.27 / 0.23 at a 5% book', () => {
    const odds = priceWithMargin([0.5, 0.27, 0.23], 0.05);
    expect(sum(odds.map((o) => 1 / o))).toBeGreaterThanOrEqual(1.05);
    expect(sum(odds.map((o) => 1 / o))).toBeLessThan(1.06);
    expect(odds[0]).toBeGreaterThan(1.85);
    expect(odds[0]).toBeLessThan(1.95);
  });

  it('handles a double chance book whose fair values add up to two', () => {
    const implied = impliedProbabilities([0.77, 0.75, 0.48], 0.05);
    expect(sum(implied)).toBeCloseTo(2.05, 8);
  });

  it('does not price impossible outcomes', () => {
    expect(impliedProbabilities([0.7, 0, 0.3], 0.05)[1]).toBe(0);
  });
});

describe('odds rounding', () => {
  it('never goes below 1.01 or above the cap, and has at most two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 5000, noNaN: true }), (raw) => {
        const odds = roundOdds(raw);
        expect(odds).toBeGreaterThanOrEqual(MIN_ODDS);
        expect(odds).toBeLessThanOrEqual(MAX_ODDS);
        expect(Math.round(odds * 100) / 100).toBe(odds);
      }),
    );
  });

  it('rounds down, in the book’s favour', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.02, max: 400, noNaN: true }), (raw) => {
        expect(roundOdds(raw)).toBeLessThanOrEqual(raw + 1e-9);
      }),
    );
  });

  it('uses a finer ladder for short prices than for long shots', () => {
    expect(roundOdds(1.917)).toBe(1.91);
    expect(roundOdds(4.03)).toBe(4.02);
    expect(roundOdds(7.33)).toBe(7.3);
    expect(roundOdds(33.7)).toBe(33.5);
  });
});
