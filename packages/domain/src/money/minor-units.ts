import type { Brand } from '../core/brand';

/**
 * An amount in the smallest unit of its currency: 1250 EUR minor units is €12.50, 150000 BTC minor
 * units is 0.0015 BTC (satoshis). Always a safe integer, never a float of major units.
 */
export type MinorUnits = Brand<number, 'MinorUnits'>;

/**
 * Converts a bigint result of money maths back to minor units. Amounts beyond 2^53 - 1 (a 30-leg
 * accumulator at long odds) are clamped to the largest safe integer: any payout limit rejects such
 * a bet long before, and the number stays exact instead of silently losing digits.
 */
export function fromBigIntClamped(value: bigint): MinorUnits {
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (value > max) return Number.MAX_SAFE_INTEGER as MinorUnits;
  if (value < -max) return -Number.MAX_SAFE_INTEGER as MinorUnits;
  return Number(value) as MinorUnits;
}
