import { describe, expect, it } from 'vitest';
import type { FavouriteRow } from './favourites-repository';
import { isSuperseded } from './favourites-service';

const row = (fields: Partial<FavouriteRow> = {}): FavouriteRow => ({
  id: 1,
  playerId: 1,
  type: 'match',
  itemId: 7,
  active: true,
  sessionId: 'session-a',
  seq: 10,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...fields,
});

describe('which toggle request wins', () => {
  it('ignores a request of the same session that is not newer than the one applied', () => {
    expect(isSuperseded(row(), 'session-a', 9)).toBe(true);
    expect(isSuperseded(row(), 'session-a', 10)).toBe(true);
    expect(isSuperseded(row(), 'session-a', 11)).toBe(false);
  });

  it('applies a request without an order, from another session, or on a first star', () => {
    expect(isSuperseded(row(), 'session-a', undefined)).toBe(false);
    expect(isSuperseded(row(), 'session-b', 1)).toBe(false);
    expect(isSuperseded(row({ seq: null }), 'session-a', 1)).toBe(false);
    expect(isSuperseded(null, 'session-a', 1)).toBe(false);
  });
});
