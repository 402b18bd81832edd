import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { odds } from '../../testing';
import type { DecimalOdds } from './odds';
import { ODDS_CAP, oddsFromScaledExact, oddsFromWire, oddsToScaled } from './odds';
import type { OddsFormat } from './odds-formats';
import {
  FRACTIONAL_MAX_DENOMINATOR,
  formatOdds,
  ODDS_FORMATS,
  ODDS_TYPE_OF_FORMAT,
  parseOdds,
  toOddsFormat,
} from './odds-formats';

// Every value derived by hand from the formulas of odds-formats.ts, rounded half away from zero:
// british = d - 1 as the closest fraction with denominator ≤ 100, american = +100(d - 1) or
// -100/(d - 1), hongkong = d - 1, indonesian = d - 1 or -1/(d - 1), malaysian = d - 1 or
// -1/(d - 1), percent = 100/d.
const TABLE: readonly (readonly [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
])[] = [
  // decimal, european, british, american, hongkong, indonesian, malaysian, percent
  [2.5, '2.50', '3/2', '+150', '1.50', '1.50', '-0.67', '40%'],
  [1.5, '1.50', '1/2', '-200', '0.50', '-2.00', '0.50', '67%'],
  [2, '2.00', '1/1', '+100', '1.00', '1.00', '1.00', '50%'],
  [1.25, '1.25', '1/4', '-400', '0.25', '-4.00', '0.25', '80%'],
  [1.2, '1.20', '1/5', '-500', '0.20', '-5.00', '0.20', '83%'],
  [1.8, '1.80', '4/5', '-125', '0.80', '-1.25', '0.80', '56%'],
  [1.91, '1.91', '91/100', '-110', '0.91', '-1.10', '0.91', '52%'],
  [1.909, '1.909', '10/11', '-110', '0.91', '-1.10', '0.91', '52%'],
  [1.333, '1.333', '1/3', '-300', '0.33', '-3.00', '0.33', '75%'],
  [1.1, '1.10', '1/10', '-1000', '0.10', '-10.00', '0.10', '91%'],
  [3, '3.00', '2/1', '+200', '2.00', '2.00', '-0.50', '33%'],
  [4.333, '4.333', '10/3', '+333', '3.33', '3.33', '-0.30', '23%'],
  [11, '11.00', '10/1', '+1000', '10.00', '10.00', '-0.10', '9%'],
  [41, '41.00', '40/1', '+4000', '40.00', '40.00', '-0.03', '2%'],
  [100, '100.00', '99/1', '+9900', '99.00', '99.00', '-0.01', '1%'],
  [1000, '1000.00', '999/1', '+99900', '999.00', '999.00', '-0.001', '0.1%'],
  [1.005, '1.005', '1/200', '-20000', '0.01', '-200.00', '0.01', '100%'],
  [1.001, '1.001', '1/1000', '-100000', '0.001', '-1000.00', '0.001', '100%'],
];

const COLUMNS: readonly OddsFormat[] = [
  'european',
  'british',
  'american',
  'hongkong',
  'indonesian',
  'malaysian',
  'percent',
];

