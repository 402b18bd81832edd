import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCashOutLeg, minor, odds } from '../../testing';
import { systemType } from '../system/system';
import type { CashOutBet } from './cashout';
import { CASHOUT_MARGIN_BASIS_POINTS, cashOutLegOf, cashOutOffer, sellBet } from './cashout';

const bet = (overrides: Partial<CashOutBet>): CashOutBet => ({
  betType: 'combo',
  stake: minor(1000),
  legs: [makeCashOutLeg()],
  systemType: null,
  ...overrides,
});

describe('cash-out', () => {
  it('keeps a 5 % margin', () => {
    expect(CASHOUT_MARGIN_BASIS_POINTS).toBe(500);
  });

  it('offers stake × placed odds / current odds less the margin', () => {
    // €10 at 2.00, now 1.60: 10 × 2 / 1.6 × 0.95 = €11.875 → €11.87.
    const single = bet({ betType: 'single', legs: [makeCashOutLeg({ currentOdds: odds(1.6) })] });
    expect(cashOutOffer(single)).toEqual({ available: true, value: 1187 });
  });

  it('offers less than the stake when the price drifts', () => {
    const single = bet({ betType: 'single', legs: [makeCashOutLeg({ currentOdds: odds(3) })] });
    expect(cashOutOffer(single)).toEqual({ available: true, value: 633 });
  });

  it('counts a won leg at odds 1', () => {
    // €10 on 2.00 × 3.00, first leg won, second now 1.50: 10 × 6 / 1.5 × 0.95 = €38.
    const combo = bet({
      legs: [
        makeCashOutLeg({ status: 'won', currentOdds: odds(5) }),
        makeCashOutLeg({ placedOdds: odds(3), currentOdds: odds(1.5) }),
      ],
    });
    expect(cashOutOffer(combo)).toEqual({ available: true, value: 3800 });
  });

  it('counts a void leg at odds 1 on both sides', () => {
    const combo = bet({
      legs: [makeCashOutLeg({ status: 'void' }), makeCashOutLeg({ currentOdds: odds(2) })],
    });
    expect(cashOutOffer(combo)).toEqual({ available: true, value: 950 });
  });

  it('offers nothing when a leg is suspended or lost', () => {
    expect(cashOutOffer(bet({ legs: [makeCashOutLeg({ status: 'suspended' })] }))).toEqual({
      available: false,
      reason: 'selection_suspended',
      value: 0,
    });
    expect(
      cashOutOffer(bet({ legs: [makeCashOutLeg(), makeCashOutLeg({ status: 'lost' })] })),
    ).toEqual({ available: false, reason: 'selection_lost', value: 0 });
  });

  it('offers nothing on a bet played with any freebet, amb included (decision 0016)', () => {
    for (const bonusType of [
      'freebet_no_risk',
      'freebet_all_win',
      'freebet_only_win',
      'freebet',
    ] as const) {
      expect(cashOutOffer(bet({ bonusType }))).toEqual({
        available: false,
        reason: 'freebet',
        value: 0,
      });
    }
    expect(cashOutOffer(bet({ bonusType: 'comboboost' }))).toEqual({ available: true, value: 950 });
    expect(cashOutOffer(bet({ bonusType: null }))).toEqual({ available: true, value: 950 });
  });

  it('reads a placed leg from its settlement result and its price now', () => {
    expect(cashOutLegOf(odds(2), odds(1.5), 'open')).toEqual({
      placedOdds: 2,
      currentOdds: 1.5,
      status: 'open',
    });
    expect(cashOutLegOf(odds(2), null, 'open').status).toBe('suspended');
    expect(cashOutLegOf(odds(2), null, 'win').status).toBe('won');
    expect(cashOutLegOf(odds(2), null, 'lose').status).toBe('lost');
    expect(cashOutLegOf(odds(2), null, 'cancelled').status).toBe('void');
    expect(cashOutLegOf(odds(2), odds(1.5), 'half_win').status).toBe('suspended');
  });

  describe('selling a bet, whole or in part', () => {
    it('sells the whole bet without an amount or at the whole offer', () => {
      const whole = { ok: true, partial: false, paid: 4000, remainingStake: 0 };
      expect(sellBet(minor(1000), minor(4000))).toEqual(whole);
      expect(sellBet(minor(1000), minor(4000), minor(4000))).toEqual(whole);
    });

    it('keeps the unsold share of the stake open: €10, offer €40, €10 out keeps €7.50', () => {
      expect(sellBet(minor(1000), minor(4000), minor(1000))).toEqual({
        ok: true,
        partial: true,
        paid: 1000,
        remainingStake: 750,
      });
    });

    it('floors the stake kept: €1, offer €3, €1 out keeps 66 cents', () => {
      expect(sellBet(minor(100), minor(300), minor(100))).toMatchObject({ remainingStake: 66 });
    });

    it('refuses an amount above the offer, of nothing, or leaving no stake', () => {
      const refused = { ok: false, code: 'error.cashout.amount_out_of_range', offer: 4000 };
      expect(sellBet(minor(1000), minor(4000), minor(4001))).toEqual(refused);
      expect(sellBet(minor(1000), minor(4000), minor(0))).toEqual(refused);
      expect(sellBet(minor(1), minor(4000), minor(3999))).toEqual(refused);
    });

    it('never pays more than the offer nor keeps more than the stake (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000_000 }),
          fc.integer({ min: 1, max: 10_000_000 }),
          fc.integer({ min: 0, max: 10_000_000 }),
          (stake, offer, amount) => {
            const sale = sellBet(minor(stake), minor(offer), minor(amount));
            if (!sale.ok) return;
            expect(sale.paid).toBeLessThanOrEqual(offer);
            expect(sale.remainingStake).toBeLessThanOrEqual(stake);
            expect(sale.remainingStake > 0).toBe(sale.partial);
          },
        ),
      );
    });
  });

  it('values a system combination by combination, a lost leg voiding only its own', () => {
    // 2/3 at €1 per combination on legs placed 2, 3, 4; the third lost; the first two unchanged.
    const system = bet({
      betType: 'system',
      stake: minor(100),
      systemType: systemType(3, 2),
      legs: [
        makeCashOutLeg({ placedOdds: odds(2), currentOdds: odds(2) }),
        makeCashOutLeg({ placedOdds: odds(3), currentOdds: odds(3) }),
        makeCashOutLeg({ placedOdds: odds(4), status: 'lost' }),
      ],
    });
    expect(cashOutOffer(system)).toEqual({ available: true, value: 95 });
    const allLost = {
      ...system,
      legs: system.legs.map((leg) => ({ ...leg, status: 'lost' as const })),
    };
    expect(cashOutOffer(allLost)).toMatchObject({ available: false, reason: 'selection_lost' });
  });

  it('values a custom bet on its whole-bet prices', () => {
    const custom = bet({
      betType: 'custom',
      legs: [makeCashOutLeg(), makeCashOutLeg()],
      placedCustomOdds: odds(3.5),
      currentCustomOdds: odds(2.5),
    });
    // 10 × 3.5 / 2.5 × 0.95 = €13.30.
    expect(cashOutOffer(custom)).toEqual({ available: true, value: 1330 });
    const settled = { ...custom, legs: custom.legs.map((l) => ({ ...l, status: 'won' as const })) };
    expect(cashOutOffer(settled)).toEqual({ available: true, value: 3325 });
  });

  it('takes another margin when given', () => {
    expect(cashOutOffer(bet({}), 0)).toEqual({ available: true, value: 1000 });
  });
});
