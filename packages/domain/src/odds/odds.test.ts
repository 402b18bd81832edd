import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBetLimits, makeSelection, makeTicketBet, minor, odds } from '../../testing';
import { checkBetLimits, DEFAULT_ODDS_LIMIT, oddsLimitFromWire } from '../limits/bet-limits';
import {
  combineOdds,
  compareOdds,
  isValidWireOdds,
  normalizeScaledOdds,
  ODDS_CAP,
  ODDS_ONE,
  oddsFromWire,
  oddsToScaled,
  sameOdds,
  stakeTimesOdds,
} from './odds';

describe('decimal odds', () => {
  it('combines 1.1 × 1.2 × 1.3 into exactly 1.716', () => {
    expect(combineOdds([odds(1.1), odds(1.2), odds(1.3)])).toBe(1.716);
  });

  it('rounds combined odds half-up once, to 4 decimals', () => {
    // 1.111 × 1.222 = 1.357642; 1.5 × 1.5 × 1.5 = 3.375 stays exact.
    expect(combineOdds([odds(1.111), odds(1.222)])).toBe(1.3576);
    expect(combineOdds([odds(1.5), odds(1.5), odds(1.5)])).toBe(3.375);
    // 1.005 × 1.005 = 1.010025 → 1.0100 (the 5 at the 6th decimal is not a half of the 4th).
    expect(combineOdds([odds(1.005), odds(1.005)])).toBe(1.01);
    // 1.015 × 1.01 = 1.02515 → 1.0252 (half rounds up).
    expect(combineOdds([odds(1.015), odds(1.01)])).toBe(1.0252);
  });

  it('gives combined odds of 1 for no selections', () => {
    expect(combineOdds([])).toBe(ODDS_ONE);
  });

  it('does not cap the combined odds of a long combo', () => {
    expect(combineOdds([odds(40), odds(40), odds(40)])).toBe(64_000);
  });

  it('treats odds of exactly 1 as 1 plus the smallest step', () => {
    expect(oddsFromWire(1)).toBe(1.001);
    expect(normalizeScaledOdds(10_000n)).toBe(1.001);
  });

  it('keeps prices up to 40 and caps prices above 40 at 40 (spec section 9)', () => {
    expect(ODDS_CAP).toBe(40);
    expect(oddsFromWire(12.5)).toBe(12.5);
    expect(oddsFromWire(40)).toBe(40);
    expect(oddsFromWire(40.001)).toBe(40);
    expect(oddsFromWire(250)).toBe(40);
    expect(oddsFromWire(10_001)).toBe(40);
  });

  it('never lets a single price through that the default odds limit refuses', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e9, noNaN: true }), (wire) => {
        const price = oddsFromWire(wire);
        const limits = makeBetLimits({
          oddsLimit: { value: oddsLimitFromWire(DEFAULT_ODDS_LIMIT), action: 'reject' },
        });
        const single = makeTicketBet({ selections: [makeSelection({ odds: price })] });
        expect(price).toBeLessThanOrEqual(ODDS_CAP);
        expect(checkBetLimits([single], limits)).toEqual({ ok: true });
      }),
    );
  });

  it('reads wire odds with up to 3 decimals exactly', () => {
    expect(oddsFromWire(2.35)).toBe(2.35);
    expect(oddsToScaled(oddsFromWire(1.001))).toBe(10_010n);
    expect(oddsToScaled(oddsFromWire(0.1 + 0.2 + 1))).toBe(13_000n);
  });

  it('refuses wire odds below 1 or not finite as a broken contract', () => {
    expect(isValidWireOdds(0.99)).toBe(false);
    expect(isValidWireOdds(Number.NaN)).toBe(false);
    expect(() => oddsFromWire(0.5)).toThrow(RangeError);
    expect(() => oddsFromWire(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('compares prices exactly', () => {
    expect(compareOdds(odds(2.1), odds(2.05))).toBe(1);
    expect(compareOdds(odds(1.5), odds(1.75))).toBe(-1);
    expect(sameOdds(combineOdds([odds(1.1), odds(1.2), odds(1.3)]), odds(1.716))).toBe(true);
  });

  it('pays stake times odds floored to the minor unit', () => {
    expect(stakeTimesOdds(minor(1000), combineOdds([odds(1.1), odds(1.2), odds(1.3)]))).toBe(1716);
    expect(stakeTimesOdds(minor(333), odds(1.5))).toBe(499);
  });

  it('keeps every combination on the 4-decimal grid (property)', () => {
    // Up to 6 legs of at most 20.000: combined odds below 6.4e7 stay exact as numbers.
    const price = fc.integer({ min: 1001, max: 20_000 }).map((n) => odds(n / 1000));
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 6 }), (prices) => {
        const combined = combineOdds(prices);
        expect(Number(combined.toFixed(4))).toBe(combined);
        const exact = prices.reduce((product, p) => product * oddsToScaled(p), 1n);
        const scale = 10_000n ** BigInt(prices.length - 1);
        const diff = oddsToScaled(combined) * scale - exact;
        // Rounded once: within half a step of the exact product.
        expect(2n * (diff < 0n ? -diff : diff) <= scale).toBe(true);
      }),
    );
  });
});
