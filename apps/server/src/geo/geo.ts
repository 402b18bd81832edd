// The visitor's country, from a proxy header (Cloudflare's `cf-ipcountry` by default) or a
// simulated value for development, and the country blocks of the site, sign-in/sign-up and
// deposits.
import {
  API_BASES,
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

  /** 403 `country_blocked` when deposits are refused for the request's country. */
  requireDepositAllowed(request: FastifyRequest): void {
    const geo = this.describe(request);
    if (geo.deposit_blocked) throw countryBlocked(geo.country, 'Deposits');
  }
}

const countryBlocked = (country: string | null, what: string) =>
  new HttpError(403, {
    code: GEO_ERROR_CODES.countryBlocked,
    message: `${what} are not available in ${country ?? 'your country'}`,
  });

export function geoHandlers(geo: Geo): EndpointHandlers<typeof geoEndpoints> {
  return { getGeo: async ({ request }) => geo.describe(request) };
}

/** Sign-in and sign-up answer 403 `country_blocked` from the auth-blocked countries. */
export function installAuthCountryBlock(app: FastifyInstance, geo: Geo): void {
  const guarded = new Set([
    `${API_BASES.platform}/users/sign_in`,
    `${API_BASES.platform}/users/sign_up`,
  ]);
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !guarded.has(request.routeOptions.url ?? '')) return;
    const described = geo.describe(request);
    if (described.auth_blocked) throw countryBlocked(described.country, 'Sign-in and sign-up');
  });
}
