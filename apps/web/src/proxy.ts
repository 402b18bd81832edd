// Locale routing in front of every page (Next 16 "proxy", formerly middleware): locale aliases
// and mis-cased locale segments redirect first, then next-intl resolves the locale segment.
import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { env } from './config/env';
import { localeRedirectPath } from './i18n/locales';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const target = localeRedirectPath(request.nextUrl.pathname, { localeInUrl: env.LOCALE_IN_URL });
  if (target !== null) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    // Temporary: an alias may point at a locale the site starts serving later.
    return NextResponse.redirect(url, 307);
  }
  return intl(request);
}

export const config = {
  // The root entry is needed, or `/sports` itself answers 404 (see reference/toolchain.md).
  matcher: ['/', '/((?!api|_next|_vercel|.*\\..*).*)'],
};
