import type { Refusal } from '../core/result';
import { refuse } from '../core/result';

/**
 * A player's stake presets: the quick stake buttons of the slip, in minor units of the active
 * currency. Between 1 and STAKE_PRESETS_MAX buttons (more do not fit one row on a phone slip);
 * each a whole amount above zero and below the max stake of the currency, since a button that
 * puts a stake the server refuses would offer what the server will not take. Duplicates are
 * refused rather than dropped silently: two buttons with the same amount are a typing slip.
 */
export const STAKE_PRESETS_MIN = 1;
export const STAKE_PRESETS_MAX = 6;

export type StakePresetsCode =
  | 'error.settings.stakes.count'
  | 'error.settings.stakes.not_positive'
  | 'error.settings.stakes.above_max_stake'
  | 'error.settings.stakes.duplicate';

export type StakePresetsResult =
  | { readonly ok: true; readonly stakes: readonly number[] }
  | Refusal<StakePresetsCode, { readonly index?: number; readonly limit?: number }>;

/**
 * Checks presets and answers them sorted from the smallest up (the order the buttons show):
 * checkStakePresets([1000, 500], 1_000_000) → ok, [500, 1000];
 * checkStakePresets([500, 500], …) → 'error.settings.stakes.duplicate' at index 1.
 * `maxStake` is the currency's max stake (a stake at or above it is refused when placing, so a
 * preset must stay below it); null when the currency has none.
 */
export function checkStakePresets(
  stakes: readonly number[],
  maxStake: number | null,
): StakePresetsResult {
  if (stakes.length < STAKE_PRESETS_MIN || stakes.length > STAKE_PRESETS_MAX) {
    return refuse('error.settings.stakes.count', { limit: STAKE_PRESETS_MAX });
  }
  const seen = new Set<number>();
  for (const [index, stake] of stakes.entries()) {
    if (!Number.isSafeInteger(stake) || stake <= 0) {
      return refuse('error.settings.stakes.not_positive', { index });
    }
    if (maxStake !== null && stake >= maxStake) {
      return refuse('error.settings.stakes.above_max_stake', { index, limit: maxStake });
    }
    if (seen.has(stake)) return refuse('error.settings.stakes.duplicate', { index });
    seen.add(stake);
  }
  return { ok: true, stakes: [...stakes].sort((a, b) => a - b) };
}
