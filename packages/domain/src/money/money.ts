import { divCeil, divRoundHalfUp, formatRational, parseExactDecimal, pow10 } from '../core/decimal';
import type { Refusal } from '../core/result';
import { refuse } from '../core/result';
import { intlLocale } from '../locale/intl-format';
import { type MinorUnits, fromBigIntClamped } from './minor-units';

// Kept apart so that odds maths does not bring in the rest of money's code.
export { type MinorUnits, fromBigIntClamped } from './minor-units';

/** A unit smaller than the currency shown for small amounts: mBTC has `multiplier` 1000 per BTC. */
export interface Subcurrency {
  readonly code: string;
  /** How many of this unit make one main unit: mBTC 1000, µBTC 1_000_000. */
  readonly multiplier: number;
}

/** Spec section 3 "currencies (code, subunits, fiat, subcurrencies)". */
export interface Currency {
  readonly code: string;
  /** Minor units per main unit: EUR 100, JPY 1, BTC 100_000_000. A power of ten. */
  readonly subunits: number;
  readonly fiat: boolean;
  readonly subcurrencies: readonly Subcurrency[];
}

/** An amount with the currency it is counted in. */
export interface Money {
  readonly amount: MinorUnits;
  readonly currency: string;
  readonly subunits: number;
}

/** Fiat stakes are shown and typed with 2 decimals (€12.50). */
export const FIAT_STAKE_DECIMALS = 2;
/** Crypto stakes are shown and typed with up to 8 decimals in the unit chosen for the amount. */
export const CRYPTO_STAKE_DECIMALS = 8;
/** Currency formatting never shows more than 10 fraction digits (spec section 9). */
export const MAX_CURRENCY_FRACTION_DIGITS = 10;

/** Minimum stake of a fiat bet: 0.10 of the main unit (€0.10, 10 EUR minor units). */
export const FIAT_MIN_STAKE_MAJOR = '0.10';
/** Minimum stake of a crypto bet: 0.000001 of the main unit (1 µBTC, 100 satoshis). */
export const CRYPTO_MIN_STAKE_MAJOR = '0.000001';

export const ZERO_MINOR_UNITS = 0 as MinorUnits;

/**
 * Brands a count of minor units. Anything but a safe integer is a programming error (a float of
 * major units passed by mistake, say 12.5 for €12.50), so it throws rather than returning a refusal.
 */
