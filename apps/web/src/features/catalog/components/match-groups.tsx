import type { Match } from '@sportsbook/contract';
import { groupByLeague, groupBySportAndLeague } from '../model/group-matches';
import { LeagueSection } from './league-section';
import { SportIcon } from './sport-icon';

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
  return (
    <div className="flex flex-col gap-3">
      {groupByLeague(matches).map((group) => (
        <LeagueSection
          key={group.tournament.id}
          tournament={group.tournament}
          matches={group.matches}
          renderedAt={renderedAt}
          showSport={showSport}
        />
      ))}
    </div>
  );
}

/** Matches by sport, then league (the live and e-sports pages). */
export function MatchesBySport({
  matches,
  renderedAt,
  sportOrder,
}: {
  matches: readonly Match[];
  renderedAt: number;
  sportOrder: readonly string[];
}) {
  return (
    <div className="flex flex-col gap-6">
      {groupBySportAndLeague(matches, sportOrder).map((group) => (
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
            {group.sport.name}
            <span className="text-sm font-normal text-faint tabular-nums">{group.matchCount}</span>
          </h2>
          {group.leagues.map((league) => (
            <LeagueSection
              key={league.tournament.id}
              tournament={league.tournament}
              matches={league.matches}
              renderedAt={renderedAt}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
