import { describe, expect, it } from 'vitest';
import {
  divCeil,
  divFloor,
  divRoundHalfUp,
  formatRational,
  formatScaled,
  gcd,
  parseExactDecimal,
} from './decimal';

describe('exact decimal helpers', () => {
  it('rounds halves away from zero', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divRoundHalfUp(5n, -2n)).toBe(-3n);
    expect(divRoundHalfUp(4n, 3n)).toBe(1n);
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('floors and ceils towards the infinities', () => {
    expect(divFloor(7n, 2n)).toBe(3n);
    expect(divFloor(-7n, 2n)).toBe(-4n);
    expect(divFloor(-6n, 2n)).toBe(-3n);
    expect(divCeil(7n, 2n)).toBe(4n);
    expect(divCeil(-7n, 2n)).toBe(-3n);
  });

  it('finds the greatest common divisor', () => {
    expect(gcd(12n, -18n)).toBe(6n);
    expect(gcd(0n, 5n)).toBe(5n);
  });

  it('prints scaled integers with the decimals asked for', () => {
    expect(formatScaled(17160n, 4)).toBe('1.7160');
    expect(formatScaled(17160n, 4, { minFractionDigits: 2 })).toBe('1.716');
    expect(formatScaled(25000n, 4, { minFractionDigits: 2 })).toBe('2.50');
    expect(formatScaled(-5n, 2)).toBe('-0.05');
    expect(formatScaled(150n, 0, { plusSign: true })).toBe('+150');
    expect(formatScaled(0n, 2, { plusSign: true })).toBe('0.00');
  });

  it('prints fractions rounded half-up', () => {
    expect(formatRational(2n, 3n, 2)).toBe('0.67');
    expect(formatRational(-2n, 3n, 2)).toBe('-0.67');
    expect(formatRational(-1n, 1000n, 2)).toBe('0.00');
    expect(formatRational(5n, 2n, 2, 3)).toBe('2.50');
  });

  it('reads decimals exactly', () => {
    expect(parseExactDecimal('-1.25')).toEqual({ numerator: -125n, denominator: 100n });
    expect(parseExactDecimal(' 2,5 ')).toEqual({ numerator: 25n, denominator: 10n });
    expect(parseExactDecimal('+7')).toEqual({ numerator: 7n, denominator: 1n });
    expect(parseExactDecimal('.5')).toEqual({ numerator: 5n, denominator: 10n });
    expect(parseExactDecimal('5.')).toEqual({ numerator: 5n, denominator: 1n });
    expect(parseExactDecimal('.')).toBeUndefined();
    expect(parseExactDecimal('1 000')).toBeUndefined();
    expect(parseExactDecimal('1e3')).toBeUndefined();
  });
});
