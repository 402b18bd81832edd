import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { API_BASES, geoEndpoints } from '@sportsbook/contract';
import { type EndpointResult, callEndpointAt } from '../../lib/api/api-client';
import { serverRequestContext } from '../../lib/api/request-context.server';

// The visitor's country and its blocks (GET /api/platform/geo). The API reads the country from
// the proxy's header, so the page forwards it with the client address chain.
export type Geo = EndpointResult<typeof geoEndpoints.getGeo>;

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
    return await callEndpointAt(
      API_BASES.platform,
      geoEndpoints.getGeo,
      {},
      {
        ...(await serverRequestContext()),
        headers: forward,
        signal: AbortSignal.timeout(GEO_TIMEOUT_MS),
      },
    );
  } catch {
    return null;
  }
});
