import { describe, expect, it } from 'vitest';
import { minor } from '../../testing';
import type { BetType } from '../bet-slip/types';
import type { FreebetFacts } from './freebet-rules';
import {
  freebetAllowsCashOut,
  freebetDebit,
  freebetRefusal,
  freebetSettlement,
  freebetStatus,
  isStakeFundingFreebet,
  paysWinningsOnly,
} from './freebet-rules';

const NOW = new Date('2026-11-22T12:00:00Z');

const freebet = (overrides: Partial<FreebetFacts> = {}): FreebetFacts => ({
  type: 'freebet_all_win',
  currency: 'EUR',
  amount: minor(500),
  minOdds: null,
  maxOdds: null,
  selectionCountFrom: 1,
  selectionCountTo: null,
  matchStatus: null,
  usesCount: 1,
  timesUsed: 0,
  isActive: true,
  expiredAt: null,
  ...overrides,
});

const bet = {
  type: 'single' as const,
  currency: 'EUR',
  stake: minor(500),
  odds: 2.1,
  matchStatuses: [0],
};

describe('freebet status', () => {
  it('is deactivated before expired before used up', () => {
    const past = new Date(NOW.getTime() - 1);
    expect(freebetStatus(freebet({ isActive: false, expiredAt: past }), NOW)).toBe('deactivated');
    expect(freebetStatus(freebet({ overriddenAt: past, expiredAt: past }), NOW)).toBe('overridden');
    expect(freebetStatus(freebet({ expiredAt: past, timesUsed: 1 }), NOW)).toBe('expired');
    expect(freebetStatus(freebet({ timesUsed: 1 }), NOW)).toBe('bonus_over');
    expect(freebetStatus(freebet({ usesCount: 2, timesUsed: 1 }), NOW)).toBe('active');
  });

  it('expires at its expiry instant, not a millisecond later', () => {
    expect(freebetStatus(freebet({ expiredAt: NOW }), NOW)).toBe('expired');
  });
});

describe('playing a freebet on a bet', () => {
  it('takes a €5 single at 2.10 with a €5 freebet', () => {
    expect(freebetRefusal(freebet(), bet, NOW)).toBeNull();
  });

  it('refuses a stake other than the freebet amount and another currency', () => {
    expect(freebetRefusal(freebet(), { ...bet, stake: minor(400) }, NOW)).toBe('stake');
    expect(freebetRefusal(freebet(), { ...bet, currency: 'USD' }, NOW)).toBe('currency');
  });

  it('keeps the combined odds within the freebet range, bounds included', () => {
    const ranged = freebet({ minOdds: 1.5, maxOdds: 3 });
    expect(freebetRefusal(ranged, { ...bet, odds: 1.5 }, NOW)).toBeNull();
    expect(freebetRefusal(ranged, { ...bet, odds: 3 }, NOW)).toBeNull();
    expect(freebetRefusal(ranged, { ...bet, odds: 1.49 }, NOW)).toBe('odds');
    expect(freebetRefusal(ranged, { ...bet, odds: 3.432 }, NOW)).toBe('odds');
  });

  it('counts selections and checks every match status', () => {
    const combos = freebet({ selectionCountFrom: 2, selectionCountTo: 3 });
    expect(freebetRefusal(combos, bet, NOW)).toBe('selection_count');
    expect(
      freebetRefusal(combos, { ...bet, type: 'combo', matchStatuses: [0, 0, 0, 0] }, NOW),
    ).toBe('selection_count');
    const live = freebet({ matchStatus: 1 });
    expect(freebetRefusal(live, { ...bet, matchStatuses: [1, 0] }, NOW)).toBe('match_status');
    expect(freebetRefusal(live, { ...bet, matchStatuses: [1] }, NOW)).toBeNull();
  });

  it('takes no system bet', () => {
    expect(freebetRefusal(freebet(), { ...bet, type: 'system' }, NOW)).toBe('bet_type');
  });
});

