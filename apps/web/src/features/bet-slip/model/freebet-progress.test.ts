import { describe, expect, it } from 'vitest';
import { freebetProgressView } from './freebet-progress';

const programme = (progressCount: number) => ({
  id: 'p1',
  name: 'Bet and earn freebets',
  progressCount,
  possibleProgressCount: 10,
  stakeCurrency: 'EUR',
  minStake: 200,
  ranges: [
    { numberOfBets: 10, numberOfFreebets: 3, issuedBonusAmount: 500 },
    { numberOfBets: 5, numberOfFreebets: 1, issuedBonusAmount: 500 },
  ],
});

describe('freebetProgressView', () => {
  it('runs to the last milestone and aims at the next one not reached', () => {
    expect(freebetProgressView(programme(0))).toMatchObject({
      count: 0,
      total: 10,
      marks: [50],
      next: { bets: 5, freebets: 1, amount: 500 },
      percent: 0,
    });
    expect(freebetProgressView(programme(2))).toMatchObject({ count: 2, percent: 20 });
    expect(freebetProgressView(programme(5))).toMatchObject({
      count: 5,
      next: { bets: 10, freebets: 3 },
      percent: 50,
    });
  });

  it('is full, with nothing next, once the last milestone is reached', () => {
    expect(freebetProgressView(programme(12))).toMatchObject({
      count: 10,
      next: null,
      percent: 100,
    });
  });

  it('stays between empty and full whatever the count', () => {
    for (let count = -2; count < 14; count += 1) {
      const view = freebetProgressView(programme(count));
      expect(view.count).toBeGreaterThanOrEqual(0);
      expect(view.count).toBeLessThanOrEqual(view.total);
      expect(view.percent).toBeGreaterThanOrEqual(0);
      expect(view.percent).toBeLessThanOrEqual(100);
    }
  });
});
