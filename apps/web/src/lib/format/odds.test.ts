import { describe, expect, it } from 'vitest';
import { formatDecimalOdds } from './odds';

describe('formatDecimalOdds', () => {
  it('shows two decimals', () => {
    expect(formatDecimalOdds(2.1)).toBe('2.10');
    expect(formatDecimalOdds(3)).toBe('3.00');
    expect(formatDecimalOdds(1.95)).toBe('1.95');
  });

  it('keeps a third decimal when the price has one', () => {
    expect(formatDecimalOdds(1.125)).toBe('1.125');
    expect(formatDecimalOdds(1.001)).toBe('1.001');
  });

  it('is not fooled by binary floats', () => {
    expect(formatDecimalOdds(1.1 * 3)).toBe('3.30');
    expect(formatDecimalOdds(101.5)).toBe('101.50');
  });
});
