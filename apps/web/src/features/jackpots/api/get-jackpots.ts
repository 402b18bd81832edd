// GET /jackpots: the active jackpots with their levels (public). Asked for by the home and
// sport pages' widget while they run, so its answer is checked in the contract worker
// (decision 0066) and the page never builds the jackpots' schemas itself.
import { callChecked } from '../../../lib/contract-worker/client';

export async function getJackpots(locale: string, signal?: AbortSignal) {
  const answer = await callChecked('jackpots', 'getJackpots', {}, { locale, signal });
  return answer.data;
}

export type Jackpot = Awaited<ReturnType<typeof getJackpots>>[number];
