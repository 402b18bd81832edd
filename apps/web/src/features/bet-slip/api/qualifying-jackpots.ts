import {
  API_BASES,
  betRequestSchema,
  currencyCodeSchema,
  defineEndpoint,
} from '@sportsbook/contract';
import type { TicketBet } from '@sportsbook/domain';
import { z } from 'zod';
import { bettingFetch } from './betting-fetch';
import { betRequestOf } from './place-bets';

// POST /v3/jackpots as the jackpots contract defines it, until main carries that definition.
const getQualifyingJackpotsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/jackpots',
  summary: 'The jackpots each bet of a slip would take part in if placed now',
  body: z.object({
    bets: z
      .array(
        betRequestSchema.extend({
          stake: z.object({ value: z.number().int().min(0), currency: currencyCodeSchema }),
        }),
      )
      .min(1)
      .max(50),
  }),
  response: z.object({
    data: z.array(z.object({ jackpots: z.array(z.object({ id: z.string() })) })),
  }),
});

/** POST /v3/jackpots: per bet of the slip, the ids of the jackpots it would play for now. */
export async function getQualifyingJackpots(
  bets: readonly TicketBet[],
  locale: string,
  signal?: AbortSignal,
): Promise<string[][]> {
  const answer = await bettingFetch(getQualifyingJackpotsEndpoint, {
    base: API_BASES.betting,
    locale,
    signal,
    body: { bets: bets.map(betRequestOf) },
  });
  return answer.data.map((bet) => bet.jackpots.map((jackpot) => jackpot.id));
}
