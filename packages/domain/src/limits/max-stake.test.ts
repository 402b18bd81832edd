import { describe, expect, it } from 'vitest';
import { makeBetLimits, makeSelections, makeTicketBet, minor } from '../../testing';
import { systemType } from '../system/system';
import { maxStakes } from './max-stake';

const euros = (amount: number) => ({
  fiat: { EUR: { amount: minor(amount), action: 'reject' as const } },
  crypto: {},
});

const context = (balance: number, limits = makeBetLimits()) => ({
  balances: { EUR: minor(balance) },
  limits,
  minStakes: { EUR: minor(10) },
});

const single = (stake: number, price = 2) =>
  makeTicketBet({ stake: minor(stake), selections: makeSelections([price]) });

describe('max stake', () => {
  it('offers a lone bet the whole balance', () => {
    expect(maxStakes([single(0)], context(10_000))).toEqual([
      { maxStake: 10_000, limitedBy: 'balance' },
    ]);
  });

  it('leaves each bet of a slip only what the other bets do not take', () => {
    // €100: with €30 on the second single, the first may take €70, the second €100 − €20.
    expect(maxStakes([single(2000), single(3000)], context(10_000))).toEqual([
      { maxStake: 7000, limitedBy: 'balance' },
      { maxStake: 8000, limitedBy: 'balance' },
    ]);
  });

  it('keeps at least the minimum stake for another bet without a stake yet', () => {
    expect(maxStakes([single(0), single(0)], context(10_000))[0]).toEqual({
      maxStake: 9990,
      limitedBy: 'balance',
    });
  });

  it('answers 0 when what is left is below the minimum stake', () => {
    expect(maxStakes([single(0), single(9995)], context(10_000))[0]).toEqual({
      maxStake: 0,
      limitedBy: 'balance',
    });
    expect(maxStakes([single(0)], context(5))).toEqual([{ maxStake: 0, limitedBy: 'balance' }]);
  });

  it("stays within what the player's own wager or loss limit still allows", () => {
    // €100 balance, €25 left under the player's limit: a lone bet gets €25; with €10 on another
    // bet of the slip, €15.
    const limited = { ...context(10_000), stakeAllowances: { EUR: minor(2500) } };
    expect(maxStakes([single(0)], limited)).toEqual([
      { maxStake: 2500, limitedBy: 'player_limit' },
    ]);
    expect(maxStakes([single(0), single(1000)], limited)[0]).toEqual({
      maxStake: 1500,
      limitedBy: 'player_limit',
    });
    // A limit wider than the balance does not bound: the balance does.
    expect(
      maxStakes([single(0)], { ...context(1000), stakeAllowances: { EUR: minor(5000) } }),
    ).toEqual([{ maxStake: 1000, limitedBy: 'balance' }]);
  });

  it('does not take a bonus-funded freebet stake from the balance', () => {
    const freebet = makeTicketBet({
      stake: minor(5000),
      selections: makeSelections([2]),
      bonus: { id: '7', type: 'freebet_no_risk', odds: null },
      freebetStake: minor(5000),
    });
    expect(maxStakes([single(0), freebet], context(1000))).toEqual([
      { maxStake: 1000, limitedBy: 'balance' },
      { maxStake: 5000, limitedBy: 'freebet' },
    ]);
  });

  it('stays below the max stake limit and the payout limit', () => {
    const limits = makeBetLimits({ maxStakeLimit: euros(5000) });
    expect(maxStakes([single(0)], context(10_000, limits))).toEqual([
      { maxStake: 4999, limitedBy: 'max_stake' },
    ]);
    // Profit at 3.00 is twice the stake: below €60 profit means at most €29.99.
    const payout = makeBetLimits({ payoutLimit: euros(6000) });
    expect(maxStakes([single(0, 3)], context(10_000, payout))).toEqual([
      { maxStake: 2999, limitedBy: 'payout' },
    ]);
  });

  it('divides the balance by the combinations of a system', () => {
    const system = makeTicketBet({
      betType: 'system',
      stake: minor(0),
      selections: makeSelections([2, 2, 2]),
      systemType: systemType(3, 2),
    });
    expect(maxStakes([system], context(1000))).toEqual([{ maxStake: 333, limitedBy: 'balance' }]);
  });
});
