import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT_TIMINGS,
  type LimitState,
  canMoveLimit,
  confirmLimitChange,
  isConfirmable,
  isLimitEnforced,
  lapseLimit,
  newLimit,
  requestLimitChange,
} from './limits';

const HOUR = 3_600_000;
const t0 = new Date('2026-03-02T10:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const limit = (amount: number): LimitState => newLimit(amount).next;

describe('limit changes', () => {
  it('applies a new limit at once', () => {
    expect(newLimit(5000)).toEqual({
      action: 'set',
      next: { status: 'active', amount: 5000, pending: null },
    });
  });

  it('applies a tighter limit at once', () => {
    expect(requestLimitChange(limit(5000), 2000, t0)).toEqual({
      action: 'tightened',
      next: { status: 'active', amount: 2000, pending: null },
    });
  });

  it('keeps the old amount while a loosening cools off, then lets the player confirm it', () => {
    const { action, next } = requestLimitChange(limit(5000), 9000, t0);
    expect(action).toBe('loosening_requested');
    expect(next.status).toBe('unconfirmed');
    expect(next.amount).toBe(5000);
    expect(next.pending).toEqual({
      amount: 9000,
      requestedAt: t0,
      effectiveAt: at(24),
      confirmUntil: at(24 + 7 * 24),
    });
    expect(confirmLimitChange(next, at(23.99))).toEqual({
      ok: false,
      code: 'limit_cooling_off',
      effectiveAt: at(24),
    });
    expect(confirmLimitChange(next, at(24))).toEqual({
      ok: true,
      action: 'confirmed',
      next: { status: 'confirmed', amount: 9000, pending: null },
    });
  });

  it('lets a loosening lapse when the player does not confirm it in time', () => {
    const { next } = requestLimitChange(limit(5000), 9000, t0);
    const late = at(24 + 7 * 24 + 1);
    expect(confirmLimitChange(next, late)).toEqual({
      ok: false,
      code: 'limit_nothing_to_confirm',
    });
    expect(lapseLimit(next, late)).toEqual({
      action: 'lapsed',
      next: { status: 'active', amount: 5000, pending: null },
    });
    expect(lapseLimit(next, at(25))).toBeNull();
  });

  it('removes a limit only after the cooling-off and a confirmation', () => {
    const { action, next } = requestLimitChange(limit(5000), null, t0);
    expect(action).toBe('removal_requested');
    expect(next.status).toBe('unconfirmed_disabled');
    expect(isLimitEnforced(next.status)).toBe(true);
    const confirmed = confirmLimitChange(next, at(30));
    expect(confirmed.ok && confirmed.next.status).toBe('confirmed_disabled');
    expect(confirmed.ok && isLimitEnforced(confirmed.next.status)).toBe(false);
  });

  it('lets a tightening cancel a pending loosening', () => {
    const { next } = requestLimitChange(limit(5000), 9000, t0);
    expect(requestLimitChange(next, 4000, at(2)).next).toEqual({
      status: 'active',
      amount: 4000,
      pending: null,
    });
  });

  it('has nothing to confirm on a limit without a pending change', () => {
    expect(confirmLimitChange(limit(5000), t0)).toMatchObject({ code: 'limit_nothing_to_confirm' });
  });

  it('says when a pending change is confirmable', () => {
    const { next } = requestLimitChange(limit(5000), 9000, t0);
    expect(isConfirmable(next.pending, at(1))).toBe(false);
    expect(isConfirmable(next.pending, at(25))).toBe(true);
    expect(isConfirmable(next.pending, at(24 + 7 * 24 + 1))).toBe(false);
    expect(isConfirmable(null, at(25))).toBe(false);
  });
});

type Step =
  | { kind: 'request'; amount: number | null; afterHours: number }
  | { kind: 'confirm'; afterHours: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('request' as const),
    amount: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    afterHours: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({
    kind: fc.constant('confirm' as const),
    afterHours: fc.integer({ min: 0, max: 300 }),
  }),
);

describe('limit lifecycle properties', () => {
  it('never raises the enforced amount or ends the limit without a confirmation after the cooling-off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(step, { maxLength: 30 }),
        (start, steps) => {
          let state = limit(start);
          let now = t0;
          for (const s of steps) {
            now = new Date(now.getTime() + s.afterHours * HOUR);
            if (!isLimitEnforced(state.status)) break;
            const before = state;
            if (s.kind === 'request') {
              const { next } = requestLimitChange(state, s.amount, now);
              expect(next.amount).toBeLessThanOrEqual(before.amount);
              expect(isLimitEnforced(next.status)).toBe(true);
              state = next;
            } else {
              const result = confirmLimitChange(state, now);
              if (result.ok) {
                const pending = lapseLimit(before, now) ? null : before.pending;
                expect(pending).not.toBeNull();
                expect(now.getTime()).toBeGreaterThanOrEqual(
                  (pending?.requestedAt.getTime() ?? 0) + DEFAULT_LIMIT_TIMINGS.coolingOffMs,
                );
                state = result.next;
              }
            }
            const lapsed = lapseLimit(before, now)?.next ?? before;
            expect(canMoveLimit(lapsed.status, state.status)).toBe(true);
          }
        },
      ),
    );
  });
});
