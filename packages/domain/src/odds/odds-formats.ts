import { divRoundHalfUp, formatRational, gcd, parseExactDecimal, pow10 } from '../core/decimal';
import type { Refusal } from '../core/result';
import { refuse } from '../core/result';
import type { DecimalOdds } from './odds';
import { MIN_ODDS_SCALED, ODDS_SCALE, normalizeScaledOdds, oddsToScaled } from './odds';

/**
 * The seven display formats a player can choose (spec section 5). Every value below is derived
 * from decimal odds d:
 *
 * | format     | d ≥ 2             | d < 2             | 2.50  | 1.50  |
 * |------------|-------------------|-------------------|-------|-------|
 * | european   | d                 | d                 | 2.50  | 1.50  |
 * | british    | (d - 1) as a/b    | (d - 1) as a/b    | 3/2   | 1/2   |
 * | hongkong   | d - 1             | d - 1             | 1.50  | 0.50  |
 * | american   | +100 × (d - 1)    | -100 / (d - 1)    | +150  | -200  |
 * | indonesian | d - 1             | -1 / (d - 1)      | 1.50  | -2.00 |
 * | malaysian  | -1 / (d - 1)      | d - 1 (d ≤ 2)     | -0.67 | 0.50  |
 * | percent    | 100 / d           | 100 / d           | 40%   | 67%   |
 *
 * At exactly 2.00 (evens) American shows +100, Indonesian 1.00 and Malaysian 1.00.
 */
export const ODDS_FORMATS = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;

export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Other names players and settings use for the same formats. */
export const ODDS_FORMAT_ALIASES: Readonly<Record<string, OddsFormat>> = {
  decimal: 'european',
  fractional: 'british',
  uk: 'british',
  us: 'american',
  hk: 'hongkong',
  indo: 'indonesian',
  malay: 'malaysian',
  probability: 'percent',
};

/**
 * The names the settings call (`odds_type`, and local storage for visitors) use for each format,
 * in the order a picker lists them: the common names players know, "decimal" and "fractional",
 * for european and british.
 */
export const ODDS_TYPE_OF_FORMAT = {
  european: 'decimal',
  british: 'fractional',
  hongkong: 'hongkong',
  american: 'american',
  indonesian: 'indonesian',
  malaysian: 'malaysian',
  percent: 'percent',
} as const satisfies Record<OddsFormat, string>;

export type OddsTypeName = (typeof ODDS_TYPE_OF_FORMAT)[OddsFormat];

/** A format name from settings or storage: "decimal" → european; unknown names → undefined. */
export function toOddsFormat(name: string): OddsFormat | undefined {
  const key = name.trim().toLowerCase();
  return (ODDS_FORMATS as readonly string[]).includes(key)
    ? (key as OddsFormat)
    : ODDS_FORMAT_ALIASES[key];
}

/**
 * Decimals shown per format. European shows 2 and up to 3 when the price has them (1.125 stays
 * 1.125, 2.5 shows 2.50); American shows whole numbers (+150, -110); percent shows none (spec
 * section 9: percent with 0 digits). British is a fraction and has no decimals.
 */
export const ODDS_FORMAT_FRACTION_DIGITS: Readonly<
  Record<Exclude<OddsFormat, 'british'>, { min: number; max: number }>
> = {
  european: { min: 2, max: 3 },
  hongkong: { min: 2, max: 2 },
  american: { min: 0, max: 0 },
  indonesian: { min: 2, max: 2 },
  malaysian: { min: 2, max: 2 },
  percent: { min: 0, max: 0 },
};

/**
 * British fractions use the closest fraction with a denominator up to 100: 1.9091 → 10/11,
 * 1.3333 → 1/3. Such a fraction is within 1/101 of the price. Prices too short for any such
 * fraction other than 0/1 (below 1.005) show as 1/n: 1.001 → 1/1000.
 */
export const FRACTIONAL_MAX_DENOMINATOR = 100;

/**
 * A price is never shown as zero, which would read back as odds of 1 or not at all: when the
 * format's decimals round it to zero, decimals are added up to this many. Hong Kong 1.001 shows
 * "0.001" rather than "0.00"; Malaysian 1000 shows "-0.001"; percent 1000 shows "0.1%".
 */
export const ODDS_FORMAT_MAX_FRACTION_DIGITS = 8;

export interface FormatOddsOptions {
  /** Fixed number of decimals, overriding ODDS_FORMAT_FRACTION_DIGITS (ignored for british). */
  readonly fractionDigits?: number;
}

const SCALE = ODDS_SCALE;
const TWO = 2n * SCALE;

/**
 * Shows decimal odds in a display format, rounded half-up from the exact value:
 * formatOdds(2.5, 'american') → "+150"; formatOdds(2.5, 'malaysian') → "-0.67".
 * Plain ASCII with "." as separator; localising digits is the view's business.
 */
export function formatOdds(
  odds: DecimalOdds,
  format: OddsFormat,
  options: FormatOddsOptions = {},
): string {
  // Odds of exactly 1 (a combo of nothing) show as 1.001, the smallest step; long combined odds
  // are shown as they are, uncapped.
  const scaled = maxBigInt(oddsToScaled(odds), MIN_ODDS_SCALED);
  const profit = scaled - SCALE;
  if (format === 'british') return formatFraction(profit);
  const digits = ODDS_FORMAT_FRACTION_DIGITS[format];
  const min = options.fractionDigits ?? digits.min;
  const max = options.fractionDigits ?? digits.max;
  const show = (numerator: bigint, denominator: bigint, plusSign = false): string =>
    formatRational(
      numerator,
      denominator,
      min,
      nonZeroDigits(numerator, denominator, max),
      plusSign,
    );
  switch (format) {
    case 'european':
      return show(scaled, SCALE);
    case 'hongkong':
      return show(profit, SCALE);
    case 'american':
      return scaled >= TWO ? show(100n * profit, SCALE, true) : show(-100n * SCALE, profit);
    case 'indonesian':
      return scaled >= TWO ? show(profit, SCALE) : show(-SCALE, profit);
    case 'malaysian':
      return scaled <= TWO ? show(profit, SCALE) : show(-SCALE, profit);
    case 'percent':
      return `${show(100n * SCALE, scaled)}%`;
  }
}

