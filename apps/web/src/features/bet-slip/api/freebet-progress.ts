import { API_BASES } from '@sportsbook/contract';
import type { FreebetProgressProgramme } from '../model/freebet-progress';
import { bettingFetch } from './betting-fetch';

/** GET /bonuses/freebets/progress: the player's freebet progress programmes (spec section 7). */
export async function getFreebetProgressProgrammes(
  locale: string,
  signal?: AbortSignal,
): Promise<FreebetProgressProgramme[]> {
  const answer = await bettingFetch(
    (loaded) => loaded.freebetProgressEndpoints.getFreebetProgress,
    {
      base: API_BASES.sportsbook,
      locale,
      signal,
    },
  );
  return answer.data;
}
