// The visitor's country, from a proxy header (Cloudflare's `cf-ipcountry` by default) or a
// simulated value for development, and the country blocks of the site (sign-in, sign-up,
// deposits and betting), of sign-in/sign-up and of deposits.
import {
  API_BASES,
  type CountryBlockedBody,
  GEO_ERROR_CODES,
  type GeoResponse,
  type geoEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';
import type { EndpointHandlers } from '../http/register-endpoints';

export interface GeoConfig {
  /** Lower-case request header carrying the country code (set by a trusted proxy). */
  countryHeader: string;
  /** When set, every request counts as coming from this country (development). */
  simulatedCountry: string | null;
  blockedCountries: string[];
  authBlockedCountries: string[];
  depositBlockedCountries: string[];
}

export const DEFAULT_GEO_CONFIG: GeoConfig = {
  countryHeader: 'cf-ipcountry',
  simulatedCountry: null,
  blockedCountries: [],
  authBlockedCountries: [],
  depositBlockedCountries: [],
};

export class Geo {
  constructor(private readonly config: GeoConfig) {}

  countryOf(request: FastifyRequest): string | null {
    if (this.config.simulatedCountry) return this.config.simulatedCountry.toUpperCase();
    const header = request.headers[this.config.countryHeader.toLowerCase()];
    const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
    // XX and T1 are Cloudflare's unknown and Tor markers: no country.
    return value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : null;
  }

  describe(request: FastifyRequest): GeoResponse {
    const country = this.countryOf(request);
    const inList = (list: string[]) => country !== null && list.includes(country);
    return {
      country,
      blocked: inList(this.config.blockedCountries),
      auth_blocked: inList(this.config.authBlockedCountries),
      deposit_blocked: inList(this.config.depositBlockedCountries),
    };
  }
}

/** 403 `country_blocked`, naming the country (null when unknown) in the body too. */
export class CountryBlockedError extends HttpError {
  constructor(country: string | null, what: string) {
    const body: CountryBlockedBody = {
      code: GEO_ERROR_CODES.countryBlocked,
      message: `${what} not available in ${country ?? 'your country'}`,
      country,
    };
    super(403, body);
  }
}

export function geoHandlers(geo: Geo): EndpointHandlers<typeof geoEndpoints> {
  return { getGeo: async ({ request }) => geo.describe(request) };
}

/** What a blocked request wants to do, by the part of the API it calls. */
type GuardedPart = 'auth' | 'deposit' | 'betting';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const AUTH_PATHS = new Set([
  `${API_BASES.platform}/users/sign_in`,
  `${API_BASES.platform}/users/sign_up`,
]);
const DEPOSIT_PATHS = new Set([
  `${API_BASES.platform}/payments/deposits`,
  `${API_BASES.platform}/payments/quick_deposit`,
]);
const BETS_PREFIX = `${API_BASES.betting}/bets`;

/**
 * The part a request belongs to, by its path: sign-in and sign-up, the two deposit calls, and
 * every write under `/api/sportsbook/v3/bets` (placing, cash-out, share codes, bet builder
 * prices, whatever routes that prefix gains). Reads stay open: a player abroad still sees the
 * bets and the balance they have.
 */
export function guardedPart(method: string, url: string): GuardedPart | null {
  if (SAFE_METHODS.has(method)) return null;
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  if (AUTH_PATHS.has(path)) return 'auth';
  if (DEPOSIT_PATHS.has(path)) return 'deposit';
  if (path === BETS_PREFIX || path.startsWith(`${BETS_PREFIX}/`)) return 'betting';
  return null;
}

const REFUSED: Record<GuardedPart, string> = {
  auth: 'Sign-in and sign-up are',
  deposit: 'Deposits are',
  betting: 'Betting is',
};

/**
 * The country blocks, enforced by the API and not only by the web page: from a site-blocked
 * country (`BLOCKED_COUNTRIES`) sign-in, sign-up, deposits and betting answer 403
 * `country_blocked`; `AUTH_BLOCKED_COUNTRIES` and `DEPOSIT_BLOCKED_COUNTRIES` refuse their own
 * part only. Runs before authentication and validation, so the refusal is the same for every
 * caller from that country.
 */
export function installCountryBlocks(app: FastifyInstance, geo: Geo): void {
  app.addHook('onRequest', async (request, reply) => {
    const part = guardedPart(request.method, request.url);
    if (!part) return;
    const described = geo.describe(request);
    const blocked =
      described.blocked ||
      (part === 'auth' && described.auth_blocked) ||
      (part === 'deposit' && described.deposit_blocked);
    if (!blocked) return;
    const { statusCode, body } = new CountryBlockedError(described.country, REFUSED[part]);
    // Sent here rather than thrown: the routes' error schema (`apiErrorSchema`) would drop
    // `country`, which this refusal adds to the common error body.
    return reply
      .code(statusCode)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(body);
  });
}
