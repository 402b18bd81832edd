import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSelections, makeTicketBet, minor, odds } from '../../testing';
import { betPotentialWin } from '../potential-win/potential-win';
import { systemType } from './system';
import { betSystemWinRange, systemWinRange } from './system-win-range';

describe('systemWinRange', () => {
  it('pays from the k shortest prices coming in to every combination coming in', () => {
    // 2/3 at €1 on 2.0, 3.0, 4.0: the least is 2.0 × 3.0 = €6, the most 6 + 8 + 12 = €26.
    expect(systemWinRange(minor(100), [odds(4), odds(2), odds(3)], 2)).toEqual({
      min: 600,
      max: 2600,
    });
  });

  it('a 3/4 pays from its cheapest treble', () => {
    const range = systemWinRange(minor(100), [odds(1.5), odds(2), odds(2.5), odds(3)], 3);
    expect(range.min).toBe(750); // 1.5 × 2 × 2.5
    expect(range.max).toBe(750 + 900 + 1125 + 1500);
  });

  it('pays nothing without selections or with an impossible k', () => {
    expect(systemWinRange(minor(100), [], 2)).toEqual({ min: 0, max: 0 });
    expect(systemWinRange(minor(100), [odds(2), odds(3)], 3)).toEqual({ min: 0, max: 0 });
    expect(systemWinRange(minor(100), [odds(2), odds(3)], 0)).toEqual({ min: 0, max: 0 });
  });

  it('never has a minimum above its maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 101, max: 5000 }), { minLength: 3, maxLength: 7 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 2, max: 6 }),
        (prices, stake, k) => {
          const winCount = Math.min(k, prices.length - 1);
          const range = systemWinRange(
            minor(stake),
            prices.map((price) => odds(price / 100)),
            winCount,
          );
          expect(range.min).toBeLessThanOrEqual(range.max);
          expect(range.min).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('betSystemWinRange', () => {
  const selections = makeSelections([2, 3, 4]);

  it('is the range of a system bet, its maximum the potential win', () => {
    const bet = makeTicketBet({
      betType: 'system',
      selections,
      systemType: systemType(3, 2),
      stake: minor(100),
    });
    expect(betSystemWinRange(bet)).toEqual({ min: 600, max: betPotentialWin(bet) });
  });

  it('leaves out the stake where a freebet pays winnings only, as the potential win does', () => {
    const bet = makeTicketBet({
      betType: 'system',
      selections,
      systemType: systemType(3, 2),
      stake: minor(100),
      bonus: { id: 'fb-1', type: 'freebet_only_win', odds: null },
    });
    expect(betSystemWinRange(bet)).toEqual({ min: 600 - 300, max: 2600 - 300 });
    expect(betPotentialWin(bet)).toBe(2300);
  });

  it('is null for other bets', () => {
    expect(betSystemWinRange(makeTicketBet({ selections, stake: minor(100) }))).toBeNull();
  });
});
