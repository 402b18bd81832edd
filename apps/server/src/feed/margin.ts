// Bookmaker margin: turning fair probabilities into offered decimal odds.
//
// The power method is used: each fair probability q is raised to a power k < 1 so that the
// implied probabilities q^k add up to the target book (fair sum plus the overround). Unlike a
// proportional mark-up it takes relatively more margin from long shots than from favourites
// (the favourite-longshot bias every sportsbook prices in), and it never pushes an implied
// probability above one. Example: fair 1X2 of 0.50 / 0.27 / 0.23 with a 5% overround becomes
// roughly 1.92 / 3.52 / 4.08 (implied 0.521 + 0.284 + 0.245 = 1.05).

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 501;

/**
 * Implied probabilities (q^k) for fair probabilities `fair` and a target book of
 * `sum(fair) + overround`. Zero probabilities stay zero (the outcome is not offered).
 */
export function impliedProbabilities(fair: readonly number[], overround: number): number[] {
  let sum = 0;
  let positive = 0;
  for (const q of fair) {
    if (q > 0) {
      sum += q;
      positive += 1;
    }
  }
  const target = sum + overround;
  if (positive === 0) return fair.map(() => 0);
  // The book cannot exceed the number of live outcomes (each implied probability is at most 1).
  if (target >= positive - 1e-9)
    return fair.map((q) => (q > 0 ? Math.min(1, q * (target / sum)) : 0));
  // Newton on f(k) = sum(q^k) - target: f is convex and decreasing, so after the first step
  // the iterates approach the root from the left without overshooting.
  let k = 1;
  for (let i = 0; i < 30; i += 1) {
    let f = -target;
    let slope = 0;
    for (const q of fair) {
      if (q <= 0) continue;
      const qk = q ** k;
      f += qk;
      slope += qk * Math.log(q);
    }
    if (Math.abs(f) < 1e-12 || slope === 0) break;
    const next = k - f / slope;
    k = next <= 0 ? k / 2 : next;
  }
  return fair.map((q) => (q > 0 ? q ** k : 0));
}

/** Price ladder step for odds of this size: finer for short prices, coarser for long shots. */
function ladderStep(odds: number): number {
  if (odds < 3) return 0.01;
  if (odds < 5) return 0.02;
  if (odds < 10) return 0.05;
  if (odds < 20) return 0.1;
  if (odds < 50) return 0.5;
  if (odds < 100) return 1;
  return 5;
}

/**
 * Rounds decimal odds down to the price ladder (in the book's favour), to two decimals, within
 * [1.01, 501].
 */
export function roundOdds(odds: number): number {
  if (!Number.isFinite(odds) || odds >= MAX_ODDS) return MAX_ODDS;
  if (odds <= MIN_ODDS) return MIN_ODDS;
  const step = ladderStep(odds);
  const floored = Math.floor(odds / step + 1e-9) * step;
  return Math.max(MIN_ODDS, Math.round(floored * 100) / 100);
}

/** Offered odds for fair probabilities; zero-probability outcomes get the minimum price. */
export function priceWithMargin(fair: readonly number[], overround: number): number[] {
  return impliedProbabilities(fair, overround).map((p) => (p > 0 ? roundOdds(1 / p) : MIN_ODDS));
}
