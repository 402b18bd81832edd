import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countsForProgress,
  freebetsEarned,
  freebetsForNextBet,
  progressState,
} from './freebet-progress';

const ranges = [
  { number_of_bets: 10, number_of_freebets: 3 },
  { number_of_bets: 3, number_of_freebets: 1 },
];

describe('freebet progress', () => {
  it('earns each milestone’s freebets once it is reached', () => {
    expect([0, 2, 3, 9, 10, 50].map((n) => freebetsEarned(ranges, n))).toEqual([0, 0, 1, 1, 4, 4]);
  });

  it('shows the bar up to the last milestone and the next one to reach', () => {
    expect(progressState(ranges, 0)).toEqual({
      progressCount: 0,
      possibleProgressCount: 10,
      earned: 0,
      next: { number_of_bets: 3, number_of_freebets: 1 },
    });
    expect(progressState(ranges, 5).next?.number_of_bets).toBe(10);
    expect(progressState(ranges, 40)).toMatchObject({ progressCount: 10, earned: 4, next: null });
    expect(progressState([], 3)).toMatchObject({ progressCount: 0, possibleProgressCount: 0 });
  });

  it('counts a bet whose stake reaches the minimum in its currency', () => {
    expect(countsForProgress({ EUR: 100 }, 'EUR', 100)).toBe(true);
    expect(countsForProgress({ EUR: 100 }, 'EUR', 99)).toBe(false);
    expect(countsForProgress({ EUR: 100 }, 'USD', 1000)).toBe(false);
  });

  it('issues, bet by bet, exactly what the milestones add up to (property)', () => {
    const range = fc.record({
      number_of_bets: fc.integer({ min: 1, max: 30 }),
      number_of_freebets: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 5 }), fc.nat(60), (list, bets) => {
        let issued = 0;
        for (let before = 0; before < bets; before += 1) issued += freebetsForNextBet(list, before);
        expect(issued).toBe(freebetsEarned(list, bets));
        expect(issued).toBeLessThanOrEqual(list.reduce((s, r) => s + r.number_of_freebets, 0));
      }),
    );
  });
});
