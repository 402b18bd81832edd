import 'server-only';
import { cache } from 'react';
import {
  API_BASES,
  SITE_SETTING_FALLBACKS,
  camelize,
  siteSettingEndpoints,
} from '@sportsbook/contract';
import { type EndpointResult, callEndpointAt } from '../../lib/api/api-client';
import { env } from '../../config/env';

// The operator's site settings as every page renders with them (GET /api/sportsbook/site-settings/public,
// decision 0043): the flags of spec section 6, sign-in and sign-up, the reminders, the theme and
// indexability. Read on the server only; client code gets what it needs from the page.
export type SiteSettings = EndpointResult<typeof siteSettingEndpoints.getSiteSettings>;

/**
 * How long one answer serves every render of this web server. With the API's own one-second
 * cache, an operator's change reaches every page within about two seconds, without a restart.
 */
const MEMO_MS = 1000;
const TIMEOUT_MS = 1500;

let memo: { at: number; value: Promise<SiteSettings> } | null = null;

/** The built-in defaults, for the rare render when the API cannot answer. */
const FALLBACK = camelize(SITE_SETTING_FALLBACKS) as unknown as SiteSettings;

async function fetchSettings(): Promise<SiteSettings> {
  try {
    return await callEndpointAt(
      API_BASES.sportsbook,
      siteSettingEndpoints.getSiteSettings,
      {},
      // The same answer in every language; no request locale needed (robots.txt has none).
      { origin: env.API_ORIGIN, locale: 'en', signal: AbortSignal.timeout(TIMEOUT_MS) },
    );
  } catch {
    memo = null;
    return FALLBACK;
  }
}

/** One request per page render (React `cache`), and at most one a second per web server. */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => {
  const now = Date.now();
  if (!memo || now - memo.at >= MEMO_MS) memo = { at: now, value: fetchSettings() };
  return memo.value;
});
