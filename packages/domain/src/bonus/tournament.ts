// Hunting tournament (spec section 3): a leaderboard by farmed amount, a prize pool that grows
// by a share of qualifying stakes, and its split among the top positions when it ends.
import { type MinorUnits, minorUnits } from '../money/money';

/** One player's standing: what they farmed and when they last moved up. */
export interface Standing<P> {
  readonly player: P;
  readonly farmedAmount: MinorUnits;
  /** When the player's farmed amount reached its current value (epoch ms). */
  readonly reachedAt: number;
  /** A stable last tie-break (the player's id). */
  readonly tieBreak: number;
}

/**
 * Leaderboard order: farmed amount descending, then whoever got there first, then the tie-break
 * id; positions 1, 2, 3… with no shared positions (a prize goes to exactly one player).
 */
export function rankStandings<P>(
  standings: readonly Standing<P>[],
): (Standing<P> & { position: number })[] {
  return [...standings]
    .sort(
      (a, b) =>
        b.farmedAmount - a.farmedAmount || a.reachedAt - b.reachedAt || a.tieBreak - b.tieBreak,
    )
    .map((standing, i) => ({ ...standing, position: i + 1 }));
}

/** Shares are compared in millionths, so the split is exact integer arithmetic. */
const PPM = 1_000_000;
const toPpm = (share: number) => Math.round(share * PPM);

/**
 * Splits a pool among the players placed, by `shares` per position (position 1 first). Only as
 * many positions as there are players take part, and their shares are scaled to the whole pool,
 * so the pool is always paid out in full; each prize is rounded down and the remainder goes to
 * first place. The prizes sum exactly to `pool`; no players: no prizes.
 */
export function splitPool(
  pool: MinorUnits,
  shares: readonly number[],
  players: number,
): MinorUnits[] {
  const taking = shares.slice(0, Math.max(0, players)).map(toPpm);
  const total = taking.reduce((sum, share) => sum + share, 0);
  if (taking.length === 0 || pool <= 0) return taking.map(() => minorUnits(0));
  // Every share zero: the first place takes the pool.
  const weights = total === 0 ? taking.map((_, i) => (i === 0 ? 1 : 0)) : taking;
  const weightSum = total === 0 ? 1 : total;
  const prizes = weights.map((w) => (BigInt(pool) * BigInt(w)) / BigInt(weightSum));
  const paid = prizes.reduce((sum, prize) => sum + prize, 0n);
  prizes[0] = (prizes[0] as bigint) + (BigInt(pool) - paid);
  return prizes.map((prize) => minorUnits(Number(prize)));
}

/** What a qualifying stake adds to the pool: `share` of it, rounded down. */
export function poolContribution(stake: MinorUnits, share: number): MinorUnits {
  return minorUnits(Number((BigInt(stake) * BigInt(toPpm(share))) / BigInt(PPM)));
}

/**
 * What a tournament's pool gives back when a bet that paid into it settles: a bet voided
 * entirely was never at risk, so its share leaves the pool; a bet won, lost or cashed out
 * (whole or in part) was at risk when placed and its share stays. Nothing leaves a pool
 * whose prizes are already paid (`finished`).
 */
export function poolShareGivenBack(
  share: MinorUnits,
  outcome: 'void' | 'counted' | 'cashed_out',
  finished: boolean,
): MinorUnits {
  return outcome === 'void' && !finished ? share : minorUnits(0);
}

/**
 * A masked e-mail for a public leaderboard: the first two characters of the local part and of
 * the domain name, the top-level domain kept (`jo***@ex***.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const name = dot < 0 ? domain : domain.slice(0, dot);
  const tld = dot < 0 ? '' : domain.slice(dot);
  return `${local.slice(0, 2)}***@${name.slice(0, 2)}***${tld}`;
}
