import { describe, expect, it } from 'vitest';
import { loyaltyStanding } from './loyalty';

const levels = [
  { id: 'gold', name: 'Gold', status: 'locked', min: 5000, max: null },
  { id: 'bronze', name: 'Bronze', status: 'completed', min: 0, max: 999 },
  { id: 'silver', name: 'Silver', status: 'current', min: 1000, max: 4999 },
];

describe('loyalty standing', () => {
  it('tells the level, how far into it and what the next one takes', () => {
    expect(loyaltyStanding({ points: 2000, levels })).toEqual({
      level: 'Silver',
      ratio: 0.25,
      next: { name: 'Gold', pointsToGo: 3000 },
    });
  });

  it('has no next level at the open-ended top', () => {
    const top = levels.map((level) => ({
      ...level,
      status: level.id === 'gold' ? 'current' : 'completed',
    }));
    expect(loyaltyStanding({ points: 9000, levels: top })).toEqual({
      level: 'Gold',
      ratio: null,
      next: null,
    });
  });

  it('finds the level from the points when none is marked current', () => {
    const unmarked = levels.map((level) => ({ ...level, status: 'locked' }));
    expect(loyaltyStanding({ points: 1200, levels: unmarked }).level).toBe('Silver');
    expect(loyaltyStanding({ points: 0, levels: [] })).toEqual({
      level: null,
      ratio: null,
      next: null,
    });
  });
});
