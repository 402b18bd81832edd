import { describe, expect, it, vi } from 'vitest';
import {
  decimalSeparator,
  formatCombinedOdds,
  formatDecimalOdds,
  seedDecimalSeparator,
} from './odds';

describe('formatDecimalOdds', () => {
  it('shows two decimals', () => {
    expect(formatDecimalOdds(2.1, 'en', 'european')).toBe('2.10');
    expect(formatDecimalOdds(3, 'en', 'european')).toBe('3.00');
    expect(formatDecimalOdds(1.95, 'en', 'european')).toBe('1.95');
  });

  it('keeps a third decimal when the price has one', () => {
    expect(formatDecimalOdds(1.125, 'en', 'european')).toBe('1.125');
    expect(formatDecimalOdds(1.001, 'en', 'european')).toBe('1.001');
  });

  it('is not fooled by binary floats', () => {
    expect(formatDecimalOdds(1.1 * 3, 'en', 'european')).toBe('3.30');
    expect(formatCombinedOdds(101.5, 'en', 'european')).toBe('101.50');
  });

  it('shows a single price above 40 at the cap it is bet at', () => {
    expect(formatDecimalOdds(40, 'en', 'european')).toBe('40.00');
    expect(formatDecimalOdds(250, 'en', 'european')).toBe('40.00');
  });

  it('never caps combined odds or an odds limit', () => {
    expect(formatCombinedOdds(40 * 2.5, 'en', 'european')).toBe('100.00');
    expect(formatCombinedOdds(1000, 'en', 'european')).toBe('1000.00');
    expect(formatCombinedOdds(1, 'en', 'european')).toBe('1.001');
  });
});

describe('odds in the page locale', () => {
  it('writes the German decimal comma and keeps the domain digits', () => {
    expect(formatDecimalOdds(2.5, 'de', 'european')).toBe('2,50');
    expect(formatDecimalOdds(1.125, 'de', 'european')).toBe('1,125');
    expect(formatDecimalOdds(250, 'de', 'european')).toBe('40,00');
  });

  it('never groups thousands of combined odds', () => {
    expect(formatCombinedOdds(1000, 'de', 'european')).toBe('1000,00');
    expect(formatCombinedOdds(12345.5, 'en', 'european')).toBe('12345.50');
  });

  it('reads the separator from the locale, regional variants included', () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('de-CH')).toBe('.');
    expect(formatDecimalOdds(2.5, 'de-CH', 'european')).toBe('2.50');
  });
});

describe('odds in the player format', () => {
  it('shows a price in each of the seven formats', () => {
    expect(formatDecimalOdds(2.5, 'en', 'british')).toBe('3/2');
    expect(formatDecimalOdds(2.5, 'en', 'american')).toBe('+150');
    expect(formatDecimalOdds(1.5, 'en', 'american')).toBe('-200');
    expect(formatDecimalOdds(2.5, 'en', 'hongkong')).toBe('1.50');
    expect(formatDecimalOdds(1.5, 'en', 'indonesian')).toBe('-2.00');
    expect(formatDecimalOdds(2.5, 'en', 'malaysian')).toBe('-0.67');
    expect(formatDecimalOdds(2.5, 'en', 'percent')).toBe('40%');
  });

  it('caps a single price in any format but never combined odds', () => {
    expect(formatDecimalOdds(250, 'en', 'american')).toBe('+3900');
    expect(formatCombinedOdds(250, 'en', 'american')).toBe('+24900');
  });

  it('writes the German comma in formats with decimals only', () => {
    expect(formatDecimalOdds(2.5, 'de', 'malaysian')).toBe('-0,67');
    expect(formatDecimalOdds(2.5, 'de', 'british')).toBe('3/2');
    expect(formatDecimalOdds(2.5, 'de', 'american')).toBe('+150');
  });

  it('answers the same text for a price seen before, whatever format came between', () => {
    const first = formatDecimalOdds(1.91, 'en', 'american');
    formatDecimalOdds(1.91, 'en', 'british');
    expect(formatDecimalOdds(1.91, 'en', 'american')).toBe(first);
    expect(first).toBe('-110');
  });
});

describe('a separator handed down by the server', () => {
  it('is used without asking Intl', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    // A locale the tests use nowhere else, so no earlier call has cached it.
    seedDecimalSeparator('de-AT', ',');
    expect(formatDecimalOdds(2.1, 'de-AT', 'european')).toBe('2,10');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('never replaces what the browser already worked out, and an empty seed is ignored', () => {
    expect(decimalSeparator('fr-CH')).toBe(',');
    seedDecimalSeparator('fr-CH', '.');
    expect(decimalSeparator('fr-CH')).toBe(',');
    seedDecimalSeparator('it-CH', undefined);
    expect(decimalSeparator('it-CH')).toBe('.');
  });
});
