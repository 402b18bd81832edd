// Calendar days in the player's time zone, for the schedule (today and the days ahead) and the
// results (today and the days before). A day is `YYYY-MM-DD` in that zone; its window is the
// UTC range from its local midnight to the next one, so a 23:30 kick-off in Berlin is listed
// under Berlin's day, not London's.

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant in a time zone. */
export function localDay(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** Minutes the zone is ahead of UTC at an instant (Berlin in winter: 60). */
function offsetMinutes(instant: number, timeZone: string): number {
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
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of local midnight starting a day (twice corrected, for days that change DST). */
function localMidnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  return guess - offsetMinutes(first, timeZone) * 60_000;
}

/** Whether text is a real calendar day `YYYY-MM-DD`. */
export function isDay(text: string | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The UTC window of a local day: `from` inclusive, `to` the last millisecond of the day. */
export function dayWindow(day: string, timeZone: string): { from: string; to: string } {
  const start = localMidnight(day, timeZone);
  const next = localMidnight(shiftDay(day, 1), timeZone);
  return { from: new Date(start).toISOString(), to: new Date(next - 1).toISOString() };
}

/** The day `by` days after (or before, when negative) a day. */
export function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + by * DAY_MS).toISOString().slice(0, 10);
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
