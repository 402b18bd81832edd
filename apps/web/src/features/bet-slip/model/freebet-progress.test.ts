import { describe, expect, it } from 'vitest';
import { freebetProgressView } from './freebet-progress';

const programme = (progressCount: number, possibleProgressCount = progressCount) => ({
  id: 'p1',
  name: 'Bet 3, get one',
  progressCount,
  possibleProgressCount,
  stakeCurrency: 'EUR',
  minStake: 500,
  ranges: [
    { numberOfBets: 6, numberOfFreebets: 2, issuedBonusAmount: 1000 },
    { numberOfBets: 3, numberOfFreebets: 1, issuedBonusAmount: 500 },
  ],
});

describe('freebetProgressView', () => {
  it('aims at the first range not reached yet, in order of bets', () => {
    expect(freebetProgressView(programme(0))).toMatchObject({
      count: 0,
      goal: 3,
      freebets: 1,
      amount: 500,
      percent: 0,
    });
    expect(freebetProgressView(programme(2))).toMatchObject({ count: 2, goal: 3, percent: 67 });
    expect(freebetProgressView(programme(3))).toMatchObject({
      count: 3,
      goal: 6,
      freebets: 2,
      amount: 1000,
      percent: 50,
    });
  });

  it('is full once every range is reached', () => {
    expect(freebetProgressView(programme(9))).toMatchObject({
      count: 6,
      goal: null,
      freebets: 0,
      percent: 100,
    });
  });

  it('shows bets still open as possible progress, up to the goal', () => {
    expect(freebetProgressView(programme(1, 2)).possible).toBe(1);
    expect(freebetProgressView(programme(1, 8)).possible).toBe(2);
    expect(freebetProgressView(programme(2, 1)).possible).toBe(0);
  });

  it('never shows more than the goal, whatever the count', () => {
    for (let count = 0; count < 12; count += 1) {
      const view = freebetProgressView(programme(count, count + 2));
      expect(view.count + view.possible).toBeLessThanOrEqual(view.goal ?? 6);
      expect(view.percent).toBeGreaterThanOrEqual(0);
      expect(view.percent).toBeLessThanOrEqual(100);
    }
  });
});
