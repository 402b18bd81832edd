// Results of outcomes from a final (or already decided) value. These functions are the single
// source of truth for settlement: the models price every market by running the same functions
// over their score distributions, so a price and the way it settles can never disagree.
import type { OutcomeResult } from './feed-model';

/** Compact result codes used inside the pricing loops. */
export const LOSE = 0;
export const WIN = 1;
export const VOID = 2;
export const HALF_WIN = 3;
export const HALF_LOSE = 4;
export type ResultCode = 0 | 1 | 2 | 3 | 4;

export const RESULT_NAMES: readonly OutcomeResult[] = [
  'lose',
  'win',
  'void',
  'half_win',
  'half_lose',
];

export function resultName(code: ResultCode): OutcomeResult {
  return RESULT_NAMES[code] as OutcomeResult;
}

const HOME_WINS: readonly ResultCode[] = [WIN, LOSE];
const AWAY_WINS: readonly ResultCode[] = [LOSE, WIN];
const PUSH: readonly ResultCode[] = [VOID, VOID];

function wholeOrHalfLine(adjusted: number): readonly ResultCode[] {
  if (adjusted > 1e-9) return HOME_WINS;
  if (adjusted < -1e-9) return AWAY_WINS;
  return PUSH;
}

/** Combines the two half stakes of a quarter line (e.g. -0.25 = half on 0, half on -0.5). */
function combine(a: ResultCode, b: ResultCode): ResultCode {
  if (a === b) return a;
  const pair = a < b ? `${a}${b}` : `${b}${a}`;
  if (pair === `${WIN}${VOID}`) return HALF_WIN;
  if (pair === `${LOSE}${VOID}`) return HALF_LOSE;
  // A win and a loss cannot come from two lines 0.5 apart on a whole-number value.
  throw new RangeError(`cannot combine results ${a} and ${b}`);
}

function isQuarter(line: number): boolean {
  return Math.abs(Math.round(line * 4) % 2) === 1;
}

/**
 * Two-way line on a whole-number value: `[first, second]` results where the first outcome wins
 * when `value + line > 0`. Whole lines push (void); quarter lines split the stake over the two
 * neighbouring half and whole lines, giving half wins and half losses.
 *
 * Asian handicap: `handicap(homeGoals - awayGoals, -0.25)` at 1:1 is `[half_lose, half_win]`.
 */
export function twoWayLine(value: number, line: number): readonly ResultCode[] {
  if (!isQuarter(line)) return wholeOrHalfLine(value + line);
  const lower = wholeOrHalfLine(value + line - 0.25);
  const upper = wholeOrHalfLine(value + line + 0.25);
  return [
    combine(lower[0] as ResultCode, upper[0] as ResultCode),
    combine(lower[1] as ResultCode, upper[1] as ResultCode),
  ];
}

/** Handicap `hcp` given to the home side on the margin `home - away`: `[home, away]`. */
export function handicap(margin: number, hcp: number): readonly ResultCode[] {
  return twoWayLine(margin, hcp);
}

/** Over/under a line: `[over, under]`; whole lines push, quarter lines give half results. */
export function overUnder(total: number, line: number): readonly ResultCode[] {
  return twoWayLine(total, -line);
}

const THREE_WAY: readonly (readonly ResultCode[])[] = [
  [WIN, LOSE, LOSE],
  [LOSE, WIN, LOSE],
  [LOSE, LOSE, WIN],
];

/** Home / draw / away from a margin (after any European handicap): `[home, draw, away]`. */
export function threeWay(margin: number): readonly ResultCode[] {
  if (margin > 0) return THREE_WAY[0] as readonly ResultCode[];
  if (margin < 0) return THREE_WAY[2] as readonly ResultCode[];
  return THREE_WAY[1] as readonly ResultCode[];
}

/** Two-way winner: `[home, away]`. */
export function winner(homeWins: boolean): readonly ResultCode[] {
  return homeWins ? HOME_WINS : AWAY_WINS;
}

/** Exactly one outcome of `count` wins (correct score, outright, set betting). */
export function oneOf(count: number, index: number): ResultCode[] {
  const out = new Array<ResultCode>(count).fill(LOSE);
  if (index >= 0 && index < count) out[index] = WIN;
  return out;
}
