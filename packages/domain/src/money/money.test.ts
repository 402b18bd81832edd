import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BTC, EUR, JPY, minor, USDT } from '../../testing';
import {
  chooseDisplayUnit,
  clampStake,
  formatMoney,
  formatStakeInput,
  fractionDigitsOf,
  majorToMinorUnits,
  minorUnits,
  minorUnitsToDecimalString,
  minStakeFor,
  parseAmount,
  sumMinorUnits,
} from './money';

describe('money in minor units', () => {
  it('counts each currency in its own minor units', () => {
    expect(fractionDigitsOf(EUR.subunits)).toBe(2);
    expect(fractionDigitsOf(JPY.subunits)).toBe(0);
    expect(fractionDigitsOf(BTC.subunits)).toBe(8);
    expect(() => fractionDigitsOf(12)).toThrow(RangeError);
  });

  it('refuses a float where minor units are expected', () => {
    expect(() => minorUnits(12.5)).toThrow(RangeError);
    expect(minorUnits(1250)).toBe(1250);
  });

  it('converts major-unit numbers from the wire without float drift', () => {
    expect(majorToMinorUnits(0.29, 100)).toBe(29);
    expect(majorToMinorUnits(12.345, 100)).toBe(1235);
    expect(majorToMinorUnits(0.00012, BTC.subunits)).toBe(12_000);
    expect(majorToMinorUnits(1000, 1)).toBe(1000);
  });

  it('prints the main-unit value exactly', () => {
    expect(minorUnitsToDecimalString(minor(1250), 100)).toBe('12.50');
    expect(minorUnitsToDecimalString(minor(1), BTC.subunits)).toBe('0.00000001');
    expect(minorUnitsToDecimalString(minor(-5), 100)).toBe('-0.05');
  });

  it('never lets a stake go negative or fractional', () => {
    expect(clampStake(-5)).toBe(0);
    expect(clampStake(12.9)).toBe(12);
    expect(clampStake(Number.NaN)).toBe(0);
    expect(clampStake(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('adds amounts exactly', () => {
    expect(sumMinorUnits([minor(10), minor(20), minor(12)])).toBe(42);
    expect(sumMinorUnits([])).toBe(0);
    expect(sumMinorUnits([minor(Number.MAX_SAFE_INTEGER), minor(1)])).toBe(Number.MAX_SAFE_INTEGER);
  });

  describe('reading a typed amount', () => {
    it.each([
      ['12.5', 1250],
      ['12,50', 1250],
      ['0.1', 10],
      ['7', 700],
      ['.5', 50],
    ])('reads %s EUR as %i minor units', (text, expected) => {
      expect(parseAmount(text, EUR)).toEqual({ ok: true, amount: expected });
    });

    it('reads an amount typed in a subcurrency', () => {
      expect(parseAmount('1.5', BTC, { code: 'mBTC', multiplier: 1000 })).toEqual({
        ok: true,
        amount: 150_000,
      });
      expect(parseAmount('0.01', BTC, { code: 'µBTC', multiplier: 1_000_000 })).toEqual({
        ok: true,
        amount: 1,
      });
    });

    it('refuses more decimals than the currency has instead of rounding', () => {
      expect(parseAmount('12.555', EUR)).toEqual({
        ok: false,
        code: 'error.money.too_many_decimals',
        maxFractionDigits: 2,
      });
      expect(parseAmount('12.500', EUR)).toEqual({ ok: true, amount: 1250 });
      expect(parseAmount('0.001', BTC, { code: 'µBTC', multiplier: 1_000_000 })).toMatchObject({
        ok: false,
        code: 'error.money.too_many_decimals',
      });
    });

    it('refuses text that is not an amount, and negative amounts', () => {
      expect(parseAmount('abc', EUR)).toEqual({ ok: false, code: 'error.money.invalid_amount' });
      expect(parseAmount('', EUR)).toEqual({ ok: false, code: 'error.money.invalid_amount' });
      expect(parseAmount('-1', EUR)).toEqual({ ok: false, code: 'error.money.out_of_range' });
      expect(parseAmount('1e3', EUR)).toEqual({ ok: false, code: 'error.money.invalid_amount' });
      expect(parseAmount('99999999999999999', EUR)).toEqual({
        ok: false,
        code: 'error.money.out_of_range',
      });
    });
  });

  describe('subcurrency chosen by the amount', () => {
    it.each([
      [200_000_000, 'BTC'],
      [100_000_000, 'BTC'],
      [50_000_000, 'mBTC'],
      [100_000, 'mBTC'],
      [50_000, 'µBTC'],
      [100, 'µBTC'],
      [1, 'µBTC'],
      [0, 'BTC'],
    ])('shows %i satoshis in %s', (amount, code) => {
      expect(chooseDisplayUnit(minor(amount), BTC).code).toBe(code);
    });

    it('keeps fiat in its main unit', () => {
      expect(chooseDisplayUnit(minor(1), EUR)).toEqual({ code: 'EUR', multiplier: 1 });
    });

    it('never uses a unit finer than the minor unit', () => {
      const withNano = { ...BTC, subcurrencies: [{ code: 'nBTC', multiplier: 1e9 }] };
      expect(chooseDisplayUnit(minor(1), withNano).code).toBe('BTC');
    });
  });

  describe('stake input', () => {
    it('shows fiat stakes with 2 decimals', () => {
      expect(formatStakeInput(minor(1250), EUR)).toBe('12.50');
      expect(formatStakeInput(minor(1000), JPY)).toBe('1000');
    });

    it('shows crypto stakes in the chosen unit without trailing zeros', () => {
      expect(formatStakeInput(minor(150_000), BTC)).toBe('1.5');
      expect(formatStakeInput(minor(100_000_000), BTC)).toBe('1');
      expect(formatStakeInput(minor(123_456_789), BTC)).toBe('1.23456789');
      expect(formatStakeInput(minor(1), BTC)).toBe('0.01');
    });

    it('cuts crypto stakes to 8 decimals rather than showing them larger', () => {
      const coin = { code: 'ETH', subunits: 1e12, fiat: false, subcurrencies: [] };
      expect(formatStakeInput(minor(1_234_567_891_999), coin)).toBe('1.23456789');
    });
  });

  describe('currency formatting', () => {
    it('formats fiat with the currency symbol and its decimals', () => {
      expect(formatMoney(minor(123_450), EUR)).toBe('€1,234.50');
      expect(formatMoney(minor(123_450), EUR, { currencyDisplay: 'code' })).toMatch(
        /^EUR\s1,234\.50$/,
      );
      expect(formatMoney(minor(123_450), EUR, { locale: 'de' })).toMatch(/^1\.234,50\s€$/);
      expect(formatMoney(minor(1000), JPY)).toBe('¥1,000');
    });

    it('formats crypto in the subcurrency chosen by the amount', () => {
      expect(formatMoney(minor(150_000), BTC)).toBe('1.5 mBTC');
      expect(formatMoney(minor(250_000_000), BTC)).toBe('2.5 BTC');
      expect(formatMoney(minor(150_000), BTC, { unit: 'main' })).toBe('0.0015 BTC');
      expect(formatMoney(minor(1_500_000), USDT)).toBe('1.5 USDT');
    });

    it('never shows more than 10 fraction digits', () => {
      const coin = { code: 'ETH', subunits: 1e15, fiat: false, subcurrencies: [] };
      expect(formatMoney(minor(1), coin)).toBe('0 ETH');
      expect(formatMoney(minor(100_000), coin)).toBe('0.0000000001 ETH');
    });

    it('uses the arab numbering system for Arabic', () => {
      expect(formatMoney(minor(1250), USDT, { locale: 'ar', unit: 'main' })).toContain('٠٫٠٠١٢٥');
    });
  });

  describe('minimum stakes', () => {
    it('asks 0.10 of a fiat unit and 0.000001 of a crypto unit', () => {
      expect(minStakeFor(EUR)).toBe(10);
      expect(minStakeFor(BTC)).toBe(100);
      expect(minStakeFor(USDT)).toBe(1);
    });

    it('rounds the minimum up to a whole minor unit', () => {
      expect(minStakeFor(JPY)).toBe(1);
    });

    it('takes a configured minimum for the currency over the default', () => {
      expect(minStakeFor(EUR, { EUR: minor(50) })).toBe(50);
      expect(minStakeFor(BTC, { EUR: minor(50) })).toBe(100);
    });
  });

  it('reads back every amount it prints (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), (amount) => {
        const text = minorUnitsToDecimalString(minor(amount), EUR.subunits);
        expect(parseAmount(text, EUR)).toEqual({ ok: true, amount });
        const unit = chooseDisplayUnit(minor(amount), BTC);
        const typed = formatStakeInput(minor(amount), BTC, unit);
        expect(parseAmount(typed, BTC, unit)).toEqual({ ok: true, amount });
      }),
    );
  });
});
