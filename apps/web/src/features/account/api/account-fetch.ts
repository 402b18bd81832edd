// The browser's account calls: same-origin (the Next.js rewrite makes the session cookie
// first-party), `X-CSRF-Token` from the readable `sb_csrf` cookie on writes, the answer checked
// against the endpoint's schema and camelized. A 401 tells the auth store (spec section 8).
import { type API_BASES, CSRF_HEADER, type Endpoint } from '@sportsbook/contract';
import {
  ApiRequestError,
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';
import { handleUnauthorized } from '../auth-store';
import { readDocumentCookie } from '../../../lib/browser-storage';
import { CSRF_COOKIE, readCookie } from '../model/cookies';

export type ApiBase = (typeof API_BASES)[keyof typeof API_BASES];

export async function accountFetch<E extends Endpoint>(
  base: ApiBase,
  endpoint: E,
  input: EndpointInput<E>,
  locale: string,
): Promise<EndpointResult<E>> {
  const csrf =
    endpoint.method === 'GET' ? undefined : readCookie(readDocumentCookie(), CSRF_COOKIE);
  try {
    return await callEndpointAt(base, endpoint, input, {
      origin: '',
      locale,
      headers: csrf ? { [CSRF_HEADER]: csrf } : undefined,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) handleUnauthorized();
    throw error;
  }
}
