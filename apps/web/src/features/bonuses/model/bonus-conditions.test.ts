import { describe, expect, it } from 'vitest';
import { aComboboost, aFreebet, aHunting } from '../testing/bonus-factories';
import { comboRanges, eventConditionNames, farmingProgress, minOddsOf } from './bonus-conditions';

describe('bonus conditions', () => {
  it('lists comboboost ranges fewest selections first with the boost as a percentage', () => {
    expect(comboRanges(aComboboost())).toEqual([
      { from: 2, to: 4, boostPercent: 10 },
      { from: 5, to: null, boostPercent: 25 },
    ]);
    expect(comboRanges(aFreebet())).toEqual([]);
  });

  it('measures progress from the points left after the freebets already farmed', () => {
    expect(farmingProgress(aHunting())).toMatchObject({ available: 250, target: 100, ratio: 0.5 });
  });

  it('draws no bar when the answer does not say what a freebet takes', () => {
    const farming = {
      avgStake: 1000,
      betsCount: 3,
      points: 250,
      availablePoints: 250,
      potentialPoints: 40,
      potentialFreebetAmount: 500,
      initialPool: null,
      currency: 'EUR',
    };
    const progress = farmingProgress(aHunting({ farming }));
    expect(progress).toMatchObject({ target: null, ratio: null, potential: 40 });
  });

  it('has no progress for a bonus without farming', () => {
    expect(farmingProgress(aComboboost())).toBeNull();
    expect(farmingProgress(aHunting({ farming: null }))).toBeNull();
  });

  it('names the event conditions and the minimum odds', () => {
    const bonus = aComboboost({
      eventConditions: {
        sportType: [],
        sport: [{ id: '1', name: 'Football' }],
        category: [],
        tournament: [{ id: '9', name: 'Premier League' }],
        event: [],
      },
    });
    expect(eventConditionNames(bonus)).toEqual(['Football', 'Premier League']);
    expect(minOddsOf(bonus)).toBe(1.3);
  });
});
