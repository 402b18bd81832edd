import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSelection, makeSelections, makeTicketBet, minor, odds } from '../../testing';
import type { BonusType, TicketBet } from '../bet-slip/types';
import { betPotentialWin } from '../potential-win/potential-win';
import { systemType } from '../system/system';
import type { LegResult, SettledLeg, SettlementBet } from './settlement';
import {
  isBetDecided,
  legReturnScaled,
  settleBet,
  settledBetResult,
  settlementBetOf,
  settlementGross,
} from './settlement';

const bet = (overrides: Partial<SettlementBet> = {}): SettlementBet => ({
  betType: 'combo',
  stake: minor(1000),
  systemWinCount: null,
  customOdds: null,
  ...overrides,
});
const leg = (price: number, result: LegResult): SettledLeg => ({ odds: odds(price), result });

describe('settlement', () => {
  it('returns per unit staked: odds on a win, 0 on a loss, 1 on a void, halves on half results', () => {
    expect(legReturnScaled(odds(2.5), 'win')).toBe(25_000n);
    expect(legReturnScaled(odds(2.5), 'lose')).toBe(0n);
    expect(legReturnScaled(odds(2.5), 'void')).toBe(10_000n);
    expect(legReturnScaled(odds(2.5), 'cancelled')).toBe(10_000n);
    expect(legReturnScaled(odds(2.5), 'half_win')).toBe(17_500n);
    expect(legReturnScaled(odds(2.5), 'half_lose')).toBe(5_000n);
    expect(() => legReturnScaled(odds(2.5), 'open')).toThrow(RangeError);
  });

  it('pays a €10 single at 2.50: win €25, loss 0, void €10, half win €17.50, half loss €5', () => {
    const single = bet({ betType: 'single' });
    const pays = (result: LegResult) => settlementGross(single, [leg(2.5, result)]);
    expect([pays('win'), pays('lose'), pays('void'), pays('half_win'), pays('half_lose')]).toEqual([
      2500, 0, 1000, 1750, 500,
    ]);
  });

  it('pays a combo with a void leg on the other legs: €10 on 2.0 × void × 3.0 pays €60', () => {
    expect(settlementGross(bet(), [leg(2, 'win'), leg(5, 'void'), leg(3, 'win')])).toBe(6000);
    expect(settlementGross(bet(), [leg(2, 'win'), leg(3, 'lose')])).toBe(0);
  });

  it('pays a system every combination that won: €1 2/3 on 2, 3, 4 with the 4 lost pays €6', () => {
    const system = bet({ betType: 'system', stake: minor(100), systemWinCount: 2 });
    expect(settlementGross(system, [leg(2, 'win'), leg(3, 'win'), leg(4, 'lose')])).toBe(600);
  });

  it('pays a custom bet its price when all won, the stake back when a leg is void', () => {
    const custom = bet({ betType: 'custom', customOdds: odds(4.2) });
    expect(settlementGross(custom, [leg(2, 'win'), leg(2, 'win')])).toBe(4200);
    expect(settlementGross(custom, [leg(2, 'win'), leg(2, 'void')])).toBe(1000);
    expect(settlementGross(custom, [leg(2, 'win'), leg(2, 'half_lose')])).toBe(0);
  });

  it("boosts a combo's winnings by its comboboost: €10 on 3.00 boosted 1.05 pays €31", () => {
    const boosted = bet({ bonusOdds: odds(1.05), bonusType: 'comboboost' });
    expect(settlementGross(boosted, [leg(1.5, 'win'), leg(2, 'win')])).toBe(3100);
  });

  it('decides a bet when every leg resulted, or a combo when a leg lost', () => {
    expect(isBetDecided('combo', [{ result: 'win' }, { result: 'open' }])).toBe(false);
    expect(isBetDecided('combo', [{ result: 'lose' }, { result: 'open' }])).toBe(true);
    expect(isBetDecided('system', [{ result: 'lose' }, { result: 'open' }])).toBe(false);
    expect(isBetDecided('system', [{ result: 'lose' }, { result: 'win' }])).toBe(true);
  });

  it('names the result of spec section 4', () => {
    expect(settledBetResult('single', [{ result: 'half_win' }], minor(1750), minor(1000))).toBe(
      'refund_half_win_other',
    );
    expect(
      settledBetResult(
        'combo',
        [{ result: 'void' }, { result: 'cancelled' }],
        minor(1000),
        minor(1000),
      ),
    ).toBe('refund_entire');
    expect(
      settledBetResult(
        'combo',
        [{ result: 'win' }, { result: 'half_lose' }],
        minor(750),
        minor(1000),
      ),
    ).toBe('refund_half_lose_other');
    expect(
      settledBetResult('combo', [{ result: 'win' }, { result: 'lose' }], minor(0), minor(1000)),
    ).toBe('lose_entire');
  });

  describe('settling a bet', () => {
    it('leaves an undecided bet open', () => {
      expect(settleBet(bet(), [leg(2, 'win'), leg(3, 'open')])).toBeNull();
    });

    it('pays a normal bet its gross, as a refund when every leg is void', () => {
      expect(settleBet(bet(), [leg(2, 'win'), leg(3, 'win')])).toEqual({
        result: 'win_entire',
        gross: 6000,
        totalStake: 1000,
        paid: 6000,
        kind: 'win',
        giveBack: false,
        refundFreebet: null,
      });
      expect(settleBet(bet(), [leg(2, 'void'), leg(3, 'void')])).toMatchObject({
        result: 'refund_entire',
        paid: 1000,
        kind: 'refund',
      });
    });

    it('counts a system stake once per combination', () => {
      const system = bet({ betType: 'system', stake: minor(100), systemWinCount: 2 });
      expect(settleBet(system, [leg(2, 'lose'), leg(3, 'lose'), leg(4, 'lose')])).toMatchObject({
        totalStake: 300,
        paid: 0,
        result: 'lose_entire',
      });
    });

    it('pays a freebet bet what its variant says', () => {
      const won = [leg(3, 'win')];
      const single = (bonusType: BonusType) => bet({ betType: 'single', bonusType });
      expect(settleBet(single('freebet_only_win'), won)?.paid).toBe(2000);
      expect(settleBet(single('freebet_all_win'), won)?.paid).toBe(3000);
      expect(settleBet(single('freebet_no_risk'), [leg(3, 'lose')])).toMatchObject({
        result: 'lose_entire',
        paid: 0,
        refundFreebet: { type: 'freebet_only_win', amount: 1000 },
      });
      expect(settleBet(single('freebet_all_win'), [leg(3, 'void')])).toMatchObject({
        result: 'refund_entire',
        paid: 0,
        giveBack: true,
      });
    });

    it('insures an amb combo lost by one leg, counting a leg left open as lost', () => {
      const amb = bet({ bonusType: 'freebet' });
      expect(settleBet(amb, [leg(2, 'win'), leg(3, 'lose')])?.refundFreebet).toEqual({
        type: 'freebet_only_win',
        amount: 1000,
      });
      expect(settleBet(amb, [leg(2, 'open'), leg(3, 'lose')])?.refundFreebet).toBeNull();
    });
  });

  describe('a winning bet is paid exactly the potential win the slip showed (property)', () => {
    const slipBet = fc
      .record({
        prices: fc.array(fc.integer({ min: 1001, max: 40_000 }), { minLength: 1, maxLength: 6 }),
        stake: fc.integer({ min: 1, max: 10_000_000 }),
        kind: fc.constantFrom('single', 'combo', 'system', 'custom'),
        k: fc.integer({ min: 2, max: 5 }),
        customOdds: fc.integer({ min: 1001, max: 500_000 }),
        boost: fc.integer({ min: 1000, max: 3000 }),
        bonus: fc.constantFrom<BonusType | null>(
          null,
          'comboboost',
          'freebet',
          'freebet_no_risk',
          'freebet_all_win',
          'freebet_only_win',
        ),
      })
      .map(({ prices, stake, kind, k, customOdds, boost, bonus }): TicketBet => {
        const selections = prices.map((p) => makeSelection({ odds: odds(p / 1000) }));
        const n = selections.length;
        const betType =
          kind === 'single' || n === 1
            ? 'single'
            : kind === 'system' && n >= 3
              ? 'system'
              : kind === 'custom'
                ? 'custom'
                : 'combo';
        const boostOdds = bonus === 'comboboost' && betType === 'combo' ? odds(boost / 1000) : null;
        return makeTicketBet({
          stake: minor(stake),
          selections: betType === 'single' ? selections.slice(0, 1) : selections,
          betType,
          systemType: betType === 'system' ? systemType(n, Math.min(k, n - 1)) : null,
          customOdds: betType === 'custom' ? odds(customOdds / 1000) : null,
          bonus:
            bonus === null || (bonus === 'comboboost' && boostOdds === null)
              ? null
              : { id: 'b', type: bonus, odds: boostOdds },
          bonusOdds: boostOdds,
        });
      });

    it('pays every variant its potential win when every leg wins', () => {
      fc.assert(
        fc.property(slipBet, (ticket) => {
          const legs = ticket.selections.map((s) => ({ odds: s.odds, result: 'win' as const }));
          const settled = settleBet(settlementBetOf(ticket), legs);
          expect(settled?.paid).toBe(betPotentialWin(ticket));
        }),
        { numRuns: 500 },
      );
    });

    it('pays a bet placed from the slip the same with its legs in any order', () => {
      const combo = makeTicketBet({
        stake: minor(1000),
        selections: makeSelections([1.5, 2, 3.3]),
      });
      const legs = combo.selections.map((s) => ({ odds: s.odds, result: 'win' as const }));
      expect(settleBet(settlementBetOf(combo), legs.toReversed())?.paid).toBe(
        betPotentialWin(combo),
      );
    });
  });
});
