// What a money limit leaves: period windows (UTC calendar), usage and the remaining allowance,
// and whether a deposit or a stake fits. Amounts are integer minor units of one currency.
import { type Refusal, refuse } from '../core/result';

export type LimitPeriod = 'day' | 'week' | 'month';
export type MoneyLimitKind = 'deposit' | 'loss' | 'wager';

/**
 * The calendar period holding `now`, in UTC: a day from 00:00, a week from Monday 00:00 (ISO
 * weeks), a month from the 1st 00:00. `end` is exclusive (the next period's start).
 */
export function periodWindow(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  if (period === 'month') {
    return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
  if (period === 'week') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    return {
      start: new Date(Date.UTC(y, m, d - sinceMonday)),
      end: new Date(Date.UTC(y, m, d - sinceMonday + 7)),
    };
  }
  return { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) };
}

/** Money moved in a period, as the ledger says: all positive minor units. */
export interface PeriodActivity {
  /** Deposits credited (gross: withdrawals do not offset them). */
  readonly deposits: number;
  /** Stakes debited. */
  readonly stakes: number;
  /** Returns credited: winnings, cash-outs and refunds. */
  readonly returns: number;
}

/** What a limit of this kind counts: deposits, stakes, or the net loss (stakes − returns). */
export function limitUsage(kind: MoneyLimitKind, activity: PeriodActivity): number {
  if (kind === 'deposit') return activity.deposits;
  if (kind === 'wager') return activity.stakes;
  return activity.stakes - activity.returns;
}

/** Still allowed: the limit less what is used, never below zero (a net win leaves more). */
export function remainingAllowance(amount: number, used: number): number {
  return Math.max(0, amount - used);
}

/** A limit in force with what it leaves now. */
export interface LimitRoom {
  readonly id: number;
  readonly kind: MoneyLimitKind;
  readonly remaining: number;
}

/** The tightest of the limits that bind this movement: null when none does. */
export function tightest(rooms: readonly LimitRoom[]): LimitRoom | null {
  let best: LimitRoom | null = null;
  for (const room of rooms) if (!best || room.remaining < best.remaining) best = room;
  return best;
}

/** Deposits are bound by deposit limits; stakes by wager and loss limits. */
export function roomsFor(movement: 'deposit' | 'stake', rooms: readonly LimitRoom[]): LimitRoom[] {
  return rooms.filter((room) =>
    movement === 'deposit' ? room.kind === 'deposit' : room.kind !== 'deposit',
  );
}

export type LimitRefusal = Refusal<
  'deposit_limit_exceeded' | 'stake_limit_exceeded',
  { limitId: number; kind: MoneyLimitKind; remaining: number }
>;

/**
 * Whether `amount` fits every limit binding the movement; on success, the rooms after it (a
 * stake uses up wager and loss room alike, a deposit deposit room), so a batch can check the
 * next movement against what this one left.
 */
export function checkAgainstLimits(
  movement: 'deposit' | 'stake',
  amount: number,
  rooms: readonly LimitRoom[],
): { ok: true; rooms: LimitRoom[] } | LimitRefusal {
  const binding = tightest(roomsFor(movement, rooms));
  if (binding && amount > binding.remaining) {
    return refuse(movement === 'deposit' ? 'deposit_limit_exceeded' : 'stake_limit_exceeded', {
      limitId: binding.id,
      kind: binding.kind,
      remaining: binding.remaining,
    });
  }
  const touched = new Set(roomsFor(movement, rooms));
  return {
    ok: true,
    rooms: rooms.map((room) =>
      touched.has(room) ? { ...room, remaining: room.remaining - amount } : room,
    ),
  };
}
