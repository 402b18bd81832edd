import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../../testing';
import {
  farmingPartLeft,
  averageStake,
  convertPoints,
  farmingRefusal,
  pointsForStake,
  potentialFreebetAmount,
  settledPoints,
} from './farming';

const rules = { minOdds: 1.5, minStake: minor(100) };
const bet = { odds: 2, stake: minor(500), freebet: false, meetsEventConditions: true };

describe('which bet farms', () => {
  it('farms a cash bet at or above the minimum odds and stake', () => {
    expect(farmingRefusal(rules, bet)).toBeNull();
    expect(farmingRefusal(rules, { ...bet, odds: 1.5, stake: minor(100) })).toBeNull();
  });

  it('refuses, in order: a freebet stake, a currency not offered, low odds, low stake, conditions', () => {
    expect(farmingRefusal(rules, { ...bet, freebet: true })).toBe('freebet_stake');
    expect(farmingRefusal({ ...rules, minStake: null }, bet)).toBe('currency_not_offered');
    expect(farmingRefusal(rules, { ...bet, odds: 1.499 })).toBe('odds_too_low');
    expect(farmingRefusal(rules, { ...bet, stake: minor(99) })).toBe('stake_too_low');
    expect(farmingRefusal(rules, { ...bet, meetsEventConditions: false })).toBe('event_conditions');
  });

  it('has no odds bound when min odds is null', () => {
    expect(farmingRefusal({ ...rules, minOdds: null }, { ...bet, odds: 1.01 })).toBeNull();
  });
});

describe('points', () => {
  it('farms points per major unit staked, rounded down', () => {
    expect(pointsForStake(minor(1000), 100, 1)).toBe(10);
    expect(pointsForStake(minor(1099), 100, 1)).toBe(10);
    expect(pointsForStake(minor(1000), 100, 2.5)).toBe(25);
    expect(pointsForStake(minor(50), 100, 0.01)).toBe(0);
  });

  it('counts a settled bet won or lost, and drops the points of a voided bet', () => {
    expect(settledPoints(12, 'counted')).toBe(12);
    expect(settledPoints(12, 'void')).toBe(0);
  });

  it('turns points into freebets and keeps the rest available', () => {
    expect(convertPoints(25, 10)).toEqual({ freebets: 2, remaining: 5 });
    expect(convertPoints(9, 10)).toEqual({ freebets: 0, remaining: 9 });
    expect(() => convertPoints(-1, 10)).toThrow(RangeError);
    expect(() => convertPoints(5, 0)).toThrow(RangeError);
  });

  it('never loses a point in conversion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e7 }),
        (points, per) => {
          const { freebets, remaining } = convertPoints(points, per);
          expect(freebets * per + remaining).toBe(points);
          expect(remaining).toBeGreaterThanOrEqual(0);
          expect(remaining).toBeLessThan(per);
        },
      ),
    );
  });

  it('values available and potential points as the freebets they would make', () => {
    expect(potentialFreebetAmount(5, 20, 10, minor(500))).toBe(1000);
    expect(potentialFreebetAmount(0, 9, 10, minor(500))).toBe(0);
  });

  it('averages stakes, 0 without bets', () => {
    expect(averageStake(minor(1001), 2)).toBe(500);
    expect(averageStake(minor(0), 0)).toBe(0);
  });
});

describe('farming follows the bet', () => {
  const placed = { stake: minor(1000), potentialPoints: 10 };

  it('farms in proportion to the stake a partial cash-out leaves, rounded down', () => {
    expect(farmingPartLeft(placed, minor(400), minor(100))).toEqual({
      stake: 400,
      potentialPoints: 4,
      counts: true,
    });
    expect(farmingPartLeft(placed, minor(390), null).potentialPoints).toBe(3);
    expect(farmingPartLeft(placed, minor(1000), minor(100))).toEqual({ ...placed, counts: true });
  });

  it('farms nothing once the stake left is below the minimum or gone', () => {
    expect(farmingPartLeft(placed, minor(99), minor(100))).toEqual({
      stake: 0,
      potentialPoints: 0,
      counts: false,
    });
    expect(farmingPartLeft(placed, minor(0), null).counts).toBe(false);
  });

  it('never farms more for less stake, whatever the order of cash-outs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (stake, points, a, b) => {
          const part = { stake: minor(stake), potentialPoints: points };
          const [low, high] = a < b ? [a, b] : [b, a];
          const lower = farmingPartLeft(part, minor(Math.min(low, stake)), null);
          const higher = farmingPartLeft(part, minor(Math.min(high, stake)), null);
          expect(lower.potentialPoints).toBeLessThanOrEqual(higher.potentialPoints);
          expect(higher.potentialPoints).toBeLessThanOrEqual(points);
          expect(higher.stake).toBeLessThanOrEqual(stake);
        },
      ),
    );
  });
});
