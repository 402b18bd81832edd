// The bet slip's calls to the betting API (`/api/sportsbook/v3`) and the settings: same origin,
// `X-CSRF-Token` from the `sb_csrf` cookie on writes, answers checked against the contract's
// schema and camelized. A refusal keeps its body (code, message, data.details, errors_by_bet),
// which the domain maps to a message (spec section 8); a 401 signs out as everywhere else.
import { CSRF_HEADER, type Endpoint, camelize } from '@sportsbook/contract';
import { pageLanguage } from '@sportsbook/domain';
import { type QueryValue, buildApiUrl } from '../../../lib/api/api-url';
import type { EndpointResult } from '../../../lib/api/api-client';
import { readDocumentCookie, writeDocumentCookie } from '../../../lib/browser-storage';
import { handleUnauthorized } from '../../account/auth-store';
import { CSRF_COOKIE, readCookie } from '../../account/model/cookies';

/** A non-2xx answer with its body as sent. */
export class BettingRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Betting call answered ${status}`);
    this.name = 'BettingRequestError';
  }
}

export interface BettingCall {
  base: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  locale: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function bettingFetch<E extends Endpoint>(
  endpoint: E,
  call: BettingCall,
): Promise<EndpointResult<E>> {
  const csrf =
    endpoint.method === 'GET' ? undefined : readCookie(readDocumentCookie(), CSRF_COOKIE);
  const hasBody = call.body !== undefined;
  const response = await fetch(buildApiUrl('', call.base, endpoint.path, call.params, call.query), {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      'accept-language': pageLanguage(call.locale),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...call.headers,
    },
    body: hasBody ? JSON.stringify(call.body) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: call.signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    throw new BettingRequestError(response.status, json);
  }
  return camelize(endpoint.response.parse(json)) as EndpointResult<E>;
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
