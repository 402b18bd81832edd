// POST /bets/max-stake: the largest stake per bet of a slip.
import type { SettingsWire } from '@sportsbook/contract';
import { betTotalStake, checkBetLimits, minorUnits } from '@sportsbook/domain';
import type { BettingRepository } from './betting-repository';
import {
  type BetBody,
  type PricingSources,
  betLimitsOf,
  priceBets,
  shapeBet,
} from './validate-bets';

export interface MaxStakeSources extends PricingSources {
  repository: BettingRepository;
  settings: (playerId: number) => Promise<SettingsWire>;
}

/**
 * The largest stake per bet: below the max stake limit and with the profit below the payout
 * limit (both are reached "at or above"), and within the balance. Found by the domain's own
 * checks (binary search over the stake), so it agrees with placement.
 */
export async function maxStakes(
  sources: MaxStakeSources,
  playerId: number,
  bets: readonly BetBody[],
) {
  const shaped = bets.map(shapeBet);
  const [settings, accounts] = await Promise.all([
    sources.settings(playerId),
    sources.repository.listAccounts(playerId, true),
  ]);
  const limits = betLimitsOf(settings);
  const priced = await priceBets(sources, shaped, accounts, 'any');
  return {
    data: priced.map((bet) => {
      const limitOk = (stake: number) => {
        const ticket = { ...bet.ticket, stake: minorUnits(stake) };
        const result = checkBetLimits([ticket], {
          ...limits,
          selectionLimit: null,
          oddsLimit: null,
        });
        return result.ok || result.severity !== 'error';
      };
      const combinations = Number(betTotalStake({ ...bet.ticket, stake: minorUnits(1) }));
      const byBalance = Number(bet.account.balance / BigInt(combinations));
      let low = 0;
      let high = Math.max(0, byBalance);
      const limitCap = 1e15;
      let limitedBy: 'max_stake' | 'payout' | 'balance' | null = 'balance';
      if (limitOk(high) || high === 0) {
        return {
          max_stake: Math.max(0, high),
          currency: bet.account.currency,
          limited_by: high === 0 ? ('balance' as const) : limitedBy,
        };
      }
      high = Math.min(high, limitCap);
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (limitOk(mid)) low = mid;
        else high = mid - 1;
      }
      const stakeLimit =
        limits.maxStakeLimit?.fiat[bet.account.currency] ??
        limits.maxStakeLimit?.crypto[bet.account.currency];
      limitedBy =
        stakeLimit && BigInt(low + 1) * BigInt(combinations) >= BigInt(stakeLimit.amount)
          ? 'max_stake'
          : 'payout';
      return { max_stake: low, currency: bet.account.currency, limited_by: limitedBy };
    }),
  };
}
