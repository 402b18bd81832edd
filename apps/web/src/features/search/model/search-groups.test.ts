import {
  type MatchWire,
  type SearchTeamWire,
  type TournamentWire,
  camelize,
} from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../api/search';
import { flattenGroups, groupSearchAnswer, moveActive } from './search-groups';

const sport = { id: 1, key: 'football', name: 'Football', type: 'regular' as const };
const category = { id: 3, slug: 'germany', name: 'Germany', country_code: 'DE' };
const league = {
  id: 9,
  urn_id: 'sr:tournament:35',
  slug: 'germany-bundesliga',
  name: 'Bundesliga',
  category,
  sport,
};

const match = (id: number, status: 0 | 1, home = 'Bayern Munich', away = 'Dortmund') =>
  ({
    id,
    urn_id: `sr:match:${id}`,
    slug: `bayern-vs-dortmund-${id}`,
    type: 'match',
    name: `${home} vs ${away}`,
    tournament: league,
    competitors: {
      home: { id: 1, name: home, abbreviation: 'FCB', logo: null },
      away: { id: 2, name: away, abbreviation: 'BVB', logo: null },
    },
    status,
    start_time: '2026-11-25T19:30:00.000Z',
  }) as unknown as MatchWire;

const answer = (wire: {
  matches?: MatchWire[];
  tournaments?: TournamentWire[];
  teams?: SearchTeamWire[];
}): SearchAnswer =>
  camelize({ matches: [], tournaments: [], teams: [], ...wire }) as unknown as SearchAnswer;

describe('search groups', () => {
  it('puts live matches before upcoming ones, then leagues and teams, leaving empty groups out', () => {
    const groups = groupSearchAnswer(
      answer({
        matches: [match(1, 0), match(2, 1)],
        teams: [
          {
            id: 1,
            name: 'Bayern Munich',
            abbreviation: 'FCB',
            logo: null,
            sport,
            next_match: {
              id: 2,
              slug: 'bayern-vs-dortmund-2',
              name: 'Bayern Munich vs Dortmund',
              status: 1,
              start_time: '2026-11-25T19:30:00.000Z',
            },
          },
        ],
      }),
      5,
    );
    expect(groups.map((g) => g.key)).toEqual(['live', 'upcoming', 'teams']);
    expect(groups[0]!.options[0]).toMatchObject({
      key: 'match-2',
      path: '/football/bayern-vs-dortmund-2',
      title: 'Bayern Munich – Dortmund',
      detail: 'Germany · Bundesliga',
      startTime: null,
    });
    expect(groups[1]!.options[0]!.startTime).toBe('2026-11-25T19:30:00.000Z');
    // A team opens its live (or next) match.
    expect(groups[2]!.options[0]).toMatchObject({
      path: '/football/bayern-vs-dortmund-2',
      title: 'Bayern Munich',
    });
  });

  it('shows at most a few options per group, in the order the arrow keys walk', () => {
    const groups = groupSearchAnswer(
      answer({
        matches: [match(1, 0), match(2, 0), match(3, 0), match(4, 1)],
        tournaments: [
          {
            ...league,
            priority: 1,
            state: 'active',
            is_top: true,
            main_market_outcomes_count: 3,
            secondary_market_outcomes_count: 2,
          },
        ],
      }),
      2,
    );
    expect(flattenGroups(groups).map((o) => o.key)).toEqual([
      'match-4',
      'match-1',
      'match-2',
      'league-9',
    ]);
  });

  it('moves the active option with wrap-around and starts at either end', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