/** The fewest decimals from `digits` up that keep a non-zero value from rounding to zero. */
function nonZeroDigits(numerator: bigint, denominator: bigint, digits: number): number {
  let shown = digits;
  while (
    numerator !== 0n &&
    shown < ODDS_FORMAT_MAX_FRACTION_DIGITS &&
    divRoundHalfUp(numerator * pow10(shown), denominator) === 0n
  ) {
    shown += 1;
  }
  return shown;
}

function maxBigInt(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

function formatFraction(profit: bigint): string {
  const [numerator, denominator] = limitDenominator(
    profit,
    SCALE,
    BigInt(FRACTIONAL_MAX_DENOMINATOR),
  );
  if (numerator === 0n) return `1/${divRoundHalfUp(SCALE, profit)}`;
  return `${numerator}/${denominator}`;
}

/**
 * The fraction closest to numerator/denominator whose denominator is at most `maxDenominator`
 * (continued fractions, as Python's Fraction.limit_denominator). Both inputs positive.
 */
function limitDenominator(
  numerator: bigint,
  denominator: bigint,
  maxDenominator: bigint,
): [bigint, bigint] {
  const divisor = gcd(numerator, denominator);
  const targetN = numerator / divisor;
  const targetD = denominator / divisor;
  if (targetD <= maxDenominator) return [targetN, targetD];
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let [n, d] = [targetN, targetD];
  for (;;) {
    const a = n / d;
    const q2 = q0 + a * q1;
    if (q2 > maxDenominator) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
  }
  const k = (maxDenominator - q0) / q1;
  const lower: [bigint, bigint] = [p0 + k * p1, q0 + k * q1];
  const upper: [bigint, bigint] = [p1, q1];
  const distance = ([p, q]: [bigint, bigint]): [bigint, bigint] => {
    const diff = p * targetD - targetN * q;
    return [diff < 0n ? -diff : diff, q * targetD];
  };
  const [du, duDen] = distance(upper);
  const [dl, dlDen] = distance(lower);
  return du * dlDen <= dl * duDen ? upper : lower;
}

export type OddsParseCode = 'error.odds.invalid_format' | 'error.odds.out_of_range';

export type OddsParseResult =
  { readonly ok: true; readonly odds: DecimalOdds } | Refusal<OddsParseCode>;

/**
 * Reads odds typed in a display format back into decimal odds, exactly, then rounded half-up to
 * the odds scale: parseOdds("-110", 'american') → 1.9091; parseOdds("3/2", 'british') → 2.5.
 * Values that no price has are refused with 'error.odds.out_of_range' (American between -100 and
 * +100, Indonesian between -1 and 1, Malaysian beyond ±1, percent 0 or above 100). Values meaning
 * odds of exactly 1 ("1.00" European, "0/1", "100%") give 1.001; prices above the cap (40) give 40.
 */
export function parseOdds(text: string, format: OddsFormat): OddsParseResult {
  const trimmed = text.trim();
  const rational =
    format === 'british' ? parseFraction(trimmed) : parseFormatValue(trimmed, format);
  if (rational === 'invalid') return refuse('error.odds.invalid_format');
  if (rational === 'out_of_range') return refuse('error.odds.out_of_range');
  const [numerator, denominator] = rational;
  return { ok: true, odds: normalizeScaledOdds(divRoundHalfUp(numerator * SCALE, denominator)) };
}

type ParsedRational = [numerator: bigint, denominator: bigint] | 'invalid' | 'out_of_range';

const EVENS = new Set(['evens', 'even', 'evs', 'ev']);
const FRACTION_PATTERN = /^(\d+)\s*\/\s*(\d+)$/;

function parseFraction(text: string): ParsedRational {
  if (EVENS.has(text.toLowerCase())) return [2n, 1n];
  const match = FRACTION_PATTERN.exec(text);
  if (!match) return 'invalid';
  const numerator = BigInt(match[1] ?? '');
  const denominator = BigInt(match[2] ?? '');
  if (denominator === 0n) return 'invalid';
  return [denominator + numerator, denominator];
}

function parseFormatValue(text: string, format: Exclude<OddsFormat, 'british'>): ParsedRational {
  const value = parseExactDecimal(format === 'percent' ? text.replace(/\s*%$/, '') : text);
  if (!value) return 'invalid';
  const { numerator: n, denominator: d } = value;
  const abs = n < 0n ? -n : n;
  switch (format) {
    case 'european':
      return n >= d ? [n, d] : 'out_of_range';
    case 'hongkong':
      return n >= 0n ? [n + d, d] : 'out_of_range';
    case 'american':
      if (abs < 100n * d) return 'out_of_range';
      return n > 0n ? [n + 100n * d, 100n * d] : [abs + 100n * d, abs];
    case 'indonesian':
      if (abs < d) return 'out_of_range';
      return n > 0n ? [n + d, d] : [abs + d, abs];
    case 'malaysian':
      if (abs > d) return 'out_of_range';
      return n >= 0n ? [n + d, d] : [abs + d, abs];
    case 'percent':
      return n > 0n && n <= 100n * d ? [100n * d, n] : 'out_of_range';
  }
}
