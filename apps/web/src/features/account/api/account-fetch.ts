// The browser's account calls: the web app's one client (`lib/api/api-client`) as a session
// call, so writes carry `X-CSRF-Token` from the readable `sb_csrf` cookie and a 401 tells the
// auth store (spec section 8); the answer is checked against the endpoint's schema and
// camelized.
import type { API_BASES, Endpoint } from '@sportsbook/contract';
import {
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';

export type ApiBase = (typeof API_BASES)[keyof typeof API_BASES];

export function accountFetch<E extends Endpoint>(
  base: ApiBase,
  endpoint: E,
  input: EndpointInput<E>,
  locale: string,
): Promise<EndpointResult<E>> {
  return callEndpointAt(base, endpoint, input, { origin: '', locale, session: true });
}
