import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatCombinedOdds, formatDecimalOdds } from './odds';

describe('formatDecimalOdds', () => {
  it('shows two decimals', () => {
    expect(formatDecimalOdds(2.1, 'en')).toBe('2.10');
    expect(formatDecimalOdds(3, 'en')).toBe('3.00');
    expect(formatDecimalOdds(1.95, 'en')).toBe('1.95');
  });

  it('keeps a third decimal when the price has one', () => {
    expect(formatDecimalOdds(1.125, 'en')).toBe('1.125');
    expect(formatDecimalOdds(1.001, 'en')).toBe('1.001');
  });

  it('is not fooled by binary floats', () => {
    expect(formatDecimalOdds(1.1 * 3, 'en')).toBe('3.30');
    expect(formatCombinedOdds(101.5, 'en')).toBe('101.50');
  });

  it('shows a single price above 40 at the cap it is bet at', () => {
    expect(formatDecimalOdds(40, 'en')).toBe('40.00');
    expect(formatDecimalOdds(250, 'en')).toBe('40.00');
  });

  it('never caps combined odds or an odds limit', () => {
    expect(formatCombinedOdds(40 * 2.5, 'en')).toBe('100.00');
    expect(formatCombinedOdds(1000, 'en')).toBe('1000.00');
    expect(formatCombinedOdds(1, 'en')).toBe('1.001');
  });
});

describe('odds in the page locale', () => {
  it('writes the German decimal comma and keeps the domain digits', () => {
    expect(formatDecimalOdds(2.5, 'de')).toBe('2,50');
    expect(formatDecimalOdds(1.125, 'de')).toBe('1,125');
    expect(formatDecimalOdds(250, 'de')).toBe('40,00');
  });

  it('never groups thousands of combined odds', () => {
    expect(formatCombinedOdds(1000, 'de')).toBe('1000,00');
    expect(formatCombinedOdds(12345.5, 'en')).toBe('12345.50');
  });

  it('reads the separator from the locale, regional variants included', () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('de-CH')).toBe('.');
    expect(formatDecimalOdds(2.5, 'de-CH')).toBe('2.50');
  });
});