describe('what the wallet pays', () => {
  it("never takes a freebet's stake from the player's cash; an amb is a cash bet", () => {
    expect(freebetDebit('freebet_no_risk', minor(500))).toBe(0);
    expect(freebetDebit('freebet_all_win', minor(500))).toBe(0);
    expect(freebetDebit('freebet_only_win', minor(500))).toBe(0);
    expect(freebetDebit('freebet', minor(500))).toBe(500);
    expect(
      ['freebet_no_risk', 'freebet_all_win', 'freebet_only_win'].every((type) =>
        isStakeFundingFreebet(type as 'freebet_no_risk'),
      ),
    ).toBe(true);
    expect(isStakeFundingFreebet('freebet')).toBe(false);
    expect(isStakeFundingFreebet(null)).toBe(false);
  });

  it('pays the winnings without the stake for only-win and no-risk, and both for all-win', () => {
    expect(paysWinningsOnly('freebet_only_win')).toBe(true);
    expect(paysWinningsOnly('freebet_no_risk')).toBe(true);
    expect(paysWinningsOnly('freebet_all_win')).toBe(false);
    expect(paysWinningsOnly('freebet')).toBe(false);
  });

  it('offers cash-out on no bet played with a freebet', () => {
    expect(freebetAllowsCashOut(null)).toBe(true);
    expect(freebetAllowsCashOut('comboboost')).toBe(true);
    for (const type of ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win']) {
      expect(freebetAllowsCashOut(type as 'freebet')).toBe(false);
    }
  });
});

describe('settling a freebet bet', () => {
  // €5 staked: a win at 3.0 grosses €15, a half loss €2.50, a loss nothing, a void €5.
  const settled = (
    gross: number,
    extra: { betType?: BetType; lostLegs?: number; refunded?: boolean } = {},
  ) => ({
    betType: extra.betType ?? 'single',
    gross: minor(gross),
    stake: minor(500),
    refunded: extra.refunded ?? false,
    lostLegs: extra.lostLegs ?? 0,
  });
  const won = settled(1500);
  const lost = settled(0, { lostLegs: 1 });
  const halfLost = settled(250);
  const voided = settled(500, { refunded: true });

  it('pays only-win the winnings without the stake: €5 at 3.0 pays €10', () => {
    expect(freebetSettlement('freebet_only_win', won)).toEqual({
      paid: 1000,
      kind: 'win',
      giveBack: false,
      refundFreebet: null,
    });
    expect(freebetSettlement('freebet_only_win', lost).paid).toBe(0);
    expect(freebetSettlement('freebet_only_win', halfLost).paid).toBe(0);
  });

  it('pays all-win stake and winnings: €5 at 3.0 pays €15, a half loss €2.50', () => {
    expect(freebetSettlement('freebet_all_win', won)).toMatchObject({ paid: 1500, kind: 'win' });
    expect(freebetSettlement('freebet_all_win', halfLost).paid).toBe(250);
    expect(freebetSettlement('freebet_all_win', lost)).toEqual({
      paid: 0,
      kind: 'win',
      giveBack: false,
      refundFreebet: null,
    });
  });

  it('gives every stake-funding freebet back, paying nothing, when the whole bet is void', () => {
    for (const type of ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const) {
      expect(freebetSettlement(type, voided)).toEqual({
        paid: 0,
        kind: 'win',
        giveBack: true,
        refundFreebet: null,
      });
    }
  });

  it('refunds a no-risk loss once, as an only-win freebet of what was lost', () => {
    expect(freebetSettlement('freebet_no_risk', lost)).toEqual({
      paid: 0,
      kind: 'win',
      giveBack: false,
      refundFreebet: { type: 'freebet_only_win', amount: 500 },
    });
    expect(freebetSettlement('freebet_no_risk', halfLost).refundFreebet).toEqual({
      type: 'freebet_only_win',
      amount: 250,
    });
    expect(freebetSettlement('freebet_no_risk', won)).toMatchObject({
      paid: 1000,
      refundFreebet: null,
    });
  });

  it('pays amb like a cash bet and refunds a combo lost by one selection as a freebet', () => {
    expect(freebetSettlement('freebet', won)).toMatchObject({ paid: 1500, kind: 'win' });
    expect(freebetSettlement('freebet', voided)).toMatchObject({ paid: 500, kind: 'refund' });
    expect(freebetSettlement('freebet', lost).refundFreebet).toBeNull();
    expect(
      freebetSettlement('freebet', settled(0, { betType: 'combo', lostLegs: 1 })).refundFreebet,
    ).toEqual({ type: 'freebet_only_win', amount: 500 });
    expect(
      freebetSettlement('freebet', settled(0, { betType: 'combo', lostLegs: 2 })).refundFreebet,
    ).toBeNull();
  });
});
