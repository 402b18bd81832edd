// Kick-off labels of match rows: "Today 19:30", "Tomorrow 12:00", "29 Nov 15:00", in the
// visitor's time zone, in the locale's conventions (Arabic digits, Serbian 2-digit dates).

import { dateTimeFormat } from '@sportsbook/domain';

export type KickoffDay = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'date'; text: string };

export interface Kickoff {
  day: KickoffDay;
  /** "19:30": a 24-hour clock in every locale (the international sportsbook convention). */
  time: string;
}

/** Calendar date (y-m-d) of an instant in a time zone. */
function dayKey(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

export function describeKickoff(
  startIso: string,
  now: Date,
  locale: string,
  timeZone: string,
): Kickoff {
  const start = new Date(startIso);
  const time = dateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
  const startDay = dayKey(start, timeZone);
  if (startDay === dayKey(now, timeZone)) return { day: { kind: 'today' }, time };
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  if (startDay === dayKey(tomorrow, timeZone)) return { day: { kind: 'tomorrow' }, time };
  const text = dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }).format(start);
  return { day: { kind: 'date', text }, time };
}

/** A full date for outrights and the match page: "Sat, 29 Nov 2026, 15:00". */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * A short date and time for lists (My bets): "25 Nov, 01:37" in the page's locale and a 24-hour
 * clock, never the browser's own default ("11/25/26, 1:37 AM").
 */
export function formatShortDateTime(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
