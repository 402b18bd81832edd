import {
  MATCH_STATUS,
  SEARCH_TEXT_MAX,
  SEARCH_TEXT_MIN,
  checkSearchText,
} from '@sportsbook/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState, PageHeader, SectionHeading } from '../../../components/ui/page-header';
import { PlainLink } from '../../../components/layout/plain-link';
import { getCatalogNames } from '../../../features/catalog/catalog-names.server';
import { MatchesByLeague } from '../../../features/catalog/components/match-groups';
import { catalogItemPath } from '../../../features/catalog/model/catalog-paths';
import { searchQueryOptions } from '../../../features/search/api/search';
import { SearchIcon } from '../../../features/search/components/search-icon';
import { pageLocale } from '../../../i18n/page-locale.server';
import { serverRequestContext } from '../../../lib/api/request-context.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { serverQuery } from '../../../lib/query/query-client.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';
import { requestTime } from '../../../lib/time/request-time.server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  // Result pages are endless and thin: shareable, never indexed.
  return pageMetadata({
    locale,
    path: '/search',
    title: t('meta-title'),
    description: t('meta-description'),
    noindex: true,
  });
}

const linkClass =
  'flex min-w-0 flex-col rounded-md px-3 py-2 hover:bg-subtle [&>span:first-child]:font-medium';

/** `/search?q=…`: every live and upcoming match, league and team the text finds. */
export default async function SearchPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [query, t, href, names] = await Promise.all([
    searchParams,
    getTranslations('search'),
    getLocalizedHref(),
    getCatalogNames(),
  ]);
  const check = checkSearchText(typeof query.q === 'string' ? query.q : '');
  if (!check.ok) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={t('heading')} icon={<SearchIcon size={22} className="text-muted" />} />
        <EmptyState>{t('page-hint', { min: SEARCH_TEXT_MIN, max: SEARCH_TEXT_MAX })}</EmptyState>
      </div>
    );
  }
  const answer = (await serverQuery(searchQueryOptions(check.text, await serverRequestContext())))
    .data;
  const live = answer.matches.filter((match) => match.status === MATCH_STATUS.live);
  const upcoming = answer.matches.filter((match) => match.status !== MATCH_STATUS.live);
  const renderedAt = requestTime();
  const nothing =
    answer.matches.length === 0 && answer.tournaments.length === 0 && answer.teams.length === 0;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={t('results-heading', { query: check.text })}
        icon={<SearchIcon size={22} className="text-muted" />}
      />
      {nothing ? <EmptyState>{t('page-empty', { query: check.text })}</EmptyState> : null}
      {live.length > 0 ? (
        <section aria-labelledby="search-live" className="flex flex-col gap-2">
          <SectionHeading id="search-live" live count={live.length}>
            {t('live-matches')}
          </SectionHeading>
          <MatchesByLeague matches={live} renderedAt={renderedAt} showSport />
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="search-upcoming" className="flex flex-col gap-2">
          <SectionHeading id="search-upcoming" count={upcoming.length}>
            {t('upcoming-matches')}
          </SectionHeading>
          <MatchesByLeague matches={upcoming} renderedAt={renderedAt} showSport />
        </section>
      ) : null}
      {answer.tournaments.length > 0 ? (
        <section aria-labelledby="search-leagues" className="flex flex-col gap-2">
          <SectionHeading id="search-leagues" count={answer.tournaments.length}>
            {t('leagues')}
          </SectionHeading>
          <ul className="grid gap-1 rounded-lg border border-line bg-surface p-1 sm:grid-cols-2">
            {answer.tournaments.map((league) => (
              <li key={league.id}>
                <PlainLink
                  href={href(catalogItemPath(league.sport.key, league.slug))}
                  className={linkClass}
                >
                  <span className="truncate text-sm">{league.name}</span>
                  <span className="truncate text-xs text-muted">
                    {names.sport(league.sport)} · {names.category(league.category)}
                  </span>
                </PlainLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answer.teams.length > 0 ? (
        <section aria-labelledby="search-teams" className="flex flex-col gap-2">
          <SectionHeading id="search-teams" count={answer.teams.length}>
            {t('teams')}
          </SectionHeading>
          <ul className="grid gap-1 rounded-lg border border-line bg-surface p-1 sm:grid-cols-2">
            {answer.teams.map((team) => (
              <li key={team.id}>
                <PlainLink
                  href={href(catalogItemPath(team.sport.key, team.nextMatch.slug))}
                  className={linkClass}
                >
                  <span className="truncate text-sm">{team.name}</span>
                  <span className="truncate text-xs text-muted">
                    {names.sport(team.sport)} ·{' '}
                    {team.nextMatch.status === MATCH_STATUS.live
                      ? t('live-now', { match: team.nextMatch.name })
                      : t('next-match', { match: team.nextMatch.name })}
                  </span>
                </PlainLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
