// How search answers are shown: live matches, upcoming matches, leagues, teams, each a link.
import { MATCH_STATUS } from '@sportsbook/domain';
import type { SearchAnswer } from '../api/search';

export type SearchGroupKey = 'live' | 'upcoming' | 'leagues' | 'teams';
export const SEARCH_GROUP_ORDER: readonly SearchGroupKey[] = [
  'live',
  'upcoming',
  'leagues',
  'teams',
];

export interface SearchOption {
  /** Stable within one answer: the element id of the option in the listbox. */
  key: string;
  /** Path inside the locale (`/soccer/bayern-munich-vs-...-42`). */
  path: string;
  title: string;
  /** League, country or kick-off context under the title. */
  detail: string;
  sportKey: string;
  cyber: boolean;
  /** Kick-off instant of a match (upcoming matches and teams), for the caller to format. */
  startTime: string | null;
}

export interface SearchGroup {
  key: SearchGroupKey;
  options: SearchOption[];
}

const matchPath = (sportKey: string, slug: string) => `/${sportKey}/${slug}`;

/**
 * Groups an answer for display, at most `perGroup` options in each, empty groups left out.
 * Outrights are upcoming events like any other (an outright is never live).
 */
export function groupSearchAnswer(answer: SearchAnswer, perGroup: number): SearchGroup[] {
  const matchOption = (match: SearchAnswer['matches'][number]): SearchOption => ({
    key: `match-${match.id}`,
    path: matchPath(match.tournament.sport.key, match.slug),
    title: match.competitors
      ? `${match.competitors.home.name} – ${match.competitors.away.name}`
      : match.name,
    detail: `${match.tournament.category.name} · ${match.tournament.name}`,
    sportKey: match.tournament.sport.key,
    cyber: match.tournament.sport.type === 'cyber',
    startTime: match.status === MATCH_STATUS.live ? null : match.startTime,
  });
  const groups: SearchGroup[] = [
    {
      key: 'live',
      options: answer.matches.filter((m) => m.status === MATCH_STATUS.live).map(matchOption),
    },
    {
      key: 'upcoming',
      options: answer.matches.filter((m) => m.status !== MATCH_STATUS.live).map(matchOption),
    },
    {
      key: 'leagues',
      options: answer.tournaments.map((league) => ({
        key: `league-${league.id}`,
        path: matchPath(league.sport.key, league.slug),
        title: league.name,
        detail: `${league.sport.name} · ${league.category.name}`,
        sportKey: league.sport.key,
        cyber: league.sport.type === 'cyber',
        startTime: null,
      })),
    },
    {
      key: 'teams',
      options: answer.teams.map((team) => ({
        key: `team-${team.id}`,
        path: matchPath(team.sport.key, team.nextMatch.slug),
        title: team.name,
        detail: team.nextMatch.name,
        sportKey: team.sport.key,
        cyber: team.sport.type === 'cyber',
        startTime: team.nextMatch.status === MATCH_STATUS.live ? null : team.nextMatch.startTime,
      })),
    },
  ];
  return groups
    .map((group) => ({ ...group, options: group.options.slice(0, perGroup) }))
    .filter((group) => group.options.length > 0);
}

/** The options of the groups in display order (what the arrow keys walk through). */
export const flattenGroups = (groups: readonly SearchGroup[]): SearchOption[] =>
  groups.flatMap((group) => group.options);

/** The next active option for an arrow key: wraps around, starts at either end. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
