import { describe, expect, it } from 'vitest';
import {
  type FreebetFacts,
  freebetDebit,
  freebetRefusal,
  freebetSettlement,
  freebetStatus,
} from './freebet-rules';

const NOW = new Date('2026-11-22T12:00:00Z');

const freebet = (overrides: Partial<FreebetFacts> = {}): FreebetFacts => ({
  type: 'freebet_all_win',
  currency: 'EUR',
  amount: 500n,
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
  stake: 500n,
  odds: 2.1,
  matchStatuses: [0],
};

describe('freebet status', () => {
  it('is deactivated before expired before used up', () => {
    const past = new Date(NOW.getTime() - 1);
    expect(freebetStatus(freebet({ isActive: false, expiredAt: past }), NOW)).toBe('deactivated');
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
    expect(freebetRefusal(freebet(), { ...bet, stake: 400n }, NOW)).toBe('stake');
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
  it('debits nothing for no-risk and all-win stakes and the stake for only-win and amb', () => {
    expect(freebetDebit('freebet_no_risk', 500n)).toBe(0n);
    expect(freebetDebit('freebet_all_win', 500n)).toBe(0n);
    expect(freebetDebit('freebet_only_win', 500n)).toBe(500n);
    expect(freebetDebit('freebet', 500n)).toBe(500n);
  });
});

describe('settling a freebet bet', () => {
  const single = (gross: bigint, lostLegs = 0) => ({
    type: 'single',
    gross,
    stake: 500n,
    lostLegs,
  });

  it('pays an all-win freebet the winnings only: €5 at 3.0 wins €10', () => {
    expect(freebetSettlement('freebet_all_win', single(1500n))).toMatchObject({
      paid: 1000n,
      giveBack: false,
    });
    expect(freebetSettlement('freebet_all_win', single(0n, 1))).toMatchObject({
      paid: 0n,
      giveBack: false,
    });
  });

  it('gives a no-risk freebet back when its bet loses or is void', () => {
    expect(freebetSettlement('freebet_no_risk', single(0n, 1))).toMatchObject({
      paid: 0n,
      giveBack: true,
    });
    expect(freebetSettlement('freebet_no_risk', single(500n))).toMatchObject({
      paid: 0n,
      giveBack: true,
    });
  });

  it('refunds an only-win stake on a void, the player paid it', () => {
    expect(freebetSettlement('freebet_only_win', single(500n))).toMatchObject({
      paid: 500n,
      kind: 'refund',
    });
    expect(freebetSettlement('freebet_only_win', single(1500n)).paid).toBe(1000n);
  });

  it('pays amb like a normal bet and insures a combo lost by one selection', () => {
    expect(freebetSettlement('freebet', single(1500n)).paid).toBe(1500n);
    expect(freebetSettlement('freebet', single(0n, 1)).insuranceFreebet).toBeNull();
    const combo = (lostLegs: number) => ({ type: 'combo', gross: 0n, stake: 500n, lostLegs });
    expect(freebetSettlement('freebet', combo(1)).insuranceFreebet).toBe(500n);
    expect(freebetSettlement('freebet', combo(2)).insuranceFreebet).toBeNull();
  });
});
