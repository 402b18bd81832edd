// The schedule's and the results' days in the player's time zone (today and the days ahead, or
// before), as windows of `GET /matches`. The calendar maths is the domain's
// (`packages/domain/src/calendar/local-day.ts`), shared with the bet history's date filter.
import { isCalendarDay, localDay, localDayBounds, shiftDay } from '@sportsbook/domain';

export { localDay, shiftDay };
export const isDay = isCalendarDay;

/** The UTC window of a local day: `from` inclusive, `to` the last millisecond of the day. */
export function dayWindow(day: string, timeZone: string): { from: string; to: string } {
  const { start, end } = localDayBounds(day, timeZone);
  return { from: new Date(start).toISOString(), to: new Date(end - 1).toISOString() };
}

/** `count` days from the day of `now`: forwards (schedule) or backwards (results). */
export function daysFrom(
  now: number,
  timeZone: string,
  count: number,
  direction: 1 | -1,
): string[] {
  const today = localDay(now, timeZone);
  return Array.from({ length: count }, (_, index) => shiftDay(today, index * direction));
}
