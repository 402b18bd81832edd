import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { API_BASES, geoEndpoints, type GeoResponse } from '@sportsbook/contract';
import { env } from '../../config/env';

// The visitor's country and its blocks (GET /api/platform/geo). The API reads the country from
// the proxy's header, so the page forwards it with the client address chain.
export type Geo = GeoResponse;

const FORWARDED_HEADERS = ['cf-ipcountry', 'x-forwarded-for'] as const;
const GEO_TIMEOUT_MS = 1500;

/**
 * One small request per page render (React `cache`). Any failure counts as not blocked: the
 * API refuses blocked actions itself, the page only explains.
 */
export const getGeo = cache(async (): Promise<Geo | null> => {
  const incoming = await headers();
  const forward: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = incoming.get(name);
    if (value) forward[name] = value;
  }
  try {
    const response = await fetch(
      `${env.API_ORIGIN}${API_BASES.platform}${geoEndpoints.getGeo.path}`,
      {
        headers: forward,
        cache: 'no-store',
        signal: AbortSignal.timeout(GEO_TIMEOUT_MS),
      },
    );
    if (!response.ok) return null;
    const parsed = geoEndpoints.getGeo.response.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
});
