// POST /bets/max-stake: the largest stake per bet of a slip, by the domain's rule
// (limits/max-stake): the bet limits, the balance left by the slip's other bets, the minimum
// stake, and freebets whose stake is not the player's money.
import type { SettingsWire } from '@sportsbook/contract';
import {
  type MinorUnits,
  maxStakes as domainMaxStakes,
  minStakeFor,
  minorUnits,
} from '@sportsbook/domain';
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

export async function maxStakes(
  sources: MaxStakeSources,
  playerId: number,
  bets: readonly BetBody[],
) {
  const shaped = bets.map(shapeBet);
  const freebetIds = shaped.flatMap((bet) => (bet.freebetId === null ? [] : [bet.freebetId]));
  const [settings, accounts, currencies, freebets] = await Promise.all([
    sources.settings(playerId),
    sources.repository.listAccounts(playerId, true),
    sources.repository.listCurrencies(),
    freebetIds.length === 0
      ? Promise.resolve([])
      : sources.repository.freebets().find(playerId, freebetIds),
  ]);
  const priced = await priceBets(sources, shaped, accounts, 'any');
  // A bet naming one of the player's freebets is staked by it (its usability is checked when
  // the bet is placed).
  const tickets = priced.map((bet) => {
    const freebet = freebets.find((row) => row.id === bet.shaped.freebetId);
    return freebet
      ? {
          ...bet.ticket,
          bonus: { id: String(freebet.id), type: freebet.type, odds: null },
          freebetStake: minorUnits(Number(freebet.amount)),
        }
      : bet.ticket;
  });
  const answers = domainMaxStakes(tickets, {
    balances: Object.fromEntries(
      accounts.map((account) => [account.currency, minorUnits(Number(account.balance))]),
    ) as Record<string, MinorUnits>,
    limits: betLimitsOf(settings),
    minStakes: Object.fromEntries(
      currencies.map((c) => [
        c.code,
        minStakeFor({ code: c.code, subunits: c.subunits, fiat: c.fiat, subcurrencies: [] }),
      ]),
    ),
  });
  return {
    data: priced.map((bet, i) => ({
      max_stake: answers[i]?.maxStake ?? 0,
      currency: bet.account.currency,
      limited_by: answers[i]?.limitedBy ?? null,
    })),
  };
}
