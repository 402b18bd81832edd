// Marketing parameters of a landing URL (spec section 2): ctag, btag, stag, qtag and gclid are
// kept in cookies and removed from the address, so they are not bookmarked, shared or indexed.
// The affiliate tag `stag` lives 30 days (spec section 9); the others last for the browser
// session. Runs in the proxy, before the page renders.

export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

const DAY_S = 86_400;
/** Affiliate cookie from `stag`: 30 days. */
export const STAG_MAX_AGE_S = 30 * DAY_S;
/** Device id cookie: 7300 days (20 years). */
export const DEVICE_ID_MAX_AGE_S = 7300 * DAY_S;
export const DEVICE_ID_COOKIE = 'deviceId';

/** A device id this site issued (a UUID); anything else in the cookie is replaced. */
export function isDeviceId(value: string | undefined): value is string {
  return (
    value !== undefined &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

/** Longest tracking value kept; longer ones are cut (a cookie is sent with every request). */
const MAX_VALUE_LENGTH = 200;

export interface TrackingCookie {
  name: TrackingParam;
  value: string;
  /** Seconds; undefined: a session cookie. */
  maxAge: number | undefined;
}

export interface CapturedTracking {
  cookies: TrackingCookie[];
  /** The query without the tracking parameters (`?` included when something is left). */
  search: string;
}

/**
 * The tracking cookies a query asks for, and the query without them; null when it has none.
 *
 *     captureTracking('?stag=aff_1&modal=signUp')
 *       → { cookies: [{ name: 'stag', value: 'aff_1', maxAge: 2592000 }], search: '?modal=signUp' }
 *
 * An empty value is removed from the URL but sets no cookie; a repeated parameter counts once
 * (the first value).
 */
export function captureTracking(search: string): CapturedTracking | null {
  const params = new URLSearchParams(search);
  if (!TRACKING_PARAMS.some((name) => params.has(name))) return null;
  const cookies: TrackingCookie[] = [];
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name)?.trim().slice(0, MAX_VALUE_LENGTH);
    params.delete(name);
    if (value) cookies.push({ name, value, maxAge: name === 'stag' ? STAG_MAX_AGE_S : undefined });
  }
  const rest = params.toString();
  return { cookies, search: rest ? `?${rest}` : '' };
}

/**
 * The Domain attribute for cookies shared with the parent platform (env `COOKIE_DOMAIN`, e.g.
 * `example.com` for `sports.example.com`), or undefined when none is configured or the request
 * host is not inside it (a browser would drop the cookie then; localhost, preview hosts).
 */
export function cookieDomainFor(host: string, configured: string | undefined): string | undefined {
  if (!configured) return undefined;
  const domain = configured.replace(/^\./, '').toLowerCase();
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === domain || name.endsWith(`.${domain}`) ? domain : undefined;
}
