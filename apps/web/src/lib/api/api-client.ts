// The web app's one HTTP client (decision 0021): every call to the API goes through
// `callEndpointAt`. It builds the URL from the endpoint's path and an API base, sends the locale
// as Accept-Language, the session cookie (same origin) and, for session calls, the CSRF token on
// writes; checks the answer against the endpoint's response schema and hands back the camelCase
// client form; a non-2xx answer becomes an `ApiRequestError` ({ code, message, field, issues }
// plus the body as sent). Used by the server (origin = API_ORIGIN) and the browser (same
// origin, through the Next.js rewrite).
import {
  API_BASES,
  CSRF_COOKIE,
  CSRF_HEADER,
  type Camelize,
  type Endpoint,
  apiErrorSchema,
  camelize,
} from '@sportsbook/contract';
import { pageLanguage } from '@sportsbook/domain';
import type { z } from 'zod';
import { readDocumentCookie } from '../browser-storage';
import { readCookie } from '../cookies';
import { ApiRequestError } from './api-error';
import { buildApiUrl, type QueryValue } from './api-url';
import { sessionBearer } from './session-bearer';
import { reportSessionExpired } from './session-expiry';

export interface RequestContext {
  /** API origin; empty in the browser, which reaches the API on its own origin. */
  origin: string;
  /** Sent as Accept-Language (spec section 7). */
  locale: string;
  signal?: AbortSignal;
  /** Extra request headers (the forwarded client address on server calls). */
  headers?: Readonly<Record<string, string>>;
  /**
   * A browser call made with the player's session cookie (account, betting): writes carry
   * `X-CSRF-Token` from the readable `sb_csrf` cookie, and a 401 is reported to the auth store,
   * which signs the player out (spec section 8).
   */
  session?: boolean;
}

type Loose<T> = { [K in keyof T]?: T[K] | QueryValue };

export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? Loose<z.input<E['query']>>
  : never;
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? { [K in keyof z.input<E['params']>]: string | number }
  : never;
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : never;
export type EndpointResult<E extends Endpoint> = Camelize<z.output<E['response']>>;

export interface EndpointInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

export { ApiRequestError, type ApiErrorIssue } from './api-error';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  context: RequestContext,
): Promise<EndpointResult<E>> {
  return callEndpointAt(API_BASES.sportsbook, endpoint, input, context);
}

/** `callEndpoint` on another API base (the account platform lives on `/api/platform`). */
export async function callEndpointAt<E extends Endpoint>(
  base: string,
  endpoint: E,
  input: EndpointInput<E>,
  context: RequestContext,
): Promise<EndpointResult<E>> {
  const url = buildApiUrl(
    context.origin,
    base,
    endpoint.path,
    input.params as Record<string, string | number> | undefined,
    input.query as Record<string, QueryValue> | undefined,
  );
  const hasBody = input.body !== undefined;
  // Browser calls only (origin ''): the realtime token calls need it as much as session calls.
  const bearer = context.origin === '' ? sessionBearer() : null;
  const csrf =
    context.session && !bearer && endpoint.method !== 'GET'
      ? readCookie(readDocumentCookie(), CSRF_COOKIE)
      : undefined;
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      // Spec section 7: Accept-Language is the locale, aliases resolved (br → pt-BR).
      'accept-language': pageLanguage(context.locale),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...context.headers,
    },
    body: hasBody ? JSON.stringify(input.body) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: context.signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  // A call cancelled while its body was read rejects as cancelled (AbortError), not as a
  // malformed answer, so callers can tell "no longer wanted" from "failed".
  context.signal?.throwIfAborted();
  if (!response.ok) {
    if (response.status === 401 && context.session) reportSessionExpired();
    const problem = apiErrorSchema.safeParse(json);
    const error = problem.success
      ? new ApiRequestError(
          response.status,
          problem.data.code,
          problem.data.message,
          problem.data.field,
          problem.data.issues,
          json,
        )
      : new ApiRequestError(
          response.status,
          'http_error',
          `${endpoint.method} ${endpoint.path} answered ${response.status}`,
          undefined,
          [],
          json,
        );
    error.request = { method: endpoint.method, url, body: input.body };
    throw error;
  }
  return camelize(endpoint.response.parse(json)) as EndpointResult<E>;
}