export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Minor units must be a safe integer, got ${value}`);
  }
  return value as MinorUnits;
}

/**
 * A stake as the bet slip keeps it: negative, fractional or non-finite input becomes a whole,
 * non-negative amount (-5 → 0, 12.9 → 12, NaN → 0). Stakes never go negative.
 */
export function clampStake(value: number): MinorUnits {
  if (!Number.isFinite(value) || value <= 0) return ZERO_MINOR_UNITS;
  return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER) as MinorUnits;
}

/** Adds amounts of one currency. */
export function sumMinorUnits(amounts: readonly MinorUnits[]): MinorUnits {
  let total = 0n;
  for (const amount of amounts) total += BigInt(amount);
  return fromBigIntClamped(total);
}

/** Decimal places of a currency: subunits 100 → 2, 1 → 0, 10^8 → 8. */
export function fractionDigitsOf(subunits: number): number {
  if (!Number.isSafeInteger(subunits) || subunits < 1) {
    throw new RangeError(`Subunits must be a positive integer, got ${subunits}`);
  }
  const digits = Math.round(Math.log10(subunits));
  if (10 ** digits !== subunits) {
    throw new RangeError(`Subunits must be a power of ten, got ${subunits}`);
  }
  return digits;
}

/**
 * Minor units from a major-unit number read off the wire or a config file (12.5 EUR → 1250).
 * Rounded half-up, because a float like 0.29 * 100 is 28.999999999999996.
 */
export function majorToMinorUnits(major: number, subunits: number): MinorUnits {
  const digits = fractionDigitsOf(subunits);
  const exact = parseExactDecimal(major.toFixed(Math.min(digits + 2, 100)));
  if (!exact) throw new RangeError(`Not a finite amount: ${major}`);
  return minorUnits(Number(divRoundHalfUp(exact.numerator * BigInt(subunits), exact.denominator)));
}

/** The main-unit value as a plain decimal string, exact: (1250, 100) → "12.50". */
export function minorUnitsToDecimalString(amount: MinorUnits, subunits: number): string {
  const digits = fractionDigitsOf(subunits);
  return formatRational(BigInt(amount), BigInt(subunits), digits, digits);
}

export type AmountParseCode =
  'error.money.invalid_amount' | 'error.money.too_many_decimals' | 'error.money.out_of_range';

export type AmountParseResult =
  | { readonly ok: true; readonly amount: MinorUnits }
  | Refusal<AmountParseCode, { maxFractionDigits?: number }>;

/**
 * Reads an amount typed by a player, exactly: "12.5" EUR → 1250, "0.5" in mBTC → 50000 satoshis.
 * More decimals than the unit holds is refused rather than rounded ("12.555" EUR), so the stake
 * placed is always the stake the player saw. Negative amounts are refused.
 */
export function parseAmount(
  text: string,
  currency: Pick<Currency, 'code' | 'subunits'>,
  unit: DisplayUnit = { code: currency.code, multiplier: 1 },
  maxFractionDigits: number = fractionDigitsOf(currency.subunits / unit.multiplier),
): AmountParseResult {
  const exact = parseExactDecimal(text);
  if (!exact) return refuse('error.money.invalid_amount');
  if (exact.numerator < 0n) return refuse('error.money.out_of_range');
  if (significantDenominator(exact.numerator, exact.denominator) > pow10(maxFractionDigits)) {
    return refuse('error.money.too_many_decimals', { maxFractionDigits });
  }
  const scaled = exact.numerator * BigInt(currency.subunits);
  const denominator = exact.denominator * BigInt(unit.multiplier);
  if (scaled % denominator !== 0n) {
    return refuse('error.money.too_many_decimals', { maxFractionDigits });
  }
  const amount = scaled / denominator;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) return refuse('error.money.out_of_range');
  return { ok: true, amount: Number(amount) as MinorUnits };
}

/** The smallest power-of-ten denominator of numerator/denominator ("2.50" needs 10, not 100). */
function significantDenominator(numerator: bigint, denominator: bigint): bigint {
  let d = denominator;
  let n = numerator;
  while (d > 1n && n % 10n === 0n) {
    n /= 10n;
    d /= 10n;
  }
  return d;
}

/** The unit an amount is shown in: the currency itself (multiplier 1) or one of its subcurrencies. */
export interface DisplayUnit {
  readonly code: string;
  readonly multiplier: number;
}

/**
 * The subcurrency is chosen by the amount: the largest unit in which the amount is at least 1.
 * With BTC, mBTC (×1000) and µBTC (×10^6): 2 BTC → "2 BTC", 0.5 BTC → "500 mBTC",
 * 0.0005 BTC → "500 µBTC", 1 satoshi → "0.01 µBTC" (smallest unit, below 1). Zero and fiat amounts
 * stay in the main unit. A subcurrency finer than the minor unit (×10^9 with satoshis) is never used.
 */
export function chooseDisplayUnit(amount: MinorUnits, currency: Currency): DisplayUnit {
  if (currency.fiat || amount === 0) return { code: currency.code, multiplier: 1 };
  const units: DisplayUnit[] = [
    { code: currency.code, multiplier: 1 },
    ...currency.subcurrencies
      .filter((unit) => unit.multiplier > 1 && currency.subunits % unit.multiplier === 0)
      .toSorted((a, b) => a.multiplier - b.multiplier),
  ];
  const abs = BigInt(Math.abs(amount));
  const subunits = BigInt(currency.subunits);
  const fits = units.find((unit) => abs * BigInt(unit.multiplier) >= subunits);
  return fits ?? units[units.length - 1] ?? { code: currency.code, multiplier: 1 };
}

/** Decimal places an amount has in a display unit: BTC (10^8) in µBTC → 2. */
export function unitFractionDigits(
  currency: Pick<Currency, 'subunits'>,
  unit: DisplayUnit,
): number {
  return fractionDigitsOf(currency.subunits / unit.multiplier);
}

/** Decimals a stake is shown and typed with: 2 for fiat, up to 8 for crypto in the chosen unit. */
export function stakeFractionDigits(currency: Currency, unit: DisplayUnit): number {
  return Math.min(
    currency.fiat ? FIAT_STAKE_DECIMALS : CRYPTO_STAKE_DECIMALS,
    unitFractionDigits(currency, unit),
  );
}

/**
 * A stake as the input field shows it, without currency sign or grouping: 1250 EUR → "12.50",
 * 150000 satoshis → "1.5" (mBTC). Fiat keeps its 2 decimals; crypto drops trailing zeros.
 * Digits beyond the stake decimals are cut (rounded down) so a stake is never shown larger than it is.
 */
export function formatStakeInput(
  amount: MinorUnits,
  currency: Currency,
  unit: DisplayUnit = chooseDisplayUnit(amount, currency),
): string {
  const digits = stakeFractionDigits(currency, unit);
  const unitMinor = BigInt(currency.subunits / unit.multiplier);
  const cut = unitMinor / pow10(digits);
  const truncated = (BigInt(amount) / cut) * cut;
  return formatRational(truncated, unitMinor, currency.fiat ? digits : 0, digits);
}

export interface FormatMoneyOptions {
  /** BCP 47 locale; default "en". Arabic gets the arab numbering system (spec section 9). */
  readonly locale?: string;
  /** Show a fiat currency by symbol (€12.50, default) or by code (EUR 12.50). */
  readonly currencyDisplay?: 'symbol' | 'code';
  /** 'auto' picks the subcurrency by the amount (default); 'main' always uses the currency itself. */
  readonly unit?: 'auto' | 'main';
}

/**
 * Localised money for display. Fiat: the currency's own decimals through Intl (€1,234.50).
 * Crypto: up to the unit's decimals, trailing zeros dropped, followed by the unit code
 * (0.0015 BTC → "1.5 mBTC"), because Intl only knows three-letter currency codes.
 * Never more than 10 fraction digits; the value is handed to Intl as an exact decimal string.
 */
export function formatMoney(
  amount: MinorUnits,
  currency: Currency,
  options: FormatMoneyOptions = {},
): string {
  const unit =
    options.unit === 'main'
      ? { code: currency.code, multiplier: 1 }
      : chooseDisplayUnit(amount, currency);
  const unitDigits = unitFractionDigits(currency, unit);
  const maximumFractionDigits = Math.min(unitDigits, MAX_CURRENCY_FRACTION_DIGITS);
  const value = formatRational(
    BigInt(amount),
    BigInt(currency.subunits / unit.multiplier),
    unitDigits,
  ) as `${number}`;
  // Locale conventions (Arabic digits in Arabic) come from the one formatting home.
  const locale = intlLocale(options.locale ?? 'en');
  if (currency.fiat && /^[A-Z]{3}$/.test(currency.code)) {
    return moneyFormat(locale, {
      style: 'currency',
      currency: currency.code,
      currencyDisplay: options.currencyDisplay ?? 'symbol',
      minimumFractionDigits: maximumFractionDigits,
      maximumFractionDigits,
    }).format(value);
  }
  const number = moneyFormat(locale, {
    minimumFractionDigits: currency.fiat ? maximumFractionDigits : 0,
    maximumFractionDigits,
  }).format(value);
  return `${number} ${unit.code}`;
}

// A formatter is built once per locale and shape and kept: building one costs far more than
// formatting with it (a slip shows a dozen amounts, a browser's first one loads the locale's
// number data). Locales, currencies and digit counts are few, so the map stays small.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify([locale, options]);
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    moneyFormats.set(key, format);
  }
  return format;
}

/** Per-currency overrides of the minimum stake, in minor units, by currency code. */
export type MinStakeOverrides = Readonly<Record<string, MinorUnits>>;

/**
 * The smallest stake a bet may carry: an override for the currency if configured, else 0.10 of a
 * fiat main unit (EUR: 10 minor units) or 0.000001 of a crypto main unit (BTC: 100 satoshis),
 * rounded up to a whole minor unit (JPY: 1 yen).
 */
export function minStakeFor(currency: Currency, overrides: MinStakeOverrides = {}): MinorUnits {
  const override = overrides[currency.code];
  if (override !== undefined) return override;
  const bound = parseExactDecimal(currency.fiat ? FIAT_MIN_STAKE_MAJOR : CRYPTO_MIN_STAKE_MAJOR);
  if (!bound) throw new Error('Minimum stake constants must be decimals');
  const min = divCeil(bound.numerator * BigInt(currency.subunits), bound.denominator);
  return Number(min > 0n ? min : 1n) as MinorUnits;
}
