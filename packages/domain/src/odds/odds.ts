import type { Brand } from '../core/brand';
import { divFloor, divRoundHalfUp, pow10 } from '../core/decimal';
import { type MinorUnits, fromBigIntClamped } from '../money/minor-units';

/**
 * Decimal (European) odds: the total return per unit staked, 2.5 returns €25 on €10. A JS number
 * that always lies on the grid of ODDS_SCALE_DIGITS decimals, so it is the exact double of a short
 * decimal (1.716, never 1.7160000000000002) and survives JSON and local storage unchanged.
 * All arithmetic goes through `oddsToScaled` (bigint at 10^4) and back.
 */
export type DecimalOdds = Brand<number, 'DecimalOdds'>;

/** Odds arithmetic keeps 4 decimals: combined odds 1.111 × 1.222 = 1.357642 are kept as 1.3576. */
export const ODDS_SCALE_DIGITS = 4;
/** 10^4 as a bigint: decimal odds 1.716 are 17160n at this scale. */
export const ODDS_SCALE = pow10(ODDS_SCALE_DIGITS);
/** The feed quotes decimal odds with at most 3 decimals (1.001 is its smallest step above 1). */
export const WIRE_ODDS_DIGITS = 3;
/**
 * Odds of exactly 1 return only the stake; every display format but European divides by (odds - 1).
 * They are treated as 1 plus the smallest step the feed can quote: 1 → 1.001.
 */
export const ODDS_MIN_STEP = 0.001;
/**
 * Spec section 9: "odds above 40 are capped at a constant". A single price above 40 is capped at
 * 40 (decision 0016): 40 and 12.5 stay as they are, 250 and a placeholder 10001 for an outsider
 * nobody prices become 40. The bookmaker never pays more than 40 times the stake on one
 * selection. Combined odds of a combo are a product and are not capped; the odds limit
 * (`DEFAULT_ODDS_LIMIT`, above every capped price) and the payout limit bound them.
 */
export const ODDS_CAP = 40;

const ONE = ODDS_SCALE;
/** The shortest price at the 10^4 scale: 1.001 → 10010n. */
export const MIN_ODDS_SCALED = ONE + divRoundHalfUp(ONE, pow10(WIRE_ODDS_DIGITS));
const CAP_SCALED = BigInt(ODDS_CAP) * ONE;

/** Decimal odds of 1 as a neutral element: the combined odds of no selections. */
export const ODDS_ONE = 1 as DecimalOdds;

/** The odds as an integer at scale 10^4: 1.716 → 17160n. */
export function oddsToScaled(odds: DecimalOdds | number): bigint {
  return BigInt(Math.round(odds * Number(ODDS_SCALE)));
}

/** Odds back from the 10^4 scale without normalising: 17160n → 1.716. Used for products. */
export function oddsFromScaledExact(scaled: bigint): DecimalOdds {
  // Dividing two exact integers is correctly rounded, so 17160 / 10000 is the double of "1.716".
  return (Number(scaled) / Number(ODDS_SCALE)) as DecimalOdds;
}

/**
 * A single selection's price from its scaled value, normalised by the two price rules:
 * exactly 1 (or less) becomes 1.001, and anything above 40 is capped at 40.
 */
export function normalizeScaledOdds(scaled: bigint): DecimalOdds {
  if (scaled < MIN_ODDS_SCALED) return oddsFromScaledExact(MIN_ODDS_SCALED);
  if (scaled > CAP_SCALED) return oddsFromScaledExact(CAP_SCALED);
  return oddsFromScaledExact(scaled);
}

/**
 * Decimal odds from the wire, where they are a JSON number with up to 3 decimals (2.35, 1.001).
 * Rounded half-up to the 10^4 scale, then normalised (1 → 1.001, 250 → 40). Odds below 1 or
 * not finite break the contract (the wire schema rejects them), so this throws a RangeError.
 */
export function oddsFromWire(value: number): DecimalOdds {
  if (!isValidWireOdds(value)) throw new RangeError(`Decimal odds must be ≥ 1, got ${value}`);
  return normalizeScaledOdds(BigInt(Math.round(value * Number(ODDS_SCALE))));
}

/** Whether a wire value can be decimal odds: a finite number of at least 1. */
export function isValidWireOdds(value: number): boolean {
  return Number.isFinite(value) && value >= 1;
}

/** The odds as the plain number sent on the wire or fed to a chart. */
export function oddsToNumber(odds: DecimalOdds): number {
  return odds;
}

/** Compares two prices exactly: negative when a is shorter than b. */
export function compareOdds(a: DecimalOdds, b: DecimalOdds): number {
  const diff = oddsToScaled(a) - oddsToScaled(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Whether two prices are the same at the odds scale. */
export function sameOdds(a: DecimalOdds, b: DecimalOdds): boolean {
  return oddsToScaled(a) === oddsToScaled(b);
}

/**
 * Combined odds of a combo: the product of the prices, computed exactly and rounded half-up once,
 * to 4 decimals: 1.1 × 1.2 × 1.3 = 1.716; 1.111 × 1.222 = 1.357642 → 1.3576. The combined odds of
 * no selections are 1. Not capped (see ODDS_CAP).
 */
export function combineOdds(odds: readonly DecimalOdds[]): DecimalOdds {
  return oddsFromScaledExact(combineScaled(odds.map(oddsToScaled)));
}

/** The scaled product of scaled prices, rounded half-up once at the end. */
export function combineScaled(scaled: readonly bigint[]): bigint {
  let numerator = 1n;
  for (const value of scaled) numerator *= value;
  const extra = scaled.length === 0 ? 0 : scaled.length - 1;
  return scaled.length === 0 ? ONE : divRoundHalfUp(numerator, ONE ** BigInt(extra));
}

/**
 * The return of a stake at some odds, floored to a whole minor unit: €10 at 1.716 returns €17.16;
 * 333 minor units at 1.5 return 499 (499.5 floored: the bookmaker never pays a fraction of a cent).
 */
export function stakeTimesOdds(stake: MinorUnits, odds: DecimalOdds): MinorUnits {
  return stakeTimesScaledOdds(stake, oddsToScaled(odds));
}

/** As `stakeTimesOdds`, for odds already at the 10^4 scale. */
export function stakeTimesScaledOdds(stake: MinorUnits, scaledOdds: bigint): MinorUnits {
  return fromBigIntClamped(divFloor(BigInt(stake) * scaledOdds, ONE));
}
