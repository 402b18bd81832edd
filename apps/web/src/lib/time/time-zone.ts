// The visitor's time zone travels in a cookie so the server renders kick-off times in it. The
// first visit renders in UTC; a client island then stores the zone and refreshes once.

export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether `Intl` knows the zone (`Europe/Berlin` yes, `Mars/Olympus` no). */
export function isValidTimeZone(value: string | undefined): value is string {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's time zone, or UTC where it names none that `Intl` knows. */
export function browserTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Where a zone's offset is read: now and half a year on, so both sides of daylight saving. */
export const OFFSET_PROBE_SPAN_MS = 182 * 24 * 60 * 60 * 1000;

/** The zone's offset from UTC in minutes at an instant (`Europe/Berlin` in July: 120). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** What the server rendered in: the zone, and its offsets at two instants half a year apart. */
export interface RenderedZone {
  zone: string;
  at: number;
  offsets: [number, number];
}

export function renderedZone(zone: string, now = Date.now()): RenderedZone {
  return {
    zone,
    at: now,
    offsets: [zoneOffsetMinutes(zone, now), zoneOffsetMinutes(zone, now + OFFSET_PROBE_SPAN_MS)],
  };
}

/**
 * Whether the browser shows the same clock as the zone the page was rendered in, read from
 * `Date` alone: asking `Intl` for the browser's zone loads its time-zone data, tens of
 * milliseconds on a slow phone, which a visitor whose clock already matches never needs.
 */
export function sameClockAsRendered({ at, offsets }: RenderedZone): boolean {
  return (
    -new Date(at).getTimezoneOffset() === offsets[0] &&
    -new Date(at + OFFSET_PROBE_SPAN_MS).getTimezoneOffset() === offsets[1]
  );
}
