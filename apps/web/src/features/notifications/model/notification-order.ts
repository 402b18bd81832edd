// The order of the list: newest first, each notification once (a page may repeat one the
// socket already brought), and the time each shows, in the page's language.

import { dateTimeFormat, relativeTimeFormat } from '@sportsbook/domain';

export interface Ordered {
  id: number;
  createdAt: string;
}

/** Both lists as one, newest first, each id once (the first copy wins: the newer state). */
export function mergeNewestFirst<T extends Ordered>(
  first: readonly T[],
  second: readonly T[],
): T[] {
  const byId = new Map<number, T>();
  for (const item of [...first, ...second]) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

const MINUTE = 60_000;

/** "5 min. ago" within the hour, "3 hr. ago" within the day, else the date and time. */
export function notificationTime(createdAt: string, locale: string, now: number): string {
  const at = Date.parse(createdAt);
  const minutes = Math.round((at - now) / MINUTE);
  const relative = relativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (minutes > -60) return relative.format(Math.min(0, minutes), 'minute');
  if (minutes > -24 * 60) return relative.format(Math.round(minutes / 60), 'hour');
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
