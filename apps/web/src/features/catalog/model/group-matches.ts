import type { Match } from '@sportsbook/contract';

export type TournamentRef = Match['tournament'];
export type SportRef = TournamentRef['sport'];

export interface LeagueGroup {
  tournament: TournamentRef;
  matches: Match[];
}

export interface SportGroup {
  sport: SportRef;
  leagues: LeagueGroup[];
  matchCount: number;
}

/** Matches grouped by league, leagues in order of their first match (the API's sort order). */
export function groupByLeague(matches: readonly Match[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const match of matches) {
    const group = groups.get(match.tournament.id);
    if (group) group.matches.push(match);
    else groups.set(match.tournament.id, { tournament: match.tournament, matches: [match] });
  }
  return [...groups.values()];
}

/**
 * Matches grouped by sport, then league. Sports follow `sportOrder` (keys by priority) when
 * given, unknown sports after them in order of appearance.
 */
export function groupBySportAndLeague(
  matches: readonly Match[],
  sportOrder: readonly string[] = [],
): SportGroup[] {
  const bySport = new Map<string, { sport: SportRef; matches: Match[] }>();
  for (const match of matches) {
    const sport = match.tournament.sport;
    const entry = bySport.get(sport.key);
    if (entry) entry.matches.push(match);
    else bySport.set(sport.key, { sport, matches: [match] });
  }
  const rank = (key: string) => {
    const index = sportOrder.indexOf(key);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...bySport.values()]
    .map((entry, appearance) => ({ ...entry, appearance }))
    .sort((a, b) => rank(a.sport.key) - rank(b.sport.key) || a.appearance - b.appearance)
    .map(({ sport, matches: list }) => ({
      sport,
      leagues: groupByLeague(list),
      matchCount: list.length,
    }));
}
