import type { Match } from '@sportsbook/contract';
import { groupByLeague, groupBySportAndLeague } from '../model/group-matches';
import { LeagueSection } from './league-section';
import { SportIcon } from './sport-icon';
import { getCatalogNames } from '../catalog-names.server';

/**
 * Leagues that start after this many rows of a list get `content-visibility: auto`. Not the
 * first screens: a section near the fold would first be laid out at its placeholder size and
 * then shift (CLS); twelve rows are more than a 900 px desktop viewport holds.
 */
const DEFER_AFTER_ROWS = 12;

/** For each group in order, whether the rows before it reach `DEFER_AFTER_ROWS`. */
function deferFlags(counts: readonly number[]): boolean[] {
  let before = 0;
  return counts.map((count) => {
    const defer = before >= DEFER_AFTER_ROWS;
    before += count;
    return defer;
  });
}

/** Matches by league (one sport, or a mixed short list with sport icons). */
export function MatchesByLeague({
  matches,
  renderedAt,
  showSport = false,
}: {
  matches: readonly Match[];
  renderedAt: number;
  showSport?: boolean;
}) {
  const groups = groupByLeague(matches);
  const defer = deferFlags(groups.map((group) => group.matches.length));
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group, index) => (
        <LeagueSection
          key={group.tournament.id}
          tournament={group.tournament}
          matches={group.matches}
          renderedAt={renderedAt}
          showSport={showSport}
          deferRender={defer[index]}
        />
      ))}
    </div>
  );
}

/** Matches by sport, then league (the live and e-sports pages). */
export async function MatchesBySport({
  matches,
  renderedAt,
  sportOrder,
}: {
  matches: readonly Match[];
  renderedAt: number;
  sportOrder: readonly string[];
}) {
  const groups = groupBySportAndLeague(matches, sportOrder);
  const names = await getCatalogNames();
  const defer = deferFlags(
    groups.flatMap((group) => group.leagues.map((league) => league.matches.length)),
  );
  let leagueIndex = 0;
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section
          key={group.sport.key}
          aria-labelledby={`sport-${group.sport.key}`}
          className="flex flex-col gap-3"
        >
          <h2
            id={`sport-${group.sport.key}`}
            className="flex items-center gap-2 px-1 text-base font-semibold"
          >
            <SportIcon
              sportKey={group.sport.key}
              cyber={group.sport.type === 'cyber'}
              className="text-muted"
            />
            {names.sport(group.sport)}
            <span className="text-sm font-normal text-faint tabular-nums">{group.matchCount}</span>
          </h2>
          {group.leagues.map((league) => (
            <LeagueSection
              key={league.tournament.id}
              tournament={league.tournament}
              matches={league.matches}
              renderedAt={renderedAt}
              deferRender={defer[leagueIndex++]}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
