import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One call of the API: the server registers its route from this and the web client builds its
 * fetcher from it, so both sides read the same schemas.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Path relative to the surface's base, with `:param` placeholders. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The body of this call's own 4xx refusals, besides the common error body (OpenAPI). */
  refusal?: z.ZodType;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/**
 * Base paths of the two API surfaces (architecture brief). The browser reaches them on the
 * web origin through rewrites, so cookies stay first-party.
 */
export const API_BASES = {
  sportsbook: '/api/sportsbook',
  betting: '/api/sportsbook/v3',
  platform: '/api/platform',
} as const;
