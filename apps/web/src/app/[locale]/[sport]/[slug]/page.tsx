import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { catalogItemPath } from '../../../../features/catalog/model/catalog-paths';
import { isMarketGroupKey } from '../../../../features/catalog/model/market-layout';
import { resolveCatalogItem } from '../../../../features/catalog/server/catalog-data.server';
import { CategoryView } from '../../../../features/catalog/views/category-view';
import { LeagueView } from '../../../../features/catalog/views/league-view';
import { MatchView } from '../../../../features/catalog/views/match-view';
import { pageLocale } from '../../../../i18n/page-locale.server';
import { pageMetadata } from '../../../../lib/seo/metadata.server';
import { getCatalogNames } from '../../../../features/catalog/catalog-names.server';

interface Props {
  params: Promise<{ locale: string; sport: string; slug: string }>;
  searchParams: Promise<{ group?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { sport, slug } = await params;
  const item = await resolveCatalogItem(sport, slug);
  if (!item) return {};
  const [t, catalog] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getCatalogNames(locale),
  ]);
  const path = catalogItemPath(sport, slug);
  switch (item.kind) {
    case 'match': {
      const { match } = item;
      const league = match.tournament.name;
      if (match.competitors) {
        const names = { home: match.competitors.home.name, away: match.competitors.away.name };
        return pageMetadata({
          locale,
          path,
          title: t('match.title', names),
          description: t('match.description', { ...names, league }),
        });
      }
      return pageMetadata({
        locale,
        path,
        title: t('outright.title', { name: match.name }),
        description: t('outright.description', { name: match.name, league }),
      });
    }
    case 'league':
      return pageMetadata({
        locale,
        path,
        title: t('league.title', { league: item.tournament.name }),
        description: t('league.description', {
          league: item.tournament.name,
          category: catalog.category(item.tournament.category),
        }),
      });
    case 'category':
      return pageMetadata({
        locale,
        path,
        title: t('category.title', {
          category: catalog.category(item.category),
          sport: catalog.sport(item.category.sport),
        }),
        description: t('category.description', {
          category: catalog.category(item.category),
          sport: catalog.sport(item.category.sport),
        }),
      });
  }
}

/** `/{sport}/{slug}`: a category, a league or a match (spec section 2). */
export default async function CatalogItemPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const { sport, slug } = await params;
  const item = await resolveCatalogItem(sport, slug);
  if (!item) notFound();
  switch (item.kind) {
    case 'match': {
      const group = (await searchParams).group;
      const key = typeof group === 'string' ? group : undefined;
      return <MatchView match={item.match} group={isMarketGroupKey(key) ? key : null} />;
    }
    case 'league':
      return <LeagueView tournament={item.tournament} />;
    case 'category':
      return <CategoryView category={item.category} />;
  }
}
