import type { Match } from '@sportsbook/contract';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { betLeagueAttributes, sharedBetEvent } from '../model/bet-event';
import { catalogItemPath } from '../model/catalog-paths';
import type { TournamentRef } from '../model/group-matches';
import { CountryMark } from './country-mark';
import { HydrateLater } from './hydrate-later';
import { MatchRow } from './match-row';
import { SportIcon } from './sport-icon';
import { PlainLink } from '../../../components/layout/plain-link';
import { getCatalogNames } from '../catalog-names.server';
import { FavouriteStar } from '../../favourites/favourite-star';

/** A league's matches under a header naming country and league. */
export async function LeagueSection({
  tournament,
  matches,
  renderedAt,
  showSport = false,
  deferRender = false,
}: {
  tournament: TournamentRef;
  matches: readonly Match[];
  renderedAt: number;
  showSport?: boolean;
  /** Far below the fold: skip layout and paint until near the viewport (`defer-render`). */
  deferRender?: boolean;
}) {
  const [href, names] = await Promise.all([getLocalizedHref(), getCatalogNames()]);
  const headingId = `league-${tournament.id}-${matches[0]?.id ?? 0}`;
  const sharedEvent = sharedBetEvent(matches);
  return (
    <section
      aria-labelledby={headingId}
      {...betLeagueAttributes(sharedEvent)}
      className={`@container/list overflow-hidden rounded-lg border border-line bg-surface ${deferRender ? 'defer-render' : ''}`}
    >
      <header className="flex h-9 items-center gap-2 border-b border-line bg-subtle px-3">
        {showSport ? (
          <SportIcon
            sportKey={tournament.sport.key}
            cyber={tournament.sport.type === 'cyber'}
            size={15}
            className="shrink-0 text-muted"
          />
        ) : null}
        <CountryMark code={tournament.category.countryCode} />
        <h3 id={headingId} className="min-w-0 truncate text-[13px] font-semibold">
          <PlainLink
            href={href(catalogItemPath(tournament.sport.key, tournament.slug))}
            className="hover:text-brand"
          >
            <span className="font-normal text-muted">{names.category(tournament.category)} · </span>
            {tournament.name}
          </PlainLink>
        </h3>
        <span className="ms-auto text-xs text-faint tabular-nums">{matches.length}</span>
        <FavouriteStar type="league" id={tournament.id} size="header" />
      </header>
      <div className="divide-y divide-line">
        {/* Each row hydrates after the page, on its own (`HydrateLater`). */}
        {matches.map((match) => (
          <HydrateLater key={match.id}>
            <MatchRow match={match} renderedAt={renderedAt} sharedEvent={sharedEvent} />
          </HydrateLater>
        ))}
      </div>
    </section>
  );
}
