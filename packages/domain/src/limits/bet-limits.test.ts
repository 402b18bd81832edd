import { describe, expect, it } from 'vitest';
import { makeBetLimits, makeSelections, makeTicketBet, minor, odds } from '../../testing';
import { systemType } from '../system/system';
import { oddsFromWire } from '../odds/odds';
import {
  checkBetLimits,
  DEFAULT_ODDS_LIMIT,
  limitForCurrency,
  oddsLimitFromWire,
} from './bet-limits';

const euros = (amount: number, action: 'reject' | 'accept' = 'reject') => ({
  fiat: { EUR: { amount: minor(amount), action } },
  crypto: { BTC: { amount: minor(amount * 10), action } },
});

describe('bet limits', () => {
  const combo = makeTicketBet({ stake: minor(1000), selections: makeSelections([2, 2.5, 3]) });

  it('passes a slip within every limit', () => {
    const limits = makeBetLimits({
      selectionLimit: 4,
      oddsLimit: { value: odds(16), action: 'reject' },
      maxStakeLimit: euros(1001),
      payoutLimit: euros(14_001),
    });
    expect(checkBetLimits([combo], limits)).toEqual({ ok: true });
    expect(checkBetLimits([combo], makeBetLimits())).toEqual({ ok: true });
  });

  it('refuses a slip at the selection limit', () => {
    expect(checkBetLimits([combo], makeBetLimits({ selectionLimit: 3 }))).toEqual({
      ok: false,
      kind: 'max_selections',
      severity: 'error',
      code: 'error.validation.bet_limits.selection_limit_exceeded',
      limit: 3,
    });
  });

  it('refuses odds at the odds limit when the action is reject', () => {
    expect(
      checkBetLimits([combo], makeBetLimits({ oddsLimit: { value: odds(15), action: 'reject' } })),
    ).toEqual({
      ok: false,
      kind: 'max_odds',
      severity: 'error',
      code: 'error.validation.bet_limits.odds_limit_exceeded',
      limit: 15,
    });
  });

  it('warns about odds at the odds limit when the action is accept', () => {
    expect(
      checkBetLimits([combo], makeBetLimits({ oddsLimit: { value: odds(10), action: 'accept' } })),
    ).toMatchObject({
      severity: 'warning',
      code: 'warning.validation.bet_limits.odds_limit_exceeded',
      limit: 10,
    });
  });

  it('checks each single of a multi-single against the odds limit on its own', () => {
    const singles = makeSelections([2, 3, 4]).map((s) => makeTicketBet({ selections: [s] }));
    const limits = makeBetLimits({ oddsLimit: { value: odds(5), action: 'reject' } });
    expect(checkBetLimits(singles, limits)).toEqual({ ok: true });
    const withLong = [...singles, makeTicketBet({ selections: makeSelections([5]) })];
    expect(checkBetLimits(withLong, limits)).toMatchObject({ kind: 'max_odds' });
  });

  it('checks a system by its best combination', () => {
    const system = makeTicketBet({
      betType: 'system',
      selections: makeSelections([2, 3, 4]),
      systemType: systemType(3, 2),
    });
    const limits = (value: number) =>
      makeBetLimits({ oddsLimit: { value: odds(value), action: 'reject' } });
    expect(checkBetLimits([system], limits(12))).toMatchObject({ kind: 'max_odds' });
    expect(checkBetLimits([system], limits(12.01))).toEqual({ ok: true });
  });

  it('refuses a stake at the max stake for its currency, whatever the action', () => {
    expect(
      checkBetLimits([combo], makeBetLimits({ maxStakeLimit: euros(1000, 'accept') })),
    ).toEqual({
      ok: false,
      kind: 'max_stake',
      severity: 'error',
      code: 'error.validation.bet_limits.max_stake_limit_exceeded',
      limit: 1000,
      currency: 'EUR',
    });
  });

  it('checks a system by what it costs against the max stake', () => {
    const system = makeTicketBet({
      betType: 'system',
      stake: minor(400),
      selections: makeSelections([2, 3, 4]),
      systemType: systemType(3, 2),
    });
    expect(checkBetLimits([system], makeBetLimits({ maxStakeLimit: euros(1200) }))).toMatchObject({
      kind: 'max_stake',
    });
  });

  it('looks up crypto limits by currency code', () => {
    const btc = { ...combo, currency: 'BTC', subunits: 100_000_000, stake: minor(10_000) };
    expect(checkBetLimits([btc], makeBetLimits({ maxStakeLimit: euros(1000) }))).toMatchObject({
      kind: 'max_stake',
      currency: 'BTC',
      limit: 10_000,
    });
    expect(limitForCurrency(euros(1), 'GBP')).toBeUndefined();
    expect(
      checkBetLimits([{ ...combo, currency: 'GBP' }], makeBetLimits({ maxStakeLimit: euros(1) })),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses or warns about a profit at the payout limit', () => {
    // €10 at 15.00 returns €150: €140 profit.
    expect(checkBetLimits([combo], makeBetLimits({ payoutLimit: euros(14_000) }))).toEqual({
      ok: false,
      kind: 'max_payout',
      severity: 'error',
      code: 'error.validation.bet_limits.payout_limit_exceeded',
      currency: 'EUR',
      amount: 14_000,
    });
    expect(
      checkBetLimits([combo], makeBetLimits({ payoutLimit: euros(14_000, 'accept') })),
    ).toMatchObject({
      severity: 'warning',
      code: 'warning.validation.bet_limits.payout_limit_exceeded',
    });
    expect(checkBetLimits([combo], makeBetLimits({ payoutLimit: euros(14_001) }))).toEqual({
      ok: true,
    });
  });

  it('reports the first limit reached in the spec order', () => {
    const everything = makeBetLimits({
      selectionLimit: 3,
      oddsLimit: { value: odds(2), action: 'accept' },
      maxStakeLimit: euros(1),
      payoutLimit: euros(1),
    });
    expect(checkBetLimits([combo], everything)).toMatchObject({ kind: 'max_selections' });
    expect(checkBetLimits([combo], { ...everything, selectionLimit: null })).toMatchObject({
      kind: 'max_odds',
    });
    expect(
      checkBetLimits([combo], { ...everything, selectionLimit: null, oddsLimit: null }),
    ).toMatchObject({
      kind: 'max_stake',
    });
    expect(
      checkBetLimits([combo], {
        ...everything,
        selectionLimit: null,
        oddsLimit: null,
        maxStakeLimit: null,
      }),
    ).toMatchObject({ kind: 'max_payout' });
  });

  it('checks every stake before any payout', () => {
    const bigWin = makeTicketBet({ stake: minor(100), selections: makeSelections([50]) });
    const bigStake = makeTicketBet({ stake: minor(5000), selections: makeSelections([1.1]) });
    const limits = makeBetLimits({ maxStakeLimit: euros(5000), payoutLimit: euros(1000) });
    expect(checkBetLimits([bigWin, bigStake], limits)).toMatchObject({ kind: 'max_stake' });
  });

  it('reads an odds limit as configured, never capped like a price', () => {
    expect(oddsLimitFromWire(DEFAULT_ODDS_LIMIT)).toBe(1000);
    expect(oddsLimitFromWire(7.5)).toBe(7.5);
    // Read as a price, the default limit would be capped to 40 and refuse every capped price.
    expect(oddsFromWire(DEFAULT_ODDS_LIMIT)).toBe(40);
    expect(() => oddsLimitFromWire(0.5)).toThrow(RangeError);
  });

  it('refuses a long combo at the default odds limit but no single price', () => {
    const limits = makeBetLimits({
      oddsLimit: { value: oddsLimitFromWire(DEFAULT_ODDS_LIMIT), action: 'reject' },
    });
    const single = makeTicketBet({ selections: makeSelections([250]) });
    expect(checkBetLimits([single], limits)).toEqual({ ok: true });
    const combo = makeTicketBet({ selections: makeSelections([40, 25]) });
    expect(checkBetLimits([combo], limits)).toMatchObject({
      code: 'error.validation.bet_limits.odds_limit_exceeded',
      limit: 1000,
    });
  });
});
