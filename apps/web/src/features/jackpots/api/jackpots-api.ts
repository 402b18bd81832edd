// The jackpot calls of the browser (spec section 7): the public pools, the player's hits and
// marking them seen. (Which jackpots a slip plays for is the slip's own call.) The public pools
// are get-jackpots.ts, checked in the contract worker.
import { API_BASES, type Endpoint, jackpotEndpoints } from '@sportsbook/contract';
import type { QueryValue } from '../../../lib/api/api-url';
import {
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';

/** A call on the sportsbook base through the web app's one client, with the session. */
function jackpotFetch<E extends Endpoint>(
  endpoint: E,
  call: {
    locale: string;
    signal?: AbortSignal;
    query?: Record<string, QueryValue>;
    body?: unknown;
  },
): Promise<EndpointResult<E>> {
  const input = { query: call.query, body: call.body } as EndpointInput<E>;
  return callEndpointAt(API_BASES.sportsbook, endpoint, input, {
    origin: '',
    locale: call.locale,
    signal: call.signal,
    session: true,
  });
}

export { type Jackpot, getJackpots } from './get-jackpots';
export type JackpotHit = Awaited<ReturnType<typeof getUnseenJackpotHits>>[number];

/** GET /jackpot-hits?for_user&unseen: the signed-in player's hits not seen yet. */
export async function getUnseenJackpotHits(locale: string, signal?: AbortSignal) {
  const answer = await jackpotFetch(jackpotEndpoints.getJackpotHits, {
    locale,
    signal,
    query: { for_user: true, unseen: true, limit: 10 },
  });
  return answer.data;
}

/** POST /jackpot-hits/mark-as-seen: the popup was dismissed. */
export async function markJackpotHitsSeen(ids: readonly string[], locale: string) {
  await jackpotFetch(jackpotEndpoints.markJackpotHitsSeen, {
    locale,
    // A hit's id is a string on the wire and a number in this request (the contract's ids).
    body: { ids: ids.map(Number) },
  });
}
