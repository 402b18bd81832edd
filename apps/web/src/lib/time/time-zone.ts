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
