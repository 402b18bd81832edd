import type { Match } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { groupByLeague, groupBySportAndLeague } from './group-matches';

const sport = (key: string) => ({ id: key.length, key, name: key, type: 'regular' as const });
const match = (id: number, sportKey: string, tournamentId: number) =>
  ({
    id,
    tournament: {
      id: tournamentId,
      urnId: `t${tournamentId}`,
      slug: `t${tournamentId}`,
      name: `League ${tournamentId}`,
      category: { id: 1, slug: 'c', name: 'C', countryCode: null },
      sport: sport(sportKey),
    },
  }) as unknown as Match;

describe('groupByLeague', () => {
  it('keeps leagues in the order of their first match and matches in list order', () => {
    const groups = groupByLeague([
      match(1, 'soccer', 10),
      match(2, 'soccer', 20),
      match(3, 'soccer', 10),
    ]);
    expect(groups.map((group) => [group.tournament.id, group.matches.map((m) => m.id)])).toEqual([
      [10, [1, 3]],
      [20, [2]],
    ]);
  });
});

describe('groupBySportAndLeague', () => {
  it('orders sports by priority and puts unknown sports last', () => {
    const groups = groupBySportAndLeague(
      [
        match(1, 'darts', 30),
        match(2, 'tennis', 20),
        match(3, 'soccer', 10),
        match(4, 'tennis', 21),
      ],
      ['soccer', 'tennis'],
    );
    expect(
      groups.map((group) => [group.sport.key, group.matchCount, group.leagues.length]),
    ).toEqual([
      ['soccer', 1, 1],
      ['tennis', 2, 2],
      ['darts', 1, 1],
    ]);
  });
});
