import { dateTimeFormat } from '@sportsbook/domain';
import { PlainLink } from '../../../components/layout/plain-link';
import { shiftDay } from '../model/day-windows';

/**
 * Day links (the schedule's days ahead or the results' days before): relative names for the
 * nearest days, then weekday and date in the page language. The current day is marked.
 */
export function DayTabs({
  days,
  current,
  today,
  locale,
  label,
  relative,
  hrefFor,
}: {
  days: readonly string[];
  current: string;
  today: string;
  locale: string;
  label: string;
  relative: { today: string; tomorrow: string; yesterday: string };
  hrefFor: (day: string) => string;
}) {
  const weekday = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const date = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const name = (day: string) => {
    if (day === today) return relative.today;
    if (day === shiftDay(today, 1)) return relative.tomorrow;
    if (day === shiftDay(today, -1)) return relative.yesterday;
    return weekday.format(new Date(`${day}T12:00:00Z`));
  };
  return (
    <nav aria-label={label}>
      <ul className="-mx-2 flex gap-1.5 overflow-x-auto px-2 pb-1 [scrollbar-width:none] desk:mx-0 desk:px-0">
        {days.map((day) => {
          const selected = day === current;
          return (
            <li key={day} className="shrink-0">
              <PlainLink
                href={hrefFor(day)}
                aria-current={selected ? 'date' : undefined}
                className={`flex h-12 min-w-[4.75rem] flex-col items-center justify-center rounded-lg border px-3 leading-tight ${
                  selected
                    ? 'border-ink bg-ink text-white'
                    : 'border-line bg-surface text-ink hover:bg-subtle'
                }`}
              >
                <span className="text-[13px] font-semibold">{name(day)}</span>
                <span className={`text-[11px] ${selected ? 'text-white/70' : 'text-muted'}`}>
                  {date.format(new Date(`${day}T12:00:00Z`))}
                </span>
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
