import { describe, expect, it } from 'vitest';
import {
  confirmedChanges,
  favouriteIds,
  isFavourite,
  noteConfirmedChange,
  setFavouriteIds,
  subscribeFavourites,
} from './favourite-ids';

describe('favourite ids', () => {
  it('tells every star of a type at once, and only when the ids change', () => {
    let calls = 0;
    const stop = subscribeFavourites(() => calls++);
    setFavouriteIds('match', new Set([3, 5]));
    expect(isFavourite('match', 5)).toBe(true);
    expect(isFavourite('league', 5)).toBe(false);
    setFavouriteIds('match', favouriteIds('match'));
    expect(calls).toBe(1);
    stop();
    setFavouriteIds('match', new Set());
    expect(calls).toBe(1);
    expect(isFavourite('match', 5)).toBe(false);
  });

  it('counts the changes the server confirmed, for pages that list favourites', () => {
    const before = confirmedChanges();
    noteConfirmedChange();
    expect(confirmedChanges()).toBe(before + 1);
  });
});