describe('odds display formats', () => {
  describe.each(TABLE)('decimal %s', (decimal, ...shown) => {
    it.each(COLUMNS.map((format, index) => [format, shown[index] ?? ''] as const))(
      'shows as %s %s',
      (format, text) => {
        // Long prices are combined odds here: a single selection's price is capped at 40.
        expect(formatOdds(oddsFromScaledExact(oddsToScaled(decimal)), format)).toBe(text);
      },
    );
  });

  it('shows odds of exactly 1 as 1 plus the smallest step in every format', () => {
    const one = 1 as DecimalOdds;
    expect(formatOdds(one, 'european')).toBe('1.001');
    expect(formatOdds(one, 'british')).toBe('1/1000');
    expect(formatOdds(one, 'american')).toBe('-100000');
    expect(formatOdds(oddsFromWire(1), 'indonesian')).toBe('-1000.00');
  });

  it('shows the decimals asked for', () => {
    expect(formatOdds(odds(1.91), 'american', { fractionDigits: 2 })).toBe('-109.89');
    expect(formatOdds(odds(1.5), 'percent', { fractionDigits: 1 })).toBe('66.7%');
  });

  it('knows the format aliases', () => {
    expect(toOddsFormat('decimal')).toBe('european');
    expect(toOddsFormat('Fractional')).toBe('british');
    expect(toOddsFormat('hongkong')).toBe('hongkong');
    expect(toOddsFormat('roman')).toBeUndefined();
  });

  it('reads every settings name back to its format', () => {
    for (const format of ODDS_FORMATS)
      expect(toOddsFormat(ODDS_TYPE_OF_FORMAT[format])).toBe(format);
  });

  describe('parsing', () => {
    it.each([
      ['2.50', 'european', 2.5],
      ['2,5', 'european', 2.5],
      ['1', 'european', 1.001],
      ['3/2', 'british', 2.5],
      ['1 / 2', 'british', 1.5],
      ['evens', 'british', 2],
      ['0/1', 'british', 1.001],
      ['+150', 'american', 2.5],
      ['150', 'american', 2.5],
      ['-200', 'american', 1.5],
      ['-110', 'american', 1.9091],
      ['100', 'american', 2],
      ['-100', 'american', 2],
      ['1.50', 'hongkong', 2.5],
      ['0', 'hongkong', 1.001],
      ['1.50', 'indonesian', 2.5],
      ['-2.00', 'indonesian', 1.5],
      ['-0.67', 'malaysian', 2.4925],
      ['0.50', 'malaysian', 1.5],
      ['1.00', 'malaysian', 2],
      ['-1.00', 'malaysian', 2],
      ['40%', 'percent', 2.5],
      ['40 %', 'percent', 2.5],
      ['100', 'percent', 1.001],
      ['0.05%', 'percent', 40],
      ['5000', 'european', 40],
    ] as const)('reads %s %s as %s', (text, format, expected) => {
      expect(parseOdds(text, format)).toEqual({ ok: true, odds: expected });
    });

    it.each([
      ['50', 'american'],
      ['-99.99', 'american'],
      ['0.5', 'indonesian'],
      ['-0.99', 'indonesian'],
      ['1.5', 'malaysian'],
      ['-1.01', 'malaysian'],
      ['0', 'percent'],
      ['101%', 'percent'],
      ['0.99', 'european'],
      ['-0.5', 'hongkong'],
    ] as const)('refuses %s %s as out of range', (text, format) => {
      expect(parseOdds(text, format)).toEqual({ ok: false, code: 'error.odds.out_of_range' });
    });

    it.each([
      ['', 'european'],
      ['abc', 'european'],
      ['1.2.3', 'european'],
      ['3/0', 'british'],
      ['3:2', 'british'],
      ['1.5/2', 'british'],
      ['++150', 'american'],
    ] as const)('refuses %j %s as not odds', (text, format) => {
      expect(parseOdds(text, format)).toEqual({ ok: false, code: 'error.odds.invalid_format' });
    });
  });

  describe('formatting then parsing (property)', () => {
    const price = fc
      .integer({ min: 10_010, max: 10_000_000 })
      .map((n) => oddsFromScaledExact(BigInt(n)));

    // The value a format shows for decimal odds d, and the decimal odds a shown value stands for.
    const shownValue: Record<Exclude<OddsFormat, 'british'>, (d: number) => number> = {
      european: (d) => d,
      hongkong: (d) => d - 1,
      american: (d) => (d >= 2 ? 100 * (d - 1) : -100 / (d - 1)),
      indonesian: (d) => (d >= 2 ? d - 1 : -1 / (d - 1)),
      malaysian: (d) => (d <= 2 ? d - 1 : -1 / (d - 1)),
      percent: (d) => 100 / d,
    };
    const oddsShown: Record<Exclude<OddsFormat, 'british'>, (v: number) => number> = {
      european: (v) => v,
      hongkong: (v) => v + 1,
      american: (v) => (v > 0 ? 1 + v / 100 : 1 + 100 / -v),
      indonesian: (v) => (v > 0 ? 1 + v : 1 + 1 / -v),
      malaysian: (v) => (v > 0 ? 1 + v : 1 + 1 / -v),
      percent: (v) => 100 / v,
    };

    const halfUnit = (text: string): number => {
      const decimals = /\.(\d+)/.exec(text)?.[1]?.length ?? 0;
      return 0.5 * 10 ** -decimals;
    };

    it.each(ODDS_FORMATS.filter((f) => f !== 'british'))(
      'reads %s back to the price shown, within half its last digit',
      (format) => {
        fc.assert(
          fc.property(price, (d) => {
            const text = formatOdds(d, format);
            const shown = Number.parseFloat(text.replace('%', ''));
            // What is shown is the price's value in the format, within half the last digit…
            expect(Math.abs(shownValue[format](d) - shown)).toBeLessThanOrEqual(
              halfUnit(text) * (1 + 1e-9),
            );
            // …and reading it back gives the price that value stands for, at the odds scale.
            const parsed = parseOdds(text, format);
            expect(parsed.ok).toBe(true);
            if (!parsed.ok) return;
            const expected = Math.min(Math.max(oddsShown[format](shown), 1.001), ODDS_CAP);
            expect(Math.abs(parsed.odds - expected)).toBeLessThanOrEqual(0.00005 + 1e-9);
          }),
          { numRuns: 300 },
        );
      },
    );

    it('reads british back within 1/101 of the price', () => {
      // Parsing caps at 40, so only prices a single selection can have read back to themselves.
      const single = fc
        .integer({ min: 10_010, max: ODDS_CAP * 10_000 })
        .map((n) => oddsFromScaledExact(BigInt(n)));
      fc.assert(
        fc.property(single, (d) => {
          const parsed = parseOdds(formatOdds(d, 'british'), 'british');
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(Math.abs(parsed.odds - d)).toBeLessThanOrEqual(
            1 / (FRACTIONAL_MAX_DENOMINATOR + 1) + 0.0001,
          );
        }),
        { numRuns: 300 },
      );
    });
  });
});
