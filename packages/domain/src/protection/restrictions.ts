// Time-out (cooling-off), self-exclusion and the panic button: their periods, their end and what
// a restricted player may still do. Restrictions start at once and cannot be lifted early.

export const TIME_OUT_PERIODS = ['24h', '1w', '1m', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type RestrictionPeriod = TimeOutPeriod | SelfExclusionPeriod;

/** The panic button (GlüStV §6i(3)): a 24-hour time-out at once, without a confirmation. */
export const PANIC_PERIOD: TimeOutPeriod = '24h';

export type RestrictionKind = 'coolingoff' | 'selfexclusion';

const HOUR_MS = 3_600_000;

/** Fixed-length periods in ms; months and years are calendar periods (see `restrictionEnd`). */
const FIXED_MS: Partial<Record<RestrictionPeriod, number>> = {
  '24h': 24 * HOUR_MS,
  '1w': 7 * 24 * HOUR_MS,
  '6w': 42 * 24 * HOUR_MS,
};
const MONTHS: Partial<Record<RestrictionPeriod, number>> = { '1m': 1, '6m': 6, '1y': 12, '5y': 60 };

/**
 * When a restriction of `period` started at `start` ends (epoch ms, UTC). Months and years are
 * calendar months: a month from 31 January ends on the last day of February at the same time.
 */
export function restrictionEnd(period: RestrictionPeriod, start: number): number {
  const fixed = FIXED_MS[period];
  if (fixed !== undefined) return start + fixed;
  const months = MONTHS[period] ?? 0;
  const from = new Date(start);
  const target = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, 0, 0, 0, 0),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
  return target.getTime();
}

export const restrictionKindOf = (period: RestrictionPeriod): RestrictionKind =>
  (SELF_EXCLUSION_PERIODS as readonly string[]).includes(period) ? 'selfexclusion' : 'coolingoff';

export interface RestrictionSpan {
  kind: RestrictionKind;
  disableAt: number;
}

/** A restriction binds until its end; from `disableAt` on it is over. */
export const isRestrictionActive = (restriction: { disableAt: number }, now: number): boolean =>
  now < restriction.disableAt;

/**
 * The restriction that binds the player at `now`: a self-exclusion before a time-out, then the
 * one that ends last. Null: the player is free to play.
 */
export function bindingRestriction<R extends RestrictionSpan>(
  restrictions: readonly R[],
  now: number,
): R | null {
  let binding: R | null = null;
  for (const restriction of restrictions) {
    if (!isRestrictionActive(restriction, now)) continue;
    if (
      binding === null ||
      (restriction.kind === 'selfexclusion' && binding.kind !== 'selfexclusion') ||
      (restriction.kind === binding.kind && restriction.disableAt > binding.disableAt)
    ) {
      binding = restriction;
    }
  }
  return binding;
}

/**
 * What a player does. A restricted player may only see their account and have open bets settle
 * and pay out; everything else waits for the end (UKGC, MGA: no play, no deposit, no marketing).
 */
export type PlayerAction =
  | 'sign_in'
  | 'start_session'
  | 'place_bet'
  | 'deposit'
  | 'receive_bonus'
  | 'view_account'
  | 'settle_open_bets';

const ALLOWED_WHILE_RESTRICTED: ReadonlySet<PlayerAction> = new Set([
  'view_account',
  'settle_open_bets',
]);

/** Whether `action` is allowed while `restriction` (the binding one, or null) holds. */
export const restrictionAllows = (
  restriction: RestrictionSpan | null,
  action: PlayerAction,
): boolean => restriction === null || ALLOWED_WHILE_RESTRICTED.has(action);
