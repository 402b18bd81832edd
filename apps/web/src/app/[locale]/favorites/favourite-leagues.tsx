import type { Tournament } from '@sportsbook/contract';
import { PlainLink } from '../../../components/layout/plain-link';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { getCatalogNames } from '../../../features/catalog/catalog-names.server';
import { CountryMark } from '../../../features/catalog/components/country-mark';
import { SportIcon } from '../../../features/catalog/components/sport-icon';
import { catalogItemPath } from '../../../features/catalog/model/catalog-paths';
import { FavouriteStar } from '../../../features/favourites/favourite-star';

/** The player's favourite leagues: each links to its page and keeps its star. */
export async function FavouriteLeagues({ leagues }: { leagues: readonly Tournament[] }) {
  const [href, names] = await Promise.all([getLocalizedHref(), getCatalogNames()]);
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {leagues.map((league) => (
        <li
          key={league.id}
          className="flex h-11 items-center gap-2 rounded-lg border border-line bg-surface ps-3 pe-1.5"
        >
          <SportIcon
            sportKey={league.sport.key}
            cyber={league.sport.type === 'cyber'}
            size={15}
            className="shrink-0 text-muted"
          />
          <CountryMark code={league.category.countryCode} />
          <PlainLink
            href={href(catalogItemPath(league.sport.key, league.slug))}
            className="min-w-0 flex-1 truncate text-[13px] font-semibold hover:text-brand"
          >
            <span className="font-normal text-muted">{names.category(league.category)} · </span>
            {league.name}
          </PlainLink>
          <FavouriteStar type="league" id={league.id} size="header" />
        </li>
      ))}
    </ul>
  );
}
