import { describe, expect, it } from 'vitest';
import { isCalendarDay, localDay, localDayBounds, shiftDay } from './local-day';

const iso = (ms: number) => new Date(ms).toISOString();

describe('calendar days in a time zone', () => {
  it('a day the clocks go forward is 23 hours, one they go back 25', () => {
    const spring = localDayBounds('2026-03-29', 'Europe/Berlin');
    expect([iso(spring.start), iso(spring.end)]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    const autumn = localDayBounds('2026-10-25', 'Europe/Berlin');
    expect(autumn.end - autumn.start).toBe(25 * 3_600_000);
  });

  it('UTC days are UTC midnights; New York runs behind', () => {
    const utc = localDayBounds('2026-12-31', 'UTC');
    expect([iso(utc.start), iso(utc.end)]).toEqual([
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(iso(localDayBounds('2026-11-25', 'America/New_York').start)).toBe(
      '2026-11-25T05:00:00.000Z',
    );
  });

  it('names the local day of an instant, shifts days across months, and knows real days', () => {
    expect(localDay(Date.parse('2026-11-25T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-26');
    expect(localDay(Date.parse('2026-11-25T23:30:00Z'), 'UTC')).toBe('2026-11-25');
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('26-02-28')).toBe(false);
    expect(isCalendarDay(undefined)).toBe(false);
  });
});
