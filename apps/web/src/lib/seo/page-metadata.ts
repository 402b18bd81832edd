// Canonical, alternate and robots tags of spec section 2, as pure functions of the settings.
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, localizePath } from '../../i18n/locales';

/** Everything but `/sports` lives under this base (next.config `basePath`). */
export const BASE_PATH = '/sports';

export interface SeoSettings {
  siteUrl: string;
  indexable: boolean;
  noindexOrigins: readonly string[];
  localeInUrl: boolean;
}

/** Absolute URL of a page in a locale: `https://example.com/sports/de/live`. */
export function pageUrl(
  siteUrl: string,
  locale: string,
  path: string,
  localeInUrl: boolean,
): string {
  const localized = localizePath(locale, path, { localeInUrl });
  return `${siteUrl}${BASE_PATH}${localized === '/' ? '' : localized}`;
}

/** One alternate per served locale plus x-default, which points at the default locale. */
export function alternateLanguages(
  siteUrl: string,
  path: string,
  localeInUrl: boolean,
): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = pageUrl(siteUrl, locale, path, localeInUrl);
  languages['x-default'] = pageUrl(siteUrl, DEFAULT_LOCALE, path, localeInUrl);
  return languages;
}

/**
 * `noindex,nofollow` when the site is not indexable, the page opts out, or the request came to
 * an origin on the no-index list (a staging copy, say); otherwise `index,follow`.
 */
export function robotsValue(
  settings: Pick<SeoSettings, 'indexable' | 'noindexOrigins'>,
  requestOrigin: string | null,
  pageOptsOut = false,
): 'index,follow' | 'noindex,nofollow' {
  const listed = requestOrigin !== null && settings.noindexOrigins.includes(requestOrigin);
  return !settings.indexable || pageOptsOut || listed ? 'noindex,nofollow' : 'index,follow';
}

export interface PageSeo {
  locale: string;
  /** Path inside the base and without locale: `/`, `/live`, `/soccer/england`. */
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}

export function buildPageMetadata(
  page: PageSeo,
  settings: SeoSettings,
  requestOrigin: string | null,
): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: {
      canonical: pageUrl(settings.siteUrl, page.locale, page.path, settings.localeInUrl),
      languages: alternateLanguages(settings.siteUrl, page.path, settings.localeInUrl),
    },
    robots: robotsValue(settings, requestOrigin, page.noindex),
  };
}

/** The origin a request came to, from proxy headers first: `https://staging.example.com`. */
export function requestOriginFrom(headers: { get(name: string): string | null }): string | null {
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!host) return null;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}
