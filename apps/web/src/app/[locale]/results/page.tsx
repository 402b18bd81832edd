import { dateTimeFormat } from '@sportsbook/domain';
import type { Match } from '@sportsbook/contract';
import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { EmptyState, PageHeader } from '../../../components/ui/page-header';
import { getCatalogNames } from '../../../features/catalog/catalog-names.server';
import { catalogItemPath } from '../../../features/catalog/model/catalog-paths';
import {
  fetchMatches,
  getSportsInOrder,
} from '../../../features/catalog/server/catalog-data.server';
import { FlagIcon } from '../../../components/ui/icons';
import { DayTabs } from '../../../features/schedule/components/day-tabs';
import { ResultsList } from '../../../features/schedule/components/results-list';
import { SportChips } from '../../../features/schedule/components/sport-chips';
import {
  RESULTS_DAYS,
  browsePath,
  pickDay,
  pickSport,
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
  const t = await getTranslations({ locale, namespace: 'results' });
  return pageMetadata({
    locale,
    path: '/results',
    title: t('meta-title'),
    description: t('meta-description'),
  });
}

/** Finished matches of one of the last seven days with final and period scores, by league. */
export default async function ResultsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [query, t, schedule, locale, timeZone, href, names, sports] = await Promise.all([
    searchParams,
    getTranslations('results'),
    getTranslations('schedule'),
    getLocale(),
    getTimeZone(),
    getLocalizedHref(),
    getCatalogNames(),
    getSportsInOrder(),
  ]);
  const days = daysFrom(requestTime(), timeZone, RESULTS_DAYS, -1);
  const day = pickDay(query.day, days);
  const sport = pickSport(query.sport, sports);
  const window = dayWindow(day, timeZone);
  const matches = await fetchMatches({
    type: 'match',
    markets: 'main',
    match_status: '4',
    sort_by: 'start_time',
    start_from: window.from,
    start_to: window.to,
    ...(sport ? { sport_key: sport.key } : {}),
    limit: 500,
  });
  // Sport by sport in the catalog's order, then by kick-off within a sport.
  const order = new Map(sports.map((s, index) => [s.key, index]));
  const sorted = [...matches].sort(
    (a, b) => (order.get(a.tournament.sport.key) ?? 99) - (order.get(b.tournament.sport.key) ?? 99),
  );
  const link = (nextDay: string, nextSport: string | null) =>
    href(browsePath('/results', nextDay, nextSport, days[0]!));
  const time = dateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('heading')} icon={<FlagIcon size={22} className="text-muted" />} />
      <DayTabs
        days={days}
        current={day}
        today={days[0]!}
        locale={locale}
        label={schedule('days')}
        relative={{
          today: schedule('today'),
          tomorrow: schedule('tomorrow'),
          yesterday: schedule('yesterday'),
        }}
        hrefFor={(nextDay) => link(nextDay, sport?.key ?? null)}
      />
      <SportChips
        sports={sports.map((s) => ({ key: s.key, name: names.sport(s) }))}
        current={sport?.key ?? null}
        label={schedule('sports')}
        allLabel={schedule('all-sports')}
        hrefFor={(nextSport) => link(day, nextSport)}
      />
      {sorted.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ResultsList
          matches={sorted}
          leagueTitle={(match: Match) =>
            `${names.sport(match.tournament.sport)} · ${names.category(match.tournament.category)} · ${match.tournament.name}`
          }
          matchHref={(match) => href(catalogItemPath(match.tournament.sport.key, match.slug))}
          kickoff={(match) => time.format(new Date(match.startTime))}
          labels={{ final: t('final'), periods: t('periods'), finished: t('finished') }}
        />
      )}
    </div>
  );
}
