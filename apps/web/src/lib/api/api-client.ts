// Calls one endpoint of the wire contract: builds the URL from the endpoint's path and the
// sportsbook base, sends it, checks the answer against the endpoint's response schema and hands
// back the camelCase client form. Used by the server (origin = API_ORIGIN) and the browser
// (same origin, through the Next.js rewrite).
import {
  API_BASES,
  type Camelize,
  type Endpoint,
  apiErrorSchema,
  camelize,
} from '@sportsbook/contract';
import { pageLanguage } from '@sportsbook/domain';
import type { z } from 'zod';
import { buildApiUrl, type QueryValue } from './api-url';

export interface RequestContext {
  /** API origin; empty in the browser, which reaches the API on its own origin. */
  origin: string;
  /** Sent as Accept-Language (spec section 7). */
  locale: string;
  signal?: AbortSignal;
  /** Extra request headers (the CSRF token on account writes). */
  headers?: Readonly<Record<string, string>>;
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

/** A non-2xx answer, with the stable error code of the contract when the body carries one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly issues: readonly ApiErrorIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiErrorIssue {
  field: string;
  code: string;
  message: string;
}

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
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      // Spec section 7: Accept-Language is the locale, aliases resolved (br → pt-BR).
      'accept-language': pageLanguage(context.locale),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...context.headers,
    },
    body: hasBody ? JSON.stringify(input.body) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: context.signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = apiErrorSchema.safeParse(json);
    throw problem.success
      ? new ApiRequestError(
          response.status,
          problem.data.code,
          problem.data.message,
          problem.data.field,
          problem.data.issues,
        )
      : new ApiRequestError(
          response.status,
          'http_error',
          `${endpoint.method} ${endpoint.path} answered ${response.status}`,
        );
  }
  return camelize(endpoint.response.parse(json)) as EndpointResult<E>;
}
