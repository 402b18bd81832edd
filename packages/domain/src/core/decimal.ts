/**
 * Exact decimal arithmetic on bigint. Odds and money never go through binary floats while a rule
 * is computed: 1.1 × 1.2 × 1.3 is 11000 × 12000 × 13000 at scale 10^4, then rounded once, so it is
 * exactly 1.716 and never 1.7160000000000002.
 *
 * Rounding "half-up" here means half away from zero (commercial rounding): 0.665 → 0.67 and
 * -0.665 → -0.67, so a positive and a negative display of the same price look alike.
 */

export function pow10(digits: number): bigint {
  return 10n ** BigInt(digits);
}

/** Integer division rounding half away from zero. */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  return sign * ((2n * n + d) / (2n * d));
}

/** Integer division rounding towards negative infinity. */
export function divFloor(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const quotient = numerator / denominator;
  const inexact = numerator % denominator !== 0n;
  return inexact && numerator < 0n !== denominator < 0n ? quotient - 1n : quotient;
}

/** Integer division rounding towards positive infinity. */
export function divCeil(numerator: bigint, denominator: bigint): bigint {
  return -divFloor(-numerator, denominator);
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export interface FormatScaledOptions {
  /** Fraction digits always shown (trailing zeros kept up to here). Default: all `scaleDigits`. */
  minFractionDigits?: number;
  /** Prefix positive values with "+" (American odds: +150). */
  plusSign?: boolean;
}

/**
 * Prints an integer that carries `scaleDigits` implied decimals: (17160n, 4) → "1.7160", or "1.716"
 * with `minFractionDigits: 3`. A value that is zero never gets a minus sign.
 */
export function formatScaled(
  value: bigint,
  scaleDigits: number,
  options: FormatScaledOptions = {},
): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = pow10(scaleDigits);
  const integer = (abs / unit).toString();
  let fraction = scaleDigits > 0 ? (abs % unit).toString().padStart(scaleDigits, '0') : '';
  const minDigits = Math.min(options.minFractionDigits ?? scaleDigits, scaleDigits);
  while (fraction.length > minDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = negative ? '-' : options.plusSign && abs !== 0n ? '+' : '';
  return `${sign}${integer}${fraction.length > 0 ? `.${fraction}` : ''}`;
}

/**
 * Prints numerator/denominator rounded half-up to `maxFractionDigits`, keeping at least
 * `minFractionDigits`: (2n, 3n, 2, 2) → "0.67"; (5n, 2n, 2, 3) → "2.50".
 */
export function formatRational(
  numerator: bigint,
  denominator: bigint,
  minFractionDigits: number,
  maxFractionDigits: number = minFractionDigits,
  plusSign = false,
): string {
  const scaled = divRoundHalfUp(numerator * pow10(maxFractionDigits), denominator);
  return formatScaled(scaled, maxFractionDigits, { minFractionDigits, plusSign });
}

/** An exact decimal read from text: "-1.25" → { numerator: -125n, denominator: 100n }. */
export interface ExactDecimal {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:[.,](\d*))?$/;

/**
 * Reads a plain decimal number exactly. A comma is accepted as the decimal separator because
 * players type "2,5" in many locales. No grouping separators, exponents or spaces inside.
 */
export function parseExactDecimal(text: string): ExactDecimal | undefined {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer.length === 0 && fraction.length === 0) return undefined;
  const digits = BigInt(`${integer}${fraction}` || '0');
  return {
    numerator: sign === '-' ? -digits : digits,
    denominator: pow10(fraction.length),
  };
}
