// The bet slip's calls to the betting API (`/api/sportsbook/v3`) and the settings: same origin,
// `X-CSRF-Token` from the `sb_csrf` cookie on writes, answers checked against the contract's
// schema and camelized. A refusal keeps its body (code, message, data.details, errors_by_bet),
// which the domain maps to a message (spec section 8); a 401 signs out as everywhere else.
import type { Endpoint } from '@sportsbook/contract';
import type { QueryValue } from '../../../lib/api/api-url';
import {
  ApiRequestError,
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';
import { readDocumentCookie, writeDocumentCookie } from '../../../lib/browser-storage';
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
let endpoints: Promise<SlipEndpoints> | null = null;
/** The slip's endpoint definitions, loaded on first use (slip-endpoints.ts). */
export const slipEndpoints = (): Promise<SlipEndpoints> =>
  (endpoints ??= import('./slip-endpoints'));

/**
 * A session call through the web app's one client (`lib/api/api-client`). The endpoint, or a
 * pick from the slip's endpoints, which then load with the first call that needs them.
 */
export async function bettingFetch<E extends Endpoint>(
  endpoint: E | ((loaded: SlipEndpoints) => E),
  call: BettingCall,
): Promise<EndpointResult<E>> {
  const resolved = typeof endpoint === 'function' ? endpoint(await slipEndpoints()) : endpoint;
  const input = { params: call.params, query: call.query, body: call.body } as EndpointInput<E>;
  return callEndpointAt(call.base, resolved, input, {
    origin: '',
    locale: call.locale,
    headers: call.headers,
    signal: call.signal,
    session: true,
  });
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
