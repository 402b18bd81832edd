import { API_BASES } from '@sportsbook/contract';
import type { AvailableBonuses, TicketBet } from '@sportsbook/domain';
import { availableBonusesOf } from '../model/bonus-offers';
import { bettingFetch } from './betting-fetch';
import { betRequestOf } from './place-bets';

/**
 * POST /v3/bonuses: per bet of the slip, the bonuses it may use now (spec section 7): freebets,
 * comboboost, hunting, tournament and lootbox, as the domain's `AvailableBonuses`.
 */
export async function getApplicableBonuses(
  bets: readonly TicketBet[],
  locale: string,
): Promise<AvailableBonuses[]> {
  const answer = await bettingFetch((loaded) => loaded.bonusBettingEndpoints.getApplicableBonuses, {
    base: API_BASES.betting,
    locale,
    body: {
      bets: bets.map((bet) => ({ ...betRequestOf(bet), bonus: null })),
    },
  });
  return answer.data.map(availableBonusesOf);
}
