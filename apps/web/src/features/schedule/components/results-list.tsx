import type { Match } from '@sportsbook/contract';
import { PlainLink } from '../../../components/layout/plain-link';

interface LeagueGroup {
  key: string;
  title: string;
  matches: Match[];
}

/** Finished matches by league, in the order the leagues first appear (the API's sort). */
function byLeague(matches: readonly Match[], leagueTitle: (match: Match) => string): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const match of matches) {
    const id = match.tournament.id;
    const group = groups.get(id) ?? { key: `league-${id}`, title: leagueTitle(match), matches: [] };
    group.matches.push(match);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/**
 * Results: per league, each finished match with its kick-off time, the teams, the final score
 * (the winner's side in bold) and the period scores (halves, quarters, sets, maps, innings).
 */
export function ResultsList({
  matches,
  leagueTitle,
  matchHref,
  kickoff,
  labels,
}: {
  matches: readonly Match[];
  leagueTitle: (match: Match) => string;
  matchHref: (match: Match) => string;
  kickoff: (match: Match) => string;
  labels: { final: string; periods: string; finished: string };
}) {
  return (
    <div className="flex flex-col gap-3">
      {byLeague(matches, leagueTitle).map((group) => (
        <section
          key={group.key}
          aria-labelledby={group.key}
          className="overflow-hidden rounded-lg border border-line bg-surface"
        >
          <h3
            id={group.key}
            className="flex h-9 items-center border-b border-line bg-subtle px-3 text-[13px] font-semibold"
          >
            <span className="truncate">{group.title}</span>
            <span className="ms-auto text-xs font-normal text-faint tabular-nums">
              {group.matches.length}
            </span>
          </h3>
          <ul className="divide-y divide-line">
            {group.matches.map((match) => (
              <ResultRow
                key={match.id}
                match={match}
                href={matchHref(match)}
                time={kickoff(match)}
                labels={labels}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ResultRow({
  match,
  href,
  time,
  labels,
}: {
  match: Match;
  href: string;
  time: string;
  labels: { final: string; periods: string; finished: string };
}) {
  const stats = match.statistics;
  const total = stats?.totalScore ?? null;
  const periods = stats?.periodScore ?? [];
  const home = match.competitors?.home.name ?? match.name;
  const away = match.competitors?.away.name ?? '';
  const won = (side: 'home' | 'away') =>
    total !== null && total[side] > total[side === 'home' ? 'away' : 'home'];
  return (
    <li className="grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2">
      <span className="flex flex-col text-xs leading-tight text-muted tabular-nums">
        <span>{time}</span>
        <span className="text-[11px] text-faint">{labels.finished}</span>
      </span>
      <PlainLink href={href} className="flex min-w-0 flex-col text-sm hover:text-brand">
        <span className={`truncate ${won('home') ? 'font-semibold' : ''}`}>{home}</span>
        {away ? (
          <span className={`truncate ${won('away') ? 'font-semibold' : ''}`}>{away}</span>
        ) : null}
      </PlainLink>
      <div className="flex items-center gap-3 tabular-nums">
        {periods.length > 0 ? (
          <p className="flex gap-2 text-xs text-muted">
            <span className="sr-only">
              {`${labels.periods}: ${periods.map((p) => `${p.periodName} ${p.home}:${p.away}`).join(', ')}`}
            </span>
            {periods.map((period) => (
              <span
                key={`${period.periodKey}-${period.number}`}
                aria-hidden="true"
                title={period.periodName}
                className="flex flex-col items-center leading-tight"
              >
                <span>{period.home}</span>
                <span>{period.away}</span>
              </span>
            ))}
          </p>
        ) : null}
        {total ? (
          <p className="flex min-w-5 flex-col items-end text-sm leading-tight font-bold">
            <span className="sr-only">{`${labels.final}: ${total.home}:${total.away}`}</span>
            <span aria-hidden="true">{total.home}</span>
            <span aria-hidden="true">{total.away}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}
