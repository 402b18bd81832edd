import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '../../../components/ui/page-header';
import { getCategoriesQueryOptions } from '../../../features/catalog/api/get-categories';
import { CountryMark } from '../../../features/catalog/components/country-mark';
import { HydrateLater } from '../../../features/catalog/components/hydrate-later';
import { LiveAndUpcoming } from '../../../features/catalog/components/live-and-upcoming';
import { SportIcon } from '../../../features/catalog/components/sport-icon';
import { catalogItemPath, sportPath } from '../../../features/catalog/model/catalog-paths';
import { findSport } from '../../../features/catalog/server/catalog-data.server';
import { pageLocale } from '../../../i18n/page-locale.server';
import { serverRequestContext } from '../../../lib/api/request-context.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { serverQuery } from '../../../lib/query/query-client.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';
import { PlainLink } from '../../../components/layout/plain-link';
import { getCatalogNames } from '../../../features/catalog/catalog-names.server';
import { getSiteSettings } from '../../../features/site-settings/site-settings.server';
import { JackpotWidgetSlot } from '../../../features/jackpots/jackpot-widget-slot';

interface Props {
  params: Promise<{ locale: string; sport: string }>;
  /** Absent where another page renders this one (premium cricket). */
  searchParams?: Promise<{ more?: string | string[] }>;
}

/** Upcoming matches in a sport page's document; `?more=upcoming` shows them all (0085). */
const FIRST_UPCOMING = 20;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const sport = await findSport((await params).sport);
  if (!sport) return {};
  const [t, names] = await Promise.all([
    getTranslations({ locale, namespace: 'meta.sport' }),
    getCatalogNames(locale),
  ]);
  const name = names.sport(sport);
  return pageMetadata({
    locale,
    path: sportPath(sport.key),
    title: t('title', { sport: name }),
    description: t('description', { sport: name }),
  });
}

/** A sport: its countries and categories, then live and upcoming matches by league. */
export default async function SportPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const sport = await findSport((await params).sport);
  if (!sport) notFound();
  const showAll = (await searchParams)?.more === 'upcoming';
  const [t, href, names, categories] = await Promise.all([
    getTranslations('sport'),
    getLocalizedHref(),
    getCatalogNames(),
    serverRequestContext().then((context) =>
      serverQuery(getCategoriesQueryOptions({ sport_key: sport.key }, context)),
    ),
  ]);
  // Categories come in the API's priority order.
  const sorted = categories.data;
  const sportName = names.sport(sport);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={sportName}
        icon={
          <SportIcon
            sportKey={sport.key}
            cyber={sport.type === 'cyber'}
            size={22}
            className="text-muted"
          />
        }
      />
      {sorted.length > 0 ? (
        // Plain links: hydrated after the page, on their own.
        <HydrateLater>
          <nav aria-label={t('categories')}>
            <ul className="-mx-2 flex gap-2 overflow-x-auto px-2 pb-1 [scrollbar-width:none] desk:mx-0 desk:flex-wrap desk:overflow-visible desk:px-0">
              {sorted.map((category) => (
                <li key={category.id} className="shrink-0">
                  <PlainLink
                    href={href(catalogItemPath(sport.key, category.slug))}
                    className="flex h-8 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-[13px] font-medium hover:bg-subtle"
                  >
                    <CountryMark code={category.countryCode} />
                    {names.category(category)}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        </HydrateLater>
      ) : null}
      {(await getSiteSettings()).jackpots ? <JackpotWidgetSlot /> : null}
      <LiveAndUpcoming
        base={{ sport_key: sport.key }}
        groupBy="league"
        emptyText={t('empty', { sport: sportName })}
        firstUpcoming={{
          count: FIRST_UPCOMING,
          moreHref: `${href(sportPath(sport.key))}?more=upcoming`,
          showRest: showAll,
        }}
        idPrefix={`sport-${sport.key}`}
      />
    </div>
  );
}
