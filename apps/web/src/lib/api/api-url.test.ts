import { describe, expect, it } from 'vitest';
import { buildApiUrl } from './api-url';

describe('buildApiUrl', () => {
  it('fills path parameters and serialises the query', () => {
    expect(
      buildApiUrl('', '/api/sportsbook', '/matches/:id/markets', { id: 7 }, { limit: 500 }),
    ).toBe('/api/sportsbook/matches/7/markets?limit=500');
  });

  it('joins lists with commas, leaves out undefined values and sorts keys', () => {
    expect(
      buildApiUrl('http://127.0.0.1:4000', '/api/sportsbook', '/matches', undefined, {
        sport_key: 'soccer',
        match_status: [0, 1],
        bettable: true,
        slug: undefined,
      }),
    ).toBe(
      'http://127.0.0.1:4000/api/sportsbook/matches?bettable=true&match_status=0%2C1&sport_key=soccer',
    );
  });

  it('refuses to call a path with a missing parameter', () => {
    expect(() => buildApiUrl('', '/api', '/matches/:id', {})).toThrow(/id/);
  });
});
