import { API_BASES, defineEndpoint, freebetProgressSchema } from '@sportsbook/contract';
import { z } from 'zod';
import type { FreebetProgressProgramme } from '../model/freebet-progress';
import { bettingFetch } from './betting-fetch';

// GET /bonuses/freebets/progress, until the contract carries its definition.
const getFreebetProgress = defineEndpoint({
  method: 'GET',
  path: '/bonuses/freebets/progress',
  summary: "The signed-in player's freebet progress programmes",
  response: z.object({
    data: z.union([z.array(freebetProgressSchema), freebetProgressSchema, z.null()]),
  }),
});

/** The player's freebet progress programmes (spec section 7), empty when none runs. */
export async function getFreebetProgressProgrammes(
  locale: string,
  signal?: AbortSignal,
): Promise<FreebetProgressProgramme[]> {
  const answer = await bettingFetch(getFreebetProgress, {
    base: API_BASES.sportsbook,
    locale,
    signal,
  });
  const data = answer.data;
  return data === null ? [] : Array.isArray(data) ? data : [data];
}
