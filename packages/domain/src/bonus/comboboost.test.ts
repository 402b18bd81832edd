import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSelections, makeTicketBet, minor, odds } from '../../testing';
import { betPotentialWin } from '../potential-win/potential-win';
import { settleBet, settlementBetOf } from '../settlement/settlement';
import {
  type ComboboostBet,
  type ComboboostRule,
  comboboostMiss,
  comboboostOdds,
  comboboostRangeFor,
  sameBonusOdds,
} from './comboboost';
import type { MatchPlacement } from './event-conditions';

const NONE = { sport_type: [], sport: [], category: [], tournament: [], event: [] };
const rule = (overrides: Partial<ComboboostRule> = {}): ComboboostRule => ({
  minOdds: null,
  ranges: [
    { min_count: 2, max_count: 3, bonus_odds: 1.05 },
    { min_count: 4, max_count: null, bonus_odds: 1.1 },
  ],
  eventConditions: NONE,
  ...overrides,
});
const place = (n: number): MatchPlacement => ({
  sportType: 'sport',
  sportId: '1',
  categoryId: '10',
  tournamentId: n % 2 === 0 ? '17' : '8',
  eventId: String(1000 + n),
});
const combo = (prices: number[], betType: ComboboostBet['betType'] = 'combo'): ComboboostBet => ({
  betType,
  selections: prices.map((price, i) => ({ odds: odds(price), match: place(i) })),
});

describe('comboboost', () => {
  it('finds the range a selection count falls in, the narrowest on an overlap', () => {
    const ranges = rule().ranges;
    expect(comboboostRangeFor(ranges, 1)).toBeNull();
    expect(comboboostRangeFor(ranges, 3)?.bonus_odds).toBe(1.05);
    expect(comboboostRangeFor(ranges, 12)?.bonus_odds).toBe(1.1);
    const overlapping = [
      { min_count: 2, max_count: null, bonus_odds: 1.02 },
      { min_count: 5, max_count: 6, bonus_odds: 1.2 },
    ];
    expect(comboboostRangeFor(overlapping, 5)?.bonus_odds).toBe(1.2);
    expect(comboboostRangeFor(overlapping, 7)?.bonus_odds).toBe(1.02);
  });

  it('boosts only combos in a range, with every selection at the least odds and in the conditions', () => {
    expect(comboboostOdds(rule(), combo([2, 2]))).toBe(1.05);
    expect(comboboostOdds(rule(), combo([2, 2, 2, 2]))).toBe(1.1);
    expect(comboboostMiss(rule(), combo([2], 'single'))).toBe('bet_type');
    expect(comboboostMiss(rule(), combo([2, 2, 2], 'system'))).toBe('bet_type');
    expect(
      comboboostMiss(
        rule({ ranges: [{ min_count: 3, max_count: 3, bonus_odds: 1.1 }] }),
        combo([2, 2]),
      ),
    ).toBe('selection_count');
    expect(comboboostMiss(rule({ minOdds: 1.5 }), combo([1.5, 1.49]))).toBe('min_odds');
    expect(comboboostMiss(rule({ minOdds: 1.5 }), combo([1.5, 1.5]))).toBeNull();
    const english = { ...NONE, tournament: [{ id: '17', name: 'Premier League' }] };
    expect(comboboostMiss(rule({ eventConditions: english }), combo([2, 2]))).toBe(
      'event_conditions',
    );
  });

  it('compares sent bonus odds at wire precision', () => {
    expect(sameBonusOdds(1.05, odds(1.05))).toBe(true);
    expect(sameBonusOdds(1.1, odds(1.05))).toBe(false);
  });

  it('pays at settlement exactly the boosted potential win the slip shows (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1010, max: 5000 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        (thousandths, stake) => {
          const prices = thousandths.map((t) => t / 1000);
          const boost = comboboostOdds(rule(), combo(prices));
          expect(boost).not.toBeNull();
          const ticket = makeTicketBet({
            selections: makeSelections(prices),
            stake: minor(stake),
            bonus: { id: '1', type: 'comboboost', odds: boost },
            bonusOdds: boost,
          });
          const plain = betPotentialWin({ ...ticket, bonus: null, bonusOdds: null });
          const shown = betPotentialWin(ticket);
          const paid = settleBet(
            settlementBetOf(ticket),
            prices.map((price) => ({ odds: odds(price), result: 'win' as const })),
          );
          expect(paid?.paid).toBe(shown);
          // The boost raises the winnings, never lowers them.
          expect(shown).toBeGreaterThanOrEqual(plain);
        },
      ),
    );
  });
});
