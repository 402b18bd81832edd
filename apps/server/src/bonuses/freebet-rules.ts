// The freebet rules are the domain's (packages/domain/src/freebet/freebet-rules.ts, decision
// 0016), shared with the slip. These functions only carry database amounts (bigint) to them.
import type { FreebetStatus, FreebetType } from '@sportsbook/contract';
import {
  type FreebetRefusalReason,
  freebetDebit as domainFreebetDebit,
  freebetRefusal as domainFreebetRefusal,
  freebetStatus as domainFreebetStatus,
  minorUnits,
} from '@sportsbook/domain';

export type { FreebetRefusalReason };

/** An issued freebet as the rules read it (amount in minor units as stored). */
export interface FreebetFacts {
  type: FreebetType;
  currency: string;
  amount: bigint;
  /** Scale 3 decimal odds as numbers (wire odds), null: no bound. */
  minOdds: number | null;
  maxOdds: number | null;
  selectionCountFrom: number;
  selectionCountTo: number | null;
  /** 0 pre-match only, 1 live only, null both. */
  matchStatus: number | null;
  usesCount: number;
  timesUsed: number;
  isActive: boolean;
  expiredAt: Date | null;
}

/** The bet a freebet is played on. */
export interface FreebetBet {
  type: 'single' | 'combo' | 'system' | 'custom';
  currency: string;
  stake: bigint;
  /** The bet's combined odds. */
  odds: number;
  /** The status of each selection's match now (0 not started, 1 live). */
  matchStatuses: readonly number[];
}

const minor = (amount: bigint) => minorUnits(Number(amount));

const domainFacts = (freebet: FreebetFacts) => ({ ...freebet, amount: minor(freebet.amount) });

/** Deactivated by the operator, else expired, else used up, else active. */
export function freebetStatus(freebet: FreebetFacts, now: Date): FreebetStatus {
  return domainFreebetStatus(domainFacts(freebet), now);
}

/** Null when the freebet can stake this bet now, else the first reason it cannot. */
export function freebetRefusal(
  freebet: FreebetFacts,
  bet: FreebetBet,
  now: Date,
): FreebetRefusalReason | null {
  return domainFreebetRefusal(domainFacts(freebet), { ...bet, stake: minor(bet.stake) }, now);
}

/** What the player's wallet pays for a freebet bet: nothing unless it is an amb. */
export function freebetDebit(type: FreebetType, totalStake: bigint): bigint {
  return BigInt(domainFreebetDebit(type, minor(totalStake)));
}
