import type { Category } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { PageHeader, SectionHeading } from '../../../components/ui/page-header';
import { serverRequestContext } from '../../../lib/api/request-context.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { serverQuery } from '../../../lib/query/query-client.server';
import { getTournamentsQueryOptions } from '../api/get-tournaments';
import { CountryMark } from '../components/country-mark';
import { LiveAndUpcoming } from '../components/live-and-upcoming';
import { catalogItemPath, sportPath } from '../model/catalog-paths';
import { getCatalogNames } from '../catalog-names.server';
import { PlainLink } from '../../../components/layout/plain-link';

/** A category (usually a country): its leagues, then its live and upcoming matches. */
export async function CategoryView({ category }: { category: Category }) {
  const context = await serverRequestContext();
  const [t, catalog, href, names, leagues] = await Promise.all([
    getTranslations('category'),
    getTranslations('catalog'),
    getLocalizedHref(),
    getCatalogNames(),
    serverQuery(getTournamentsQueryOptions({ category_id: category.id }, context)),
  ]);
  // Leagues come in the API's priority order.
  const sorted = leagues.data;
  const categoryName = names.category(category);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={categoryName}
        crumbs={[{ href: href(sportPath(category.sport.key)), label: names.sport(category.sport) }]}
        crumbsLabel={catalog('breadcrumbs')}
        icon={<CountryMark code={category.countryCode} />}
      />
      {sorted.length > 0 ? (
        <section aria-labelledby="category-leagues" className="flex flex-col gap-3">
          <SectionHeading id="category-leagues" count={sorted.length}>
            {t('leagues')}
          </SectionHeading>
          <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-line bg-line sm:grid-cols-2">
            {sorted.map((league) => (
              <li key={league.id} className="bg-surface">
                <PlainLink
                  href={href(catalogItemPath(league.sport.key, league.slug))}
                  className="flex h-11 items-center gap-2 px-3 text-[13.5px] font-medium hover:bg-subtle"
                >
                  <span className="min-w-0 flex-1 truncate">{league.name}</span>
                  <ChevronRightIcon size={14} className="shrink-0 text-faint rtl:rotate-180" />
                </PlainLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LiveAndUpcoming
        base={{ category_id: category.id }}
        groupBy="league"
        emptyText={t('empty', { category: categoryName })}
        idPrefix={`category-${category.id}`}
      />
    </div>
  );
}
