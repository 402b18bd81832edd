import { API_BASES } from '@sportsbook/contract';
import type { TicketBet } from '@sportsbook/domain';
import { bettingFetch } from './betting-fetch';
import { betRequestOf } from './place-bets';

/** POST /v3/jackpots: per bet of the slip, the ids of the jackpots it would play for now. */
export async function getQualifyingJackpots(
  bets: readonly TicketBet[],
  locale: string,
  signal?: AbortSignal,
): Promise<string[][]> {
  const answer = await bettingFetch(
    (loaded) => loaded.jackpotBettingEndpoints.getQualifyingJackpots,
    {
      base: API_BASES.betting,
      locale,
      signal,
      body: { bets: bets.map(betRequestOf) },
    },
  );
  return answer.data.map((bet) => bet.jackpots.map((jackpot) => jackpot.id));
}
