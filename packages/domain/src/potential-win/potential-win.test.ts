import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSelection, makeSelections, makeTicketBet, minor, odds } from '../../testing';
import { type BonusType, NO_AVAILABLE_BONUSES, type TicketBet } from '../bet-slip/types';
import { boostedFreebetPayout } from '../bonus/lootbox';
import { systemType } from '../system/system';
import {
  betGrossReturn,
  betOdds,
  boostedOddsScaled,
  betPotentialWin,
  betProfit,
  betTotalStake,
  chosenFreebetBoost,
  setStakeFromPotentialWin,
  stakeForPotentialWin,
  ticketTotalStake,
  totalPotentialWin,
} from './potential-win';

const freebet = (type: BonusType) => ({ bonus: { id: 'fb', type, odds: null } });

describe('potential win', () => {
  it('pays a single stake × odds', () => {
    expect(
      betPotentialWin(makeTicketBet({ stake: minor(1000), selections: makeSelections([2.5]) })),
    ).toBe(2500);
  });

  it('pays a combo stake × combined odds', () => {
    const combo = makeTicketBet({
      stake: minor(1000),
      selections: makeSelections([1.1, 1.2, 1.3]),
    });
    expect(betOdds(combo)).toBe(1.716);
    expect(betPotentialWin(combo)).toBe(1716);
  });

  it("boosts a combo's winnings by its comboboost: 1.05 is 5 % more winnings", () => {
    // €10 on a 3.00 combo wins €20; boosted 1.05 it wins €21 and pays €31.
    const combo = makeTicketBet({
      stake: minor(1000),
      selections: makeSelections([1.5, 2]),
      bonusOdds: odds(1.05),
    });
    expect(betOdds(combo)).toBe(3.1);
    expect(betPotentialWin(combo)).toBe(3100);
    expect(betProfit(combo)).toBe(2100);
  });

  it('boosts winnings by exactly the boost, rounding the odds once (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_010, max: 2_000_000 }),
        fc.integer({ min: 10_000, max: 30_000 }),
        (combined, boost) => {
          const boosted = boostedOddsScaled(BigInt(combined), BigInt(boost));
          // (boosted − 1) is (combined − 1) × boost, within half a step of the odds scale; a tie
          // at exactly half a step rounds up.
          const exact = (BigInt(combined) - 10_000n) * BigInt(boost);
          const diff = (boosted - 10_000n) * 10_000n - exact;
          expect(diff > -5_000n && diff <= 5_000n).toBe(true);
        },
      ),
    );
  });

  it('rounds a boosted price that falls exactly on half a step up', () => {
    // 25.125 × 2.7348 = 68.7118 5 → 68.7119, so 26.125 boosted 2.7348 is 69.7119.
    expect(boostedOddsScaled(261_250n, 27_348n)).toBe(697_119n);
  });

  it('pays a custom bet at its custom odds', () => {
    const custom = makeTicketBet({
      betType: 'custom',
      stake: minor(1000),
      selections: makeSelections([1.5, 2]),
      customOdds: odds(2.6),
    });
    expect(betPotentialWin(custom)).toBe(2600);
    expect(betOdds({ ...custom, customOdds: null })).toBe(3);
  });

  it('pays a system the sum over its combinations', () => {
    const system = makeTicketBet({
      betType: 'system',
      stake: minor(100),
      selections: makeSelections([2, 3, 4]),
      systemType: systemType(3, 2),
    });
    expect(betTotalStake(system)).toBe(300);
    expect(betPotentialWin(system)).toBe(2600);
    expect(betProfit(system)).toBe(2300);
    expect(betOdds(system)).toBe(12);
  });

  it.each([
    ['freebet_no_risk', 1000],
    ['freebet_all_win', 1500],
    ['freebet_only_win', 1000],
    ['freebet', 1500],
    ['comboboost', 1500],
  ] as const)('pays a %s bet of €5 at 3.00 %i', (type, expected) => {
    const bet = makeTicketBet({
      stake: minor(500),
      selections: makeSelections([3]),
      ...freebet(type),
    });
    expect(betPotentialWin(bet)).toBe(expected);
    expect(betProfit(bet)).toBe(1000);
  });

  it.each([
    ['freebet_no_risk', 2000],
    ['freebet_all_win', 2500],
    ['freebet_only_win', 2000],
    ['freebet', 2500],
  ] as const)('shows a %s of €5 at 3.00 boosted ×2 as settlement pays it: %i', (type, expected) => {
    const boosted = {
      id: 'fb',
      kind: 'no_risk' as const,
      amount: minor(500),
      currency: 'EUR',
      boostMultiplier: 2,
    };
    const bet = makeTicketBet({
      stake: minor(500),
      selections: makeSelections([3]),
      ...freebet(type),
      availableBonuses: { ...NO_AVAILABLE_BONUSES, freebet: [boosted] },
    });
    expect(chosenFreebetBoost(bet)).toBe(2);
    // The same rule settlement applies to what the variant pays (decision 0028).
    const unboosted = betPotentialWin({ ...bet, availableBonuses: NO_AVAILABLE_BONUSES });
    expect(betPotentialWin(bet)).toBe(
      boostedFreebetPayout(unboosted, betGrossReturn(bet), betTotalStake(bet), 2),
    );
    expect(betPotentialWin(bet)).toBe(expected);
  });

  it("boosts only the chosen freebet's winnings, never another bonus or an unboosted one", () => {
    const available = {
      ...NO_AVAILABLE_BONUSES,
      freebet: [
        {
          id: 'a',
          kind: 'no_risk' as const,
          amount: minor(500),
          currency: 'EUR',
          boostMultiplier: 3,
        },
        {
          id: 'b',
          kind: 'no_risk' as const,
          amount: minor(500),
          currency: 'EUR',
          boostMultiplier: null,
        },
      ],
    };
    const bet = (id: string, type: BonusType) =>
      makeTicketBet({
        stake: minor(500),
        selections: makeSelections([3]),
        bonus: { id, type, odds: null },
        availableBonuses: available,
      });
    expect(betPotentialWin(bet('a', 'freebet_no_risk'))).toBe(3000);
    expect(betPotentialWin(bet('b', 'freebet_no_risk'))).toBe(1000);
    // A comboboost that happens to share an id with a boosted freebet is not a freebet.
    expect(betPotentialWin(bet('a', 'hunting'))).toBe(1500);
  });

  it("leaves every freebet-funded stake out of the total stake, counting an amb's", () => {
    const bets = [
      makeTicketBet({ stake: minor(500), ...freebet('freebet_no_risk') }),
      makeTicketBet({ stake: minor(400), ...freebet('freebet_all_win') }),
      makeTicketBet({ stake: minor(300), ...freebet('freebet_only_win') }),
      makeTicketBet({ stake: minor(200), ...freebet('freebet') }),
      makeTicketBet({
        betType: 'system',
        stake: minor(100),
        selections: makeSelections([2, 3, 4, 5]),
        systemType: systemType(4, 2),
      }),
    ];
    expect(ticketTotalStake(bets)).toBe(200 + 600);
  });

  it('finds the stake for a wanted win, rounding down', () => {
    const combo = makeTicketBet({ selections: makeSelections([1.1, 1.2, 1.3]) });
    expect(stakeForPotentialWin(combo, minor(10_000))).toBe(5827);
    const [bet] = setStakeFromPotentialWin([combo], 0, 10_000);
    expect(bet).toMatchObject({ stake: 5827, stakeSource: 'potential_win' });
    expect(betPotentialWin(bet!)).toBe(9999);
  });

  it('keeps a freebet stake when a potential win is typed', () => {
    const bet = makeTicketBet({ stake: minor(500), freebetStake: minor(500) });
    expect(setStakeFromPotentialWin([bet], 0, 10_000)[0]).toBe(bet);
  });

  describe('properties', () => {
    const bet = fc
      .record({
        prices: fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 1, maxLength: 6 }),
        stake: fc.integer({ min: 0, max: 10_000_000 }),
        kind: fc.constantFrom('single', 'combo', 'system'),
        bonus: fc.constantFrom<BonusType | null>(
          null,
          'freebet_no_risk',
          'freebet_only_win',
          'freebet',
        ),
      })
      .map(({ prices, stake, kind, bonus }): TicketBet => {
        const selections = prices.map((p) => makeSelection({ odds: odds(p / 1000) }));
        const n = selections.length;
        const asSystem = kind === 'system' && n >= 3;
        return makeTicketBet({
          stake: minor(stake),
          selections: kind === 'single' ? selections.slice(0, 1) : selections,
          betType: asSystem ? 'system' : kind === 'single' || n === 1 ? 'single' : 'combo',
          systemType: asSystem ? systemType(n, 2) : null,
          bonus: bonus === null ? null : { id: 'b', type: bonus, odds: null },
        });
      });

    it('keeps totals equal to the sum of their parts', () => {
      fc.assert(
        fc.property(fc.array(bet, { maxLength: 6 }), (bets) => {
          const paid = bets.filter(
            (b) =>
              b.bonus?.type !== 'freebet_no_risk' &&
              b.bonus?.type !== 'freebet_all_win' &&
              b.bonus?.type !== 'freebet_only_win',
          );
          expect(ticketTotalStake(bets)).toBe(paid.reduce((sum, b) => sum + betTotalStake(b), 0));
          expect(totalPotentialWin(bets)).toBe(
            bets.reduce((sum, b) => sum + betPotentialWin(b), 0),
          );
        }),
      );
    });

    it('never pays less than the stake on a paid bet, nor a negative amount', () => {
      fc.assert(
        fc.property(bet, (b) => {
          expect(betPotentialWin(b)).toBeGreaterThanOrEqual(0);
          expect(betProfit(b)).toBeGreaterThanOrEqual(0);
          if (b.bonus === null) expect(betPotentialWin(b)).toBeGreaterThanOrEqual(betTotalStake(b));
        }),
      );
    });
  });
});
