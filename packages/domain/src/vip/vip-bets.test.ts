import { describe, expect, it } from 'vitest';
import { makeBetLimits, makeSelections, makeTicketBet, minor } from '../../testing';
import type { DecimalOdds } from '../odds/odds';
import {
  VIP_COUNTER_OFFER_MS,
  VIP_REVIEW_MS,
  secondsLeft,
  vipBetEligibility,
  vipCounterOfferRefusal,
  vipDeadline,
} from './vip-bets';

const euros = (amount: number) => ({
  fiat: { EUR: { amount: minor(amount), action: 'reject' as const } },
  crypto: {},
});
// Max stake €100, payout €1,000 (profit).
const limits = makeBetLimits({ maxStakeLimit: euros(10_000), payoutLimit: euros(100_000) });
const single = (stake: number, price = 2) =>
  makeTicketBet({ stake: minor(stake), selections: makeSelections([price]) });
const context = (balance: number) => ({ limits, balance: minor(balance) });
const odds = (value: number) => value as DecimalOdds;

describe('VIP bet eligibility', () => {
  it('lets a stake at or above the max stake, within ten times it and the balance, be sent', () => {
    expect(vipBetEligibility(single(10_000), context(50_000))).toEqual({ ok: true });
    expect(vipBetEligibility(single(50_000), context(50_000))).toEqual({ ok: true });
  });

  it('does not review a stake that is placeable as it is', () => {
    expect(vipBetEligibility(single(9_999), context(50_000))).toEqual({
      ok: false,
      reason: 'within_limits',
    });
  });

  it('refuses a stake above the VIP ceiling, the balance or the player limit', () => {
    expect(vipBetEligibility(single(100_000), context(500_000)).ok).toBe(false);
    expect(vipBetEligibility(single(100_000), context(500_000))).toEqual({
      ok: false,
      reason: 'above_vip_ceiling',
    });
    expect(vipBetEligibility(single(20_000), context(19_999))).toEqual({
      ok: false,
      reason: 'balance',
    });
    expect(
      vipBetEligibility(single(20_000), { ...context(50_000), stakeAllowance: minor(15_000) }),
    ).toEqual({ ok: false, reason: 'player_limit' });
  });

  it('reviews a stake refused by the payout limit, within ten times it', () => {
    // €60 at 20.00: profit €1,140 ≥ €1,000, under €10,000.
    expect(vipBetEligibility(single(6_000, 20), context(50_000))).toEqual({ ok: true });
  });

  it('refuses freebets, system bets and the selection or odds limits', () => {
    const freebet = makeTicketBet({
      stake: minor(20_000),
      selections: makeSelections([2]),
      bonus: { id: '1', type: 'freebet', odds: null },
      freebetStake: minor(20_000),
    });
    expect(vipBetEligibility(freebet, context(50_000))).toEqual({ ok: false, reason: 'bonus' });
    const system = makeTicketBet({
      betType: 'system',
      stake: minor(20_000),
      selections: makeSelections([2, 2, 2]),
      systemType: { selectionCount: 3, totalCount: 3, winCount: 2 },
    });
    expect(vipBetEligibility(system, context(500_000))).toEqual({
      ok: false,
      reason: 'bet_type',
    });
    const capped = { ...context(50_000), limits: { ...limits, selectionLimit: 1 } };
    expect(vipBetEligibility(single(20_000), capped)).toEqual({
      ok: false,
      reason: 'other_limit',
    });
  });
});

describe('VIP counter-offers', () => {
  const request = { type: 'single', stake: minor(20_000), odds: odds(2) };

  it('takes a lower stake and/or other odds for a single', () => {
    expect(vipCounterOfferRefusal(request, { stake: minor(12_000), odds: odds(2) })).toBeNull();
    expect(vipCounterOfferRefusal(request, { stake: minor(20_000), odds: odds(1.8) })).toBeNull();
  });

  it('refuses a higher or zero stake, an unchanged offer and other odds for a combo', () => {
    expect(vipCounterOfferRefusal(request, { stake: minor(20_001), odds: odds(2) })).toBe('stake');
    expect(vipCounterOfferRefusal(request, { stake: minor(0), odds: odds(2) })).toBe('stake');
    expect(vipCounterOfferRefusal(request, { stake: minor(20_000), odds: odds(2) })).toBe(
      'unchanged',
    );
    expect(
      vipCounterOfferRefusal(
        { ...request, type: 'combo' },
        { stake: request.stake, odds: odds(3) },
      ),
    ).toBe('odds');
  });
});

describe('VIP deadlines', () => {
  const created = new Date('2026-01-01T12:00:00Z');

  it('gives a review and a counter-offer their time, and nothing once decided', () => {
    expect(vipDeadline('pending', created, null)?.getTime()).toBe(
      created.getTime() + VIP_REVIEW_MS,
    );
    const countered = new Date('2026-01-01T12:05:00Z');
    expect(vipDeadline('countered', created, countered)?.getTime()).toBe(
      countered.getTime() + VIP_COUNTER_OFFER_MS,
    );
    expect(vipDeadline('accepted', created, countered)).toBeNull();
  });

  it('counts whole seconds down to zero', () => {
    const deadline = new Date(created.getTime() + 90_500);
    expect(secondsLeft(deadline, created)).toBe(91);
    expect(secondsLeft(deadline, new Date(deadline.getTime() + 1000))).toBe(0);
  });
});
