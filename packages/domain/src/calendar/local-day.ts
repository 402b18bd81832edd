// Calendar days in a time zone, for every list by day (the bet history's date filter, the
// schedule, the results). A day is `YYYY-MM-DD` in the zone; it runs from the zone's midnight to
// the next one, so a day the clocks change is 23 or 25 hours long and a 23:30 kick-off in Berlin
// falls on Berlin's day, not London's. Only ECMAScript's Intl, so it runs in the browser and on
// the server alike.

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant (epoch ms) in a time zone. */
export function localDay(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** Whether text is a real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The day `by` days after (before, when negative) a day. */
export function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + by * DAY_MS).toISOString().slice(0, 10);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (Berlin in winter: 3.6e6). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (epoch ms) a day starts in a time zone: its local midnight. The offset is read at
 * the guess and again at the corrected instant, for the days the clocks change.
 */
export function localDayStart(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  const first = utcMidnight - offsetAt(utcMidnight, timeZone);
  return utcMidnight - offsetAt(first, timeZone);
}

/** A day's instants in a time zone: `start` inclusive, `end` (the next day's start) exclusive. */
export function localDayBounds(day: string, timeZone: string): { start: number; end: number } {
  return { start: localDayStart(day, timeZone), end: localDayStart(shiftDay(day, 1), timeZone) };
}
