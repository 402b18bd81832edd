// POST /bets/max-stake: the largest stake per bet of a slip, by the domain's rule
// (limits/max-stake): the bet limits, the balance left by the slip's other bets, what the
// player's own wager and loss limits still allow, the minimum stake, and freebets whose stake is
// not the player's money.
import type { SettingsWire } from '@sportsbook/contract';
import {
  type MinorUnits,
  maxStakes as domainMaxStakes,
  minStakeFor,
  minorUnits,
  tightest,
} from '@sportsbook/domain';
import { hasMoneyLimits, measureLimits } from '../protection/limits-service';
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
  now: () => Date;
}

/** Per currency, what the player's tightest wager or loss limit still allows to be staked. */
async function stakeAllowances(
  sources: MaxStakeSources,
  playerId: number,
  accounts: readonly { accountId: number; currency: string }[],
): Promise<Record<string, MinorUnits>> {
  const db = sources.repository.connection();
  if (!(await hasMoneyLimits(db, playerId))) return {};
  const measured = await measureLimits(
    db,
    accounts.map((account) => account.accountId),
    sources.now(),
  );
  const allowances: Record<string, MinorUnits> = {};
  for (const account of accounts) {
    const stake = tightest(
      (measured.get(account.accountId) ?? []).filter((l) => l.kind !== 'deposit'),
    );
    if (stake !== null) allowances[account.currency] = minorUnits(stake.remaining);
  }
  return allowances;
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
  const [priced, allowances] = await Promise.all([
    priceBets(sources, shaped, accounts, 'any'),
    stakeAllowances(sources, playerId, accounts),
  ]);
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
    stakeAllowances: allowances,
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
