// Jackpot rules (decision 0029): which bet qualifies for a jackpot, what it contributes to each
// level's pool, the recorded random draw that decides a hit, and what a hit pays. Amounts are
// integer minor units of the jackpot's currency; no floating point touches money.

/** What a jackpot asks of a bet (the operator's settings). */
export interface JackpotQualification {
  readonly currency: string;
  /** Smallest cash stake that qualifies, minor units. */
  readonly minStake: number;
  /** Smallest combined odds that qualify (decimal, e.g. 1.5); null: any. */
  readonly minOdds: number | null;
  /** Bet types that qualify (`single`, `combo`, `system`, `custom`); empty: every type. */
  readonly betTypes: readonly string[];
}

/** A placed bet as a jackpot sees it: the cash it staked (a freebet's stake is not cash). */
export interface JackpotBet {
  readonly currency: string;
  /** Cash debited for the bet, minor units. */
  readonly cashStake: number;
  readonly odds: number;
  readonly type: string;
}

export function qualifiesForJackpot(rules: JackpotQualification, bet: JackpotBet): boolean {
  return (
    bet.currency === rules.currency &&
    bet.cashStake > 0 &&
    bet.cashStake >= rules.minStake &&
    (rules.minOdds === null || bet.odds >= rules.minOdds) &&
    (rules.betTypes.length === 0 || rules.betTypes.includes(bet.type))
  );
}

/** Basis points: 100 = 1 %. */
export const BASIS_POINTS = 10_000;

/** The jackpot's share of a stake, rounded down to whole minor units. */
export function jackpotContribution(cashStake: number, contributionBps: number): number {
  if (!Number.isSafeInteger(cashStake) || cashStake <= 0) return 0;
  if (!Number.isInteger(contributionBps) || contributionBps <= 0) return 0;
  // BigInt: a large stake times the share may pass 2^53 before the division.
  return Number((BigInt(cashStake) * BigInt(contributionBps)) / BigInt(BASIS_POINTS));
}

/**
 * A contribution split over levels by weight, largest remainder first (ties to the earlier
 * level), so the parts always add up to the whole: no minor unit is lost or made up.
 */
export function splitContribution(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const big = BigInt(total);
  const exact = weights.map((w) => big * BigInt(Math.max(0, w)));
  const parts = exact.map((e) => e / BigInt(sum));
  let left = total - parts.reduce((a, p) => a + Number(p), 0);
  const order = exact
    .map((e, i) => ({ i, remainder: e % BigInt(sum) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/** 32-bit MurmurHash3 of a text's UTF-16 code units with a salt. */
function hash32(text: string, salt: number): number {
  let h = salt >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    let k = text.charCodeAt(i);
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= text.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The draw's random number: a counter-based hash of the seed and the draw number, uniform in
 * [0, 1) with 53 bits. The same seed and number always give the same value, so every recorded
 * draw can be recomputed by an auditor; no state is carried from one draw to the next.
 */
export function drawUniform(seed: string, drawNumber: number): number {
  const key = `${seed}#${drawNumber}`;
  const high = hash32(key, 0x9e3779b9) >>> 5; // 27 bits
  const low = hash32(key, 0x7f4a7c15) >>> 6; // 26 bits
  return (high * 2 ** 26 + low) / 2 ** 53;
}

/** A level's state before a draw. */
export interface LevelDrawInput {
  /** The level's pool before this bet's contribution. */
  readonly poolBefore: number;
  /** This bet's contribution to the level. */
  readonly contribution: number;
  /** The pool at which the level must have hit (the must-hit cap), minor units. */
  readonly mustHitBy: number;
  /** The operator's test tool: the next qualifying draw hits. */
  readonly forced: boolean;
  /**
   * False: only forced hits and the must-hit cap hit, never chance (JACKPOT_CHANCE_HITS=false,
   * so browser journeys are not interrupted by a surprise hit). Default true.
   */
  readonly chanceHits?: boolean;
}

/**
 * The chance this contribution hits the level. The hit point is uniform between the pool now
 * and the must-hit cap, so the chance that it lies within this contribution is
 * contribution / (cap - pool): it grows with the stake and as the pool nears the cap, and is 1
 * once a contribution reaches the cap (the cap holds). Forced: 1.
 */
export function hitProbability(level: LevelDrawInput): number {
  if (level.forced) return 1;
  const room = level.mustHitBy - level.poolBefore;
  if (room <= level.contribution) return 1;
  if (level.contribution <= 0 || level.chanceHits === false) return 0;
  return level.contribution / room;
}

export interface LevelDraw {
  readonly value: number;
  readonly probability: number;
  readonly hit: boolean;
}

/** One recorded draw of a level: the value from the seed and number, and whether it hit. */
export function drawLevel(seed: string, drawNumber: number, level: LevelDrawInput): LevelDraw {
  const value = drawUniform(seed, drawNumber);
  const probability = hitProbability(level);
  return { value, probability, hit: probability >= 1 || value < probability };
}

/** What a hit pays (the whole pool, this bet's contribution included) and the pool after it. */
export function jackpotPayout(
  poolAfterContribution: number,
  seedAmount: number,
): { paid: number; poolAfter: number } {
  return { paid: poolAfterContribution, poolAfter: seedAmount };
}
