// The bet slip's calls to the betting API (`/api/sportsbook/v3`) and the settings: same origin,
// `X-CSRF-Token` from the `sb_csrf` cookie on writes, answers checked against the contract's
// schema and camelized. A refusal keeps its body (code, message, data.details, errors_by_bet),
// which the domain maps to a message (spec section 8); a 401 signs out as everywhere else.
// The slip's calls go through the contract worker (decision 0066): the slip's code, prefetched
// while a browsing page is idle, builds no schemas on the page.
import type { Endpoint } from '@sportsbook/contract';
import type { EndpointInput, EndpointResult } from '../../../lib/api/api-client';
import { ApiRequestError } from '../../../lib/api/api-error';
import type { QueryValue } from '../../../lib/api/api-url';
import { readDocumentCookie, writeDocumentCookie } from '../../../lib/browser-storage';
import { callChecked } from '../../../lib/contract-worker/client';
import type { WorkerEndpoints } from '../../../lib/contract-worker/endpoints';
import { readCookie } from '../../../lib/cookies';
import type * as SlipEndpointModule from './slip-endpoints';

/** A non-2xx answer; its `body` is the refusal as sent. */
export { ApiRequestError as BettingRequestError };

export interface BettingCall {
  base: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  locale: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type SlipEndpoints = typeof SlipEndpointModule;

/**
 * The group and name a pick from the slip's endpoints names (`(loaded) =>
 * loaded.bettingEndpoints.placeBets` names `bettingEndpoints`, `placeBets`), read by running the
 * pick on a stand-in that records what it is asked for: the endpoints themselves live in the
 * contract worker.
 */
function pickedName(pick: (loaded: SlipEndpoints) => Endpoint): [string, string] {
  const names: string[] = [];
  const standIn: object = new Proxy(
    {},
    {
      get: (_, key) => {
        names.push(String(key));
        return standIn;
      },
    },
  );
  pick(standIn as SlipEndpoints);
  return [names[0]!, names[1]!];
}

/**
 * A session call, its answer checked in the contract worker. The endpoint is a pick from the
 * slip's endpoints; an endpoint given as itself (a feature's own, outside the slip's groups) is
 * called through the web app's one client on the page, loaded then.
 */
export async function bettingFetch<E extends Endpoint>(
  endpoint: E | ((loaded: SlipEndpoints) => E),
  call: BettingCall,
): Promise<EndpointResult<E>> {
  const input = { params: call.params, query: call.query, body: call.body } as EndpointInput<E>;
  const context = {
    locale: call.locale,
    headers: call.headers,
    signal: call.signal,
    session: true,
  };
  if (typeof endpoint !== 'function') {
    const { callEndpointAt } = await import('../../../lib/api/api-client');
    return callEndpointAt(call.base, endpoint, input, { ...context, origin: '' });
  }
  const [group, name] = pickedName(endpoint);
  return callChecked(group as keyof WorkerEndpoints, name as never, input as never, {
    ...context,
    base: call.base,
  }) as Promise<EndpointResult<E>>;
}

/** The device id cookie (spec section 3); made on first use, kept 7300 days (section 9). */
export const DEVICE_COOKIE = 'deviceId';

export function deviceId(): string {
  const existing = readCookie(readDocumentCookie(), DEVICE_COOKIE);
  if (existing) return existing;
  const made = crypto.randomUUID();
  writeDocumentCookie(`${DEVICE_COOKIE}=${made}; Max-Age=${7300 * 86_400}; Path=/; SameSite=Lax`);
  return made;
}
