import { getTranslations } from 'next-intl/server';
import { LiveIcon } from '../../../components/ui/icons';
import { serverRequestContext } from '../../../lib/api/request-context.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { serverQuery } from '../../../lib/query/query-client.server';
import { getSportsQueryOptions } from '../api/get-sports';
import { countersQueryOptions } from '../api/post-counters';
import { LIVE_PATH, sportPath } from '../model/catalog-paths';
import { SportIcon } from './sport-icon';
import { type SportsNavGroup, SportsNavList } from './sports-nav-list';
import { getCatalogNames } from '../catalog-names.server';
import { PlainLink } from '../../../components/layout/plain-link';

/**
 * Left sidebar: sports with their live and total counts (POST /counters with the live and
 * sports filters). Sports without events are left out; e-sports get their own heading.
 */
export async function SportsNav() {
  const [t, href, names, context] = await Promise.all([
    getTranslations('sidebar'),
    getLocalizedHref(),
    getCatalogNames(),
    serverRequestContext(),
  ]);
  let sports, counters;
  try {
    [sports, counters] = await Promise.all([
      serverQuery(getSportsQueryOptions({}, context)),
      serverQuery(countersQueryOptions({ filters: ['live', 'sports'] }, context)),
    ]);
  } catch (error) {
    // The sidebar is secondary: without it the page still shows its own content or error.
    console.error('Sports navigation unavailable', error);
    return null;
  }
  const countsById = new Map((counters.data.sports ?? []).map((count) => [count.id, count]));
  // Sports come in the API's priority order.
  const items = sports.data
    .map((sport) => {
      const count = countsById.get(sport.id);
      const live = count?.live ?? 0;
      const total = (count?.matches ?? 0) + (count?.outrights ?? 0);
      return {
        key: sport.key,
        cyber: sport.type === 'cyber',
        href: href(sportPath(sport.key)),
        name: names.sport(sport),
        icon: <SportIcon sportKey={sport.key} cyber={sport.type === 'cyber'} size={18} />,
        live,
        total,
        countsLabel: `, ${live > 0 ? `${t('live-count', { count: live })}, ` : ''}${t('event-count', { count: total })}`,
      };
    })
    .filter((item) => item.total > 0);

  const groups: SportsNavGroup[] = [
    { id: 'nav-sports', heading: t('heading'), items: items.filter((item) => !item.cyber) },
    { id: 'nav-esports', heading: t('esports-heading'), items: items.filter((item) => item.cyber) },
  ].filter((group) => group.items.length > 0);
  const liveNow = counters.data.live?.matches ?? 0;

  return (
    <nav aria-label={t('label')} className="flex flex-col">
      <PlainLink
        href={href(LIVE_PATH)}
        className="flex h-10 items-center gap-2.5 rounded-md bg-surface px-2.5 text-[13.5px] font-semibold shadow-[inset_0_0_0_1px_var(--color-line)] hover:bg-subtle"
      >
        <LiveIcon size={18} className="text-live" />
        <span className="flex-1">{t('live-now')}</span>
        <span className="rounded-sm bg-live px-1.5 text-[11px] leading-5 font-bold text-white tabular-nums">
          {liveNow}
        </span>
      </PlainLink>
      <SportsNavList groups={groups} />
    </nav>
  );
}
