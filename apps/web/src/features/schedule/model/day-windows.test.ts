import { describe, expect, it } from 'vitest';
import { dayWindow, daysFrom, isDay, localDay, shiftDay } from './day-windows';

describe('days in the player time zone', () => {
  it('puts a late kick-off under the local day, not the UTC one', () => {
    const lateInBerlin = Date.parse('2026-11-25T23:30:00Z'); // 00:30 on the 26th in Berlin
    expect(localDay(lateInBerlin, 'UTC')).toBe('2026-11-25');
    expect(localDay(lateInBerlin, 'Europe/Berlin')).toBe('2026-11-26');
  });

  it('spans a local day from its midnight to the last millisecond before the next one', () => {
    expect(dayWindow('2026-11-25', 'UTC')).toEqual({
      from: '2026-11-25T00:00:00.000Z',
      to: '2026-11-25T23:59:59.999Z',
    });
    expect(dayWindow('2026-11-25', 'Europe/Berlin')).toEqual({
      from: '2026-11-24T23:00:00.000Z',
      to: '2026-11-25T22:59:59.999Z',
    });
    expect(dayWindow('2026-11-25', 'America/New_York').from).toBe('2026-11-25T05:00:00.000Z');
  });

  it('gives the day the clocks change its 23 or 25 hours', () => {
    const spring = dayWindow('2026-03-29', 'Europe/Berlin');
    expect(spring.from).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.to).toBe('2026-03-29T21:59:59.999Z');
    const autumn = dayWindow('2026-10-25', 'Europe/Berlin');
    expect(autumn.from).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.to).toBe('2026-10-25T22:59:59.999Z');
  });

  it('lists the days ahead for the schedule and the days before for the results', () => {
    const now = Date.parse('2026-12-30T12:00:00Z');
    expect(daysFrom(now, 'UTC', 4, 1)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysFrom(now, 'UTC', 3, -1)).toEqual(['2026-12-30', '2026-12-29', '2026-12-28']);
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts only real calendar days from the address', () => {
    expect(isDay('2026-11-25')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
    expect(isDay(undefined)).toBe(false);
    expect(isDay('<script>')).toBe(false);
  });
});
