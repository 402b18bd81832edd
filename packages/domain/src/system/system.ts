import type { MinorUnits } from '../money/money';
import { fromBigIntClamped } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import { combineScaled, oddsToScaled, stakeTimesScaledOdds } from '../odds/odds';

/**
 * A system bet "k/n": n selections, every combination of k of them placed as its own combo with the
 * same stake. A 2/3 system on A, B, C is three doubles: AB, AC, BC.
 *
 * Field meaning (the spec's ticket-bet shape, systemType {totalCount, winCount}):
 * - `winCount` = k, the size of each combination (how many selections each combo needs to win);
 * - `totalCount` = C(n, k), the number of combinations, i.e. how many stakes the system costs;
 * - `selectionCount` = n, kept so the type is unambiguous on its own.
 * A 2/3 system is { selectionCount: 3, winCount: 2, totalCount: 3 }; 2/4 is { 4, 2, 6 }.
 */
export interface SystemType {
  readonly selectionCount: number;
  readonly winCount: number;
  readonly totalCount: number;
}

/** n choose k: binomial(4, 2) = 6. Zero when k is outside 0..n. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  const smaller = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= smaller; i += 1) {
    result = (result * BigInt(n - smaller + i)) / BigInt(i);
  }
  return Number(result);
}

/**
 * Every combination of `size` items, in lexicographic order of positions:
 * combinations([A, B, C], 2) → [[A, B], [A, C], [B, C]].
 */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  if (size < 0 || size > items.length) return result;
  const indices = Array.from({ length: size }, (_, i) => i);
  for (;;) {
    result.push(indices.map((index) => items[index] as T));
    let position = size - 1;
    while (position >= 0 && indices[position] === items.length - size + position) position -= 1;
    if (position < 0) return result;
    indices[position] = (indices[position] ?? 0) + 1;
    for (let next = position + 1; next < size; next += 1) {
      indices[next] = (indices[next - 1] ?? 0) + 1;
    }
  }
}

/** The type of a k/n system. */
export function systemType(selectionCount: number, winCount: number): SystemType {
  return { selectionCount, winCount, totalCount: binomial(selectionCount, winCount) };
}

/** The label and wire id of a system type: "2/3". */
export function systemTypeName(type: Pick<SystemType, 'selectionCount' | 'winCount'>): string {
  return `${type.winCount}/${type.selectionCount}`;
}

/** Orders system types by totalCount, then winCount (spec section 3), then selection count. */
export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return (
    a.totalCount - b.totalCount || a.winCount - b.winCount || a.selectionCount - b.selectionCount
  );
}

export function sortSystemTypes(types: readonly SystemType[]): SystemType[] {
  return types.toSorted(compareSystemTypes);
}

/**
 * The systems offered for n selections: k from 2 to n - 1, sorted by totalCount then winCount.
 * Four selections offer 3/4 (4 combinations) and 2/4 (6). Fewer than three selections offer none.
 */
export function systemTypesFor(selectionCount: number): SystemType[] {
  const types: SystemType[] = [];
  for (let k = 2; k < selectionCount; k += 1) types.push(systemType(selectionCount, k));
  return sortSystemTypes(types);
}

/** Whether a k/n system exists: 2 ≤ k ≤ n - 1. */
export function isSystemAvailable(selectionCount: number, winCount: number): boolean {
  return winCount >= 2 && winCount < selectionCount;
}

/** What a system costs: the stake per combination times the number of combinations. */
export function systemTotalStake(stake: MinorUnits, type: SystemType): MinorUnits {
  return fromBigIntClamped(BigInt(stake) * BigInt(type.totalCount));
}

/** Combined odds (scaled 10^4) of every k-combination, in `combinations` order. */
export function systemCombinationScaledOdds(
  odds: readonly DecimalOdds[],
  winCount: number,
): bigint[] {
  return combinations(odds.map(oddsToScaled), winCount).map(combineScaled);
}

/**
 * What a system pays: each combination whose selections all win pays stake × its combined odds,
 * floored to minor units, and the payouts add up. `won` marks which selections won; without it every
 * selection wins (the potential win). A 2/3 at €1 on 2.0, 3.0, 4.0 pays 6 + 8 + 12 = €26 if all win,
 * €6 if only the first two win, nothing if one selection or none wins.
 */
export function systemPotentialWin(
  stake: MinorUnits,
  odds: readonly DecimalOdds[],
  winCount: number,
  won?: readonly boolean[],
): MinorUnits {
  const legs = odds.map((price, index) => ({
    scaled: oddsToScaled(price),
    won: won?.[index] ?? true,
  }));
  let total = 0n;
  for (const combination of combinations(legs, winCount)) {
    if (!combination.every((leg) => leg.won)) continue;
    total += BigInt(
      stakeTimesScaledOdds(stake, combineScaled(combination.map((leg) => leg.scaled))),
    );
  }
  return fromBigIntClamped(total);
}
