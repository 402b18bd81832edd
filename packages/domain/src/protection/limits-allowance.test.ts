import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LimitRoom,
  checkAgainstLimits,
  limitUsage,
  periodWindow,
  remainingAllowance,
} from './limits-allowance';

const iso = (d: Date) => d.toISOString();

describe('period windows (UTC)', () => {
  it('runs a day from midnight UTC', () => {
    const { start, end } = periodWindow('day', new Date('2026-03-04T23:59:59.999Z'));
    expect([iso(start), iso(end)]).toEqual([
      '2026-03-04T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
    ]);
  });

  it('runs a week from Monday midnight UTC, a Sunday included', () => {
    const { start, end } = periodWindow('week', new Date('2026-03-08T12:00:00Z')); // a Sunday
    expect([iso(start), iso(end)]).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
    expect(iso(periodWindow('week', new Date('2026-03-09T00:00:00Z')).start)).toBe(
      '2026-03-09T00:00:00.000Z',
    );
  });

  it('runs a month from the 1st, across a year end', () => {
    const { start, end } = periodWindow('month', new Date('2026-12-31T18:00:00Z'));
    expect([iso(start), iso(end)]).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('always holds the instant it was asked for', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        (now, period) => {
          const { start, end } = periodWindow(period, now);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(end.getTime()).toBeGreaterThan(now.getTime());
          expect(periodWindow(period, end).start.getTime()).toBe(end.getTime());
        },
      ),
    );
  });
});

describe('usage and allowance', () => {
  const activity = { deposits: 5000, stakes: 3000, returns: 4500 };

  it('counts deposits, stakes and the net loss', () => {
    expect(limitUsage('deposit', activity)).toBe(5000);
    expect(limitUsage('wager', activity)).toBe(3000);
    expect(limitUsage('loss', activity)).toBe(-1500);
  });

  it('leaves more room on a loss limit after a net win, and never less than nothing', () => {
    expect(remainingAllowance(1000, -1500)).toBe(2500);
    expect(remainingAllowance(1000, 1200)).toBe(0);
  });
});

describe('checking a movement against limits', () => {
  const rooms: LimitRoom[] = [
    { id: 1, kind: 'deposit', remaining: 10_000 },
    { id: 2, kind: 'wager', remaining: 3000 },
    { id: 3, kind: 'loss', remaining: 2000 },
  ];

  it('refuses a stake past the tightest of wager and loss, naming what is left', () => {
    expect(checkAgainstLimits('stake', 2001, rooms)).toEqual({
      ok: false,
      code: 'stake_limit_exceeded',
      limitId: 3,
      kind: 'loss',
      remaining: 2000,
    });
  });

  it('takes a stake that fits from every stake limit, not from the deposit limit', () => {
    const result = checkAgainstLimits('stake', 2000, rooms);
    expect(result.ok && result.rooms.map((r) => r.remaining)).toEqual([10_000, 1000, 0]);
  });

  it('refuses a deposit past the deposit limit', () => {
    expect(checkAgainstLimits('deposit', 10_001, rooms)).toMatchObject({
      code: 'deposit_limit_exceeded',
      remaining: 10_000,
    });
  });

  it('lets anything through where no limit binds', () => {
    expect(checkAgainstLimits('deposit', 10 ** 9, []).ok).toBe(true);
  });

  it('never lets a sequence of movements pass a limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 3000 }), { maxLength: 40 }),
        (limit, stakes) => {
          let current: LimitRoom[] = [{ id: 1, kind: 'wager', remaining: limit }];
          let taken = 0;
          for (const stake of stakes) {
            const result = checkAgainstLimits('stake', stake, current);
            if (result.ok) {
              taken += stake;
              current = result.rooms;
            }
          }
          expect(taken).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });
});
