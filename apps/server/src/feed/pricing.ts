// Pricing core shared by every sport: a market is a settlement function over a probability
// distribution of the match's final state. Pricing runs that function over every cell of the
// distribution; settlement runs it once on the real final state.
import type { OutcomeResult } from './feed-model';
import { type ResultCode, RESULT_NAMES } from './settlement';

// Result codes as local literals: this loop is the hottest code of the feed, and module
// loaders in development (tsx, vitest) turn imported constants into property getters.
const WIN = 1;
const LOSE = 0;
const HALF_WIN = 3;
const HALF_LOSE = 4;

/** One possible final state and its probability. */
export interface Cell<V> {
  v: V;
  p: number;
}

/**
 * A distribution over final states. `exact` means the cells cover every state the simulation
 * can still reach (not a truncated approximation), so a market whose outcomes settle the same in
 * every cell is already decided and can be settled early.
 */
export interface Dist<V> {
  cells: Cell<V>[];
  exact: boolean;
}

/** Static description of one market line of one match. */
export interface MarketMeta {
  marketId: number;
  specifier: string;
  name: string;
  groups: string[];
  priority: number;
  customBetGroups: string[];
  outcomes: { id: string; name: string }[];
  /** Overround added to the fair book (0.05 = 5%). */
  overround: number;
  /** Lines of one family (same market id) compete for `mostBalanced`. */
  balanced?: boolean;
  /** Prematch only: offered from this many ms before the start; status 0 (not offered) before. */
  offeredWithinMs?: number;
}

/**
 * Fair, margin-free value of each outcome: for markets with pushes or half results this is the
 * break-even implied probability `(W + H/2) / (W + H/2 + L + h/2)` (W win, H half win, L lose,
 * h half lose; voids refunded), which is what the margin is applied to. `decided` holds the
 * results when every reachable final state settles the market the same way.
 */
export interface MarketQuote {
  fair: number[];
  decided: OutcomeResult[] | null;
}

export type Settle<V> = (value: V) => readonly ResultCode[];

/** Prices one market by running its settlement over the distribution. */
// Scratch accumulators reused by every call (pricing is synchronous and not re-entrant).
let scratch = new Float64Array(4 * 64);

export function evaluate<V>(dist: Dist<V>, outcomes: number, settle: Settle<V>): MarketQuote {
  // Layout of the scratch buffer: [win | halfWin | lose | halfLose], `outcomes` slots each.
  if (scratch.length < 4 * outcomes) scratch = new Float64Array(4 * outcomes);
  const acc = scratch;
  acc.fill(0, 0, 4 * outcomes);
  const hw = outcomes;
  const lo = 2 * outcomes;
  const hl = 3 * outcomes;
  let first: readonly ResultCode[] | null = null;
  let same = dist.exact;
  for (const cell of dist.cells) {
    const results = settle(cell.v);
    if (same) {
      if (first === null) first = results;
      else if (first !== results) {
        for (let i = 0; i < outcomes; i += 1) {
          if (first[i] !== results[i]) {
            same = false;
            break;
          }
        }
      }
    }
    const p = cell.p;
    if (p === 0) continue;
    for (let i = 0; i < outcomes; i += 1) {
      switch (results[i]) {
        case WIN:
          acc[i] = (acc[i] ?? 0) + p;
          break;
        case HALF_WIN:
          acc[hw + i] = (acc[hw + i] ?? 0) + p;
          break;
        case LOSE:
          acc[lo + i] = (acc[lo + i] ?? 0) + p;
          break;
        case HALF_LOSE:
          acc[hl + i] = (acc[hl + i] ?? 0) + p;
          break;
      }
    }
  }
  const fair: number[] = new Array<number>(outcomes);
  for (let i = 0; i < outcomes; i += 1) {
    const up = (acc[i] ?? 0) + 0.5 * (acc[hw + i] ?? 0);
    const down = (acc[lo + i] ?? 0) + 0.5 * (acc[hl + i] ?? 0);
    fair[i] = up + down > 0 ? up / (up + down) : 0;
  }
  const decided =
    same && first !== null ? first.map((code) => RESULT_NAMES[code] as OutcomeResult) : null;
  return { fair, decided };
}

/** A market whose results are known from the real final value. */
export function settled<V>(value: V, settle: Settle<V>): MarketQuote {
  return evaluate({ cells: [{ v: value, p: 1 }], exact: true }, settle(value).length, settle);
}

/** Builds a distribution from cells, dropping zero cells only when the support is approximate. */
export function dist<V>(cells: Cell<V>[], exact: boolean): Dist<V> {
  return { cells, exact };
}

/** `+0.25`, `-1.5`, `0` */
export function signed(value: number): string {
  if (value === 0) return '0';
  return value > 0 ? `+${value}` : `${value}`;
}
