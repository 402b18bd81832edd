import type { Tournament } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { PageHeader, SectionHeading } from '../../../components/ui/page-header';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { CountryMark } from '../components/country-mark';
import { LiveAndUpcoming } from '../components/live-and-upcoming';
import { OutrightCard } from '../components/outright-card';
import { catalogItemPath, sportPath } from '../model/catalog-paths';
import { fetchMatches } from '../server/catalog-data.server';
import { FavouriteStar } from '../../favourites/favourite-star';
import { getCatalogNames } from '../catalog-names.server';

/** A league: live and upcoming matches, then its outrights. */
export async function LeagueView({ tournament }: { tournament: Tournament }) {
  const [t, catalog, href, names, outrights] = await Promise.all([
    getTranslations('league'),
    getTranslations('catalog'),
    getLocalizedHref(),
    getCatalogNames(),
    fetchMatches({
      tournament_id: tournament.id,
      type: 'season,stage,simple_tournament',
      limit: 20,
    }),
  ]);
  const crumbs = [
    { href: href(sportPath(tournament.sport.key)), label: names.sport(tournament.sport) },
    {
      href: href(catalogItemPath(tournament.sport.key, tournament.category.slug)),
      label: names.category(tournament.category),
    },
  ];
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={tournament.name}
        crumbs={crumbs}
        crumbsLabel={catalog('breadcrumbs')}
        icon={<CountryMark code={tournament.category.countryCode} />}
        aside={<FavouriteStar type="league" id={tournament.id} size="page" />}
      />
      <LiveAndUpcoming
        base={{ tournament_id: tournament.id }}
        groupBy="league"
        emptyText={t('empty')}
        upcomingLimit={100}
        idPrefix={`league-${tournament.id}`}
      />
      {outrights.length > 0 ? (
        <section aria-labelledby="league-outrights" className="@container/list flex flex-col gap-3">
          <SectionHeading id="league-outrights" count={outrights.length}>
            {t('outrights')}
          </SectionHeading>
          {outrights.map((outright) => (
            <OutrightCard key={outright.id} outright={outright} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
