// Player limits (UKGC RTS 12): how a change takes effect and the statuses a limit goes through.
// A new or tighter limit applies at once. A looser one, or a removal, waits for a cooling-off
// (24 hours by default) and then applies only if the player confirms it before its deadline;
// unconfirmed, it lapses and the limit stays as it was. Until then the old amount is enforced.
import { type Refusal, refuse } from '../core/result';

/** The spec's statuses (section 4). */
export type LimitStatus =
  | 'active'
  | 'confirmed'
  | 'confirmed_disabled'
  | 'unconfirmed'
  | 'unconfirmed_disabled'
  | 'disabled';

/** A change waiting for its cooling-off and the player's confirmation. */
export interface PendingLimitChange {
  /** The new amount; null: remove the limit. */
  readonly amount: number | null;
  readonly requestedAt: Date;
  /** The cooling-off ends: from here the player may confirm. */
  readonly effectiveAt: Date;
  /** Last moment to confirm; later the change lapses. */
  readonly confirmUntil: Date;
}

/** A limit as it stands: the amount enforced and what is pending. */
export interface LimitState {
  readonly status: LimitStatus;
  /** Minor units (money limits) or minutes (time limits); the amount enforced. */
  readonly amount: number;
  readonly pending: PendingLimitChange | null;
}

export interface LimitTimings {
  /** How long a loosening or a removal waits before it can be confirmed. */
  readonly coolingOffMs: number;
  /** How long after the cooling-off the player may confirm. */
  readonly confirmWindowMs: number;
}

const HOUR_MS = 3_600_000;

/** UK defaults: 24 hours' cooling-off, then 7 days to confirm. */
export const DEFAULT_LIMIT_TIMINGS: LimitTimings = {
  coolingOffMs: 24 * HOUR_MS,
  confirmWindowMs: 7 * 24 * HOUR_MS,
};

/** Which status may follow which (a limit never leaves `confirmed_disabled` or `disabled`). */
export const LIMIT_STATUS_TRANSITIONS: Readonly<Record<LimitStatus, readonly LimitStatus[]>> = {
  active: ['active', 'unconfirmed', 'unconfirmed_disabled', 'disabled'],
  confirmed: ['confirmed', 'active', 'unconfirmed', 'unconfirmed_disabled', 'disabled'],
  // A pending change is replaced by another request, cancelled by a tightening, lapses (back to
  // active) or is confirmed.
  unconfirmed: ['unconfirmed', 'unconfirmed_disabled', 'active', 'confirmed', 'disabled'],
  unconfirmed_disabled: ['unconfirmed_disabled', 'unconfirmed', 'active', 'confirmed_disabled'],
  confirmed_disabled: [],
  disabled: [],
};

export function canMoveLimit(from: LimitStatus, to: LimitStatus): boolean {
  return LIMIT_STATUS_TRANSITIONS[from].includes(to);
}

/** Whether the limit binds: in force, including while a change of it is pending. */
export function isLimitEnforced(status: LimitStatus): boolean {
  return status !== 'confirmed_disabled' && status !== 'disabled';
}

export type LimitChangeAction =
  'set' | 'tightened' | 'loosening_requested' | 'removal_requested' | 'confirmed' | 'lapsed';

export interface LimitTransition {
  readonly action: LimitChangeAction;
  readonly next: LimitState;
}

/**
 * The limit at `now`: a pending change whose confirmation deadline passed lapses (the limit stays
 * at its amount, `active`). Answers the lapse as a transition so it can be recorded; null when
 * nothing changed.
 */
export function lapseLimit(state: LimitState, now: Date): LimitTransition | null {
  if (!state.pending || now.getTime() <= state.pending.confirmUntil.getTime()) return null;
  return { action: 'lapsed', next: { status: 'active', amount: state.amount, pending: null } };
}

const settled = (state: LimitState, now: Date) => lapseLimit(state, now)?.next ?? state;

/** A new limit: in force at once. */
export function newLimit(amount: number): LimitTransition {
  return { action: 'set', next: { status: 'active', amount, pending: null } };
}

/**
 * The player asks for `amount` (a number) or a removal (null). Not looser: applies at once and
 * cancels a pending loosening. Looser or removal: pending, the current amount still enforced.
 * A repeated request starts a new cooling-off.
 */
export function requestLimitChange(
  current: LimitState,
  amount: number | null,
  now: Date,
  timings: LimitTimings = DEFAULT_LIMIT_TIMINGS,
): LimitTransition {
  const state = settled(current, now);
  if (amount !== null && amount <= state.amount) {
    return { action: 'tightened', next: { status: 'active', amount, pending: null } };
  }
  const effectiveAt = new Date(now.getTime() + timings.coolingOffMs);
  const pending: PendingLimitChange = {
    amount,
    requestedAt: now,
    effectiveAt,
    confirmUntil: new Date(effectiveAt.getTime() + timings.confirmWindowMs),
  };
  return amount === null
    ? {
        action: 'removal_requested',
        next: { status: 'unconfirmed_disabled', amount: state.amount, pending },
      }
    : {
        action: 'loosening_requested',
        next: { status: 'unconfirmed', amount: state.amount, pending },
      };
}

export type ConfirmRefusal =
  Refusal<'limit_cooling_off', { effectiveAt: Date }> | Refusal<'limit_nothing_to_confirm'>;

/**
 * The player confirms the pending change: only once its cooling-off ended and before its
 * deadline. A loosening applies (`confirmed`); a removal ends the limit (`confirmed_disabled`).
 */
export function confirmLimitChange(
  current: LimitState,
  now: Date,
): ({ ok: true } & LimitTransition) | ConfirmRefusal {
  const state = settled(current, now);
  const pending = state.pending;
  if (!pending) return refuse('limit_nothing_to_confirm');
  if (now.getTime() < pending.effectiveAt.getTime()) {
    return refuse('limit_cooling_off', { effectiveAt: pending.effectiveAt });
  }
  const next: LimitState =
    pending.amount === null
      ? { status: 'confirmed_disabled', amount: state.amount, pending: null }
      : { status: 'confirmed', amount: pending.amount, pending: null };
  return { ok: true, action: 'confirmed', next };
}

/** Whether the player can confirm the pending change at `now`. */
export function isConfirmable(pending: PendingLimitChange | null, now: Date): boolean {
  return (
    pending !== null &&
    now.getTime() >= pending.effectiveAt.getTime() &&
    now.getTime() <= pending.confirmUntil.getTime()
  );
}
