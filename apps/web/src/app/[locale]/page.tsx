import type { Metadata } from 'next';
import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { ChevronRightIcon } from '../../components/ui/icons';
import { EmptyState, SectionHeading } from '../../components/ui/page-header';
import { getTournamentsQueryOptions } from '../../features/catalog/api/get-tournaments';
import { countersQueryOptions } from '../../features/catalog/api/post-counters';
import { CountryMark } from '../../features/catalog/components/country-mark';
import { HydrateLater } from '../../features/catalog/components/hydrate-later';
import { MatchesByLeague } from '../../features/catalog/components/match-groups';
import { SportIcon } from '../../features/catalog/components/sport-icon';
import type { GetMatchesQuery } from '../../features/catalog/api/get-matches';
import { LiveUpdates } from '../../features/catalog/live/live-updates';
import { LIVE_LIST_POLL_MS } from '../../features/catalog/live/poll-intervals';
import { LIVE_PATH, catalogItemPath } from '../../features/catalog/model/catalog-paths';
import { fetchMatches } from '../../features/catalog/server/catalog-data.server';
import { serverRequestContext } from '../../lib/api/request-context.server';
import { getLocalizedHref } from '../../lib/i18n/href.server';
import { serverQuery } from '../../lib/query/query-client.server';
import { pageLocale } from '../../i18n/page-locale.server';
import { pageMetadata } from '../../lib/seo/metadata.server';
import { requestTime } from '../../lib/time/request-time.server';
import { PlainLink } from '../../components/layout/plain-link';
import { getCatalogNames } from '../../features/catalog/catalog-names.server';
import { JackpotWidgetSlot } from '../../features/jackpots/jackpot-widget-slot';
import { getSiteSettings } from '../../features/site-settings/site-settings.server';

/**
 * The top leagues' grid sits below the first screen: it is rendered only when it comes near the
 * viewport (decision 0061), in the room its tiles will take at each column count (3.5 rem tiles,
 * 0.5 rem gaps), so nothing moves when it is.
 */
function topLeaguesHeights(count: number): CSSProperties {
  const height = (columns: number) => {
    const rows = Math.ceil(count / columns);
    return `${rows * 3.5 + Math.max(0, rows - 1) * 0.5}rem`;
  };
  return { '--h2': height(2), '--h3': height(3), '--h4': height(4) } as CSSProperties;
}

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.home' });
  return pageMetadata({ locale, path: '/', title: t('title'), description: t('description') });
}

/** Home: what is live now, the top leagues, and what starts soon. */
export default async function HomePage({ params }: Props) {
  await pageLocale(params);
  const names = await getCatalogNames();
  const renderedAt = requestTime();
  const liveQuery: GetMatchesQuery = {
    type: 'match',
    markets: 'main',
    match_status: '1',
    sort_by: 'priority',
    limit: 12,
  };
  const soonQuery: GetMatchesQuery = {
    type: 'match',
    markets: 'main',
    match_status: '0',
    sort_by: 'start_time',
    // A whole minute, so the query (and its cache key) is stable within the minute.
    start_from: new Date(Math.floor(renderedAt / 60_000) * 60_000).toISOString(),
    limit: 10,
  };
  const context = await serverRequestContext();
  const [t, href, live, soon, top, counters] = await Promise.all([
    getTranslations('home'),
    getLocalizedHref(),
    fetchMatches(liveQuery),
    fetchMatches(soonQuery),
    serverQuery(getTournamentsQueryOptions({ is_top: true, limit: 12 }, context)),
    serverQuery(countersQueryOptions({ filters: ['live', 'sports'] }, context)),
  ]);
  const liveTotal = counters.data.live?.matches ?? live.length;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{t('heading')}</h1>

      <section aria-labelledby="home-live" className="flex flex-col gap-3">
        <SectionHeading
          id="home-live"
          live
          count={liveTotal}
          action={
            <PlainLink
              href={href(LIVE_PATH)}
              className="flex items-center gap-0.5 font-semibold text-brand hover:underline"
            >
              {t('all-live')}
              <ChevronRightIcon size={14} className="rtl:rotate-180" />
            </PlainLink>
          }
        >
          {t('live-now')}
        </SectionHeading>
        {live.length > 0 ? (
          <MatchesByLeague matches={live} renderedAt={renderedAt} showSport />
        ) : (
          <EmptyState>{t('no-live')}</EmptyState>
        )}
        <LiveUpdates
          kind="matches"
          query={liveQuery}
          renderedIds={live.map((match) => match.id)}
          intervalMs={LIVE_LIST_POLL_MS}
        />
      </section>

      {(await getSiteSettings()).jackpots ? <JackpotWidgetSlot /> : null}

      {top.data.length > 0 ? (
        <section aria-labelledby="home-top" className="flex flex-col gap-3">
          <SectionHeading id="home-top">{t('top-leagues')}</SectionHeading>
          {/* Plain links: hydrated after the page, on their own. */}
          <HydrateLater>
            <ul
              className="grid grid-cols-2 gap-2 [contain-intrinsic-size:auto_var(--h2)] [content-visibility:auto] sm:grid-cols-3 sm:[contain-intrinsic-size:auto_var(--h3)] xl:grid-cols-4 xl:[contain-intrinsic-size:auto_var(--h4)]"
              style={topLeaguesHeights(top.data.length)}
            >
              {top.data.map((league) => (
                <li key={league.id}>
                  <PlainLink
                    href={href(catalogItemPath(league.sport.key, league.slug))}
                    className="flex h-14 items-center gap-2.5 rounded-lg border border-line bg-surface px-3 hover:border-ink-3/30 hover:bg-subtle"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-subtle text-muted">
                      <SportIcon
                        sportKey={league.sport.key}
                        cyber={league.sport.type === 'cyber'}
                        size={18}
                      />
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-[13.5px] font-semibold">{league.name}</span>
                      <span className="flex items-center gap-1 text-xs text-muted">
                        <CountryMark code={league.category.countryCode} />
                        <span className="truncate">{names.category(league.category)}</span>
                      </span>
                    </span>
                  </PlainLink>
                </li>
              ))}
            </ul>
          </HydrateLater>
        </section>
      ) : null}

      <section aria-labelledby="home-soon" className="flex flex-col gap-3">
        <SectionHeading id="home-soon">{t('starting-soon')}</SectionHeading>
        {soon.length > 0 ? (
          <MatchesByLeague matches={soon} renderedAt={renderedAt} showSport />
        ) : (
          <EmptyState>{t('no-upcoming')}</EmptyState>
        )}
      </section>
    </div>
  );
}
