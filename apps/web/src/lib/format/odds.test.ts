import { describe, expect, it } from 'vitest';
import { formatCombinedOdds, formatDecimalOdds } from './odds';

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
    expect(formatCombinedOdds(101.5)).toBe('101.50');
  });

  it('shows a single price above 40 at the cap it is bet at', () => {
    expect(formatDecimalOdds(40)).toBe('40.00');
    expect(formatDecimalOdds(250)).toBe('40.00');
  });

  it('never caps combined odds or an odds limit', () => {
    expect(formatCombinedOdds(40 * 2.5)).toBe('100.00');
    expect(formatCombinedOdds(1000)).toBe('1000.00');
    expect(formatCombinedOdds(1)).toBe('1.001');
  });
});
