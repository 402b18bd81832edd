import { describe, expect, it } from 'vitest';
import { parseStar } from './star-value';

describe('parseStar', () => {
  it('reads a match or a league star', () => {
    expect(parseStar('match:42')).toEqual({ type: 'match', id: 42 });
    expect(parseStar('league:7')).toEqual({ type: 'league', id: 7 });
  });
  it('refuses other types and ids that are not positive integers', () => {
    for (const value of ['sport:1', 'match:', 'match:0', 'match:-3', 'match:1.5', 'match:x', ''])
      expect(parseStar(value)).toBeNull();
  });
});
