// In front of every page (Next 16 "proxy", formerly middleware): locale aliases and mis-cased
// locale segments redirect first; tracking parameters (ctag, btag, stag, qtag, gclid) move into
// cookies and leave the URL; then next-intl resolves the locale segment. Every page answer
// makes sure the visitor has a device id cookie.
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { env } from './config/env';
import {
  DEVICE_ID_COOKIE,
  DEVICE_ID_MAX_AGE_S,
  captureTracking,
  cookieDomainFor,
  isDeviceId,
} from './features/tracking/tracking-params';
import { frameAncestorsPolicy } from './features/embed/frame-ancestors';
import { localeRedirectPath } from './i18n/locales';
import { routing } from './i18n/routing';
import { REQUEST_PATH_HEADER } from './lib/request-path';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const target = localeRedirectPath(request.nextUrl.pathname, { localeInUrl: env.LOCALE_IN_URL });
  if (target !== null) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    // Temporary: an alias may point at a locale the site starts serving later.
    return NextResponse.redirect(url, 307);
  }
  const secure = request.nextUrl.protocol === 'https:';
  const tracking = captureTracking(request.nextUrl.search);
  let response: NextResponse;
  if (tracking) {
    // The same page without the parameters (the browser keeps the #hash across the redirect).
    const url = request.nextUrl.clone();
    url.search = tracking.search;
    response = NextResponse.redirect(url, 307);
    for (const cookie of tracking.cookies) {
      response.cookies.set(cookie.name, cookie.value, {
        path: '/',
        sameSite: 'lax',
        secure,
        ...(cookie.maxAge !== undefined && { maxAge: cookie.maxAge }),
      });
    }
  } else {
    // The layout's tab bar placeholder marks the current tab by it (decision 0084); next-intl
    // passes the request's headers on.
    request.headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
    response = intl(request);
  }
  // Set again on every page answer: browsers keep a cookie at most 400 days whatever Max-Age
  // says, so renewing it keeps the id of a device that comes back. Readable by the page: bets
  // send it as meta.device_id (spec section 3).
  const deviceId = request.cookies.get(DEVICE_ID_COOKIE)?.value;
  response.cookies.set(DEVICE_ID_COOKIE, isDeviceId(deviceId) ? deviceId : crypto.randomUUID(), {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_ID_MAX_AGE_S,
    domain: cookieDomainFor(request.headers.get('host') ?? '', env.COOKIE_DOMAIN),
  });
  // Only the configured operator pages may frame the site (embedded mode, decision 0042).
  response.headers.set('content-security-policy', frameAncestorsPolicy(env.EMBED_HOST_ORIGINS));
  return response;
}

export const config = {
  // The root entry is needed, or `/sports` itself answers 404 (see reference/toolchain.md).
  matcher: ['/', '/((?!api|_next|_vercel|.*\\..*).*)'],
};
