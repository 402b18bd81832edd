import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { EmptyState, PageHeader } from '../../../components/ui/page-header';
import type { GetMatchesQuery } from '../../../features/catalog/api/get-matches';
import { getCatalogNames } from '../../../features/catalog/catalog-names.server';
import { MatchesByLeague, MatchesBySport } from '../../../features/catalog/components/match-groups';
import {
  fetchMatches,
  getSportsInOrder,
} from '../../../features/catalog/server/catalog-data.server';
import { CalendarIcon } from '../../../components/ui/icons';
import { DayTabs } from '../../../features/schedule/components/day-tabs';
import { SportChips } from '../../../features/schedule/components/sport-chips';
import {
  SCHEDULE_DAYS,
  pickDay,
  pickSport,
  browsePath,
} from '../../../features/schedule/model/browse-params';
import { dayWindow, daysFrom } from '../../../features/schedule/model/day-windows';
import { pageLocale } from '../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';
import { requestTime } from '../../../lib/time/request-time.server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'schedule' });
  return pageMetadata({
    locale,
    path: '/schedule',
    title: t('meta-title'),
    description: t('meta-description'),
  });
}

/** Upcoming matches of one day (today, tomorrow, the days ahead), all sports or one. */
export default async function SchedulePage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [query, t, locale, timeZone, href, names, sports] = await Promise.all([
    searchParams,
    getTranslations('schedule'),
    getLocale(),
    getTimeZone(),
    getLocalizedHref(),
    getCatalogNames(),
    getSportsInOrder(),
  ]);
  const now = requestTime();
  const days = daysFrom(now, timeZone, SCHEDULE_DAYS, 1);
  const day = pickDay(query.day, days);
  const sport = pickSport(query.sport, sports);
  const window = dayWindow(day, timeZone);
  const matchesQuery: GetMatchesQuery = {
    type: 'match',
    markets: 'main',
    match_status: '0',
    sort_by: 'start_time',
    // Today's window starts now: what already started is live, not scheduled.
    start_from: day === days[0] ? new Date(now).toISOString() : window.from,
    start_to: window.to,
    ...(sport ? { sport_key: sport.key } : {}),
    limit: 500,
  };
  const matches = await fetchMatches(matchesQuery);
  const link = (nextDay: string, nextSport: string | null) =>
    href(browsePath('/schedule', nextDay, nextSport, days[0]!));

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('heading')} icon={<CalendarIcon size={22} className="text-muted" />} />
      <DayTabs
        days={days}
        current={day}
        today={days[0]!}
        locale={locale}
        label={t('days')}
        relative={{ today: t('today'), tomorrow: t('tomorrow'), yesterday: t('yesterday') }}
        hrefFor={(nextDay) => link(nextDay, sport?.key ?? null)}
      />
      <SportChips
        sports={sports.map((s) => ({ key: s.key, name: names.sport(s) }))}
        current={sport?.key ?? null}
        label={t('sports')}
        allLabel={t('all-sports')}
        hrefFor={(nextSport) => link(day, nextSport)}
      />
      {matches.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : sport ? (
        <MatchesByLeague matches={matches} renderedAt={now} />
      ) : (
        <MatchesBySport matches={matches} renderedAt={now} sportOrder={sports.map((s) => s.key)} />
      )}
    </div>
  );
}
