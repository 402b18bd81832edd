// next-intl routing (server side: the proxy and request config). Client code builds links with
// `localizePath` and the `localeInUrl` flag handed down by the layout, so this module (and the
// env module it reads) never reaches the browser bundle.
import { defineRouting } from 'next-intl/routing';
import { env } from '../config/env';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Spec section 2: the default locale has no segment unless a setting requires it.
  localePrefix: env.LOCALE_IN_URL ? 'always' : 'as-needed',
  // Spec section 2: the locale comes from the URL only (no Accept-Language redirects).
  localeDetection: false,
  localeCookie: { name: 'locale', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 },
  // Pages render their own alternate links against SITE_URL (see lib/seo).
  alternateLinks: false,
});
