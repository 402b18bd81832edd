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
  /** The page's own keywords and social image (a custom page's); absent: the site's. */
  keywords?: readonly string[];
  socialImage?: string;
}

/** The site's SEO defaults (spec section 2: from site settings, overridden by a page). */
export interface SeoDefaults {
  siteName: string;
  keywords: readonly string[];
  /** An http(s) URL or a path on the site (`/sports/social-card.png`). */
  socialImage: string;
}

/** `/sports/card.png` → `https://example.com/sports/card.png`; absolute URLs stay. */
export function absoluteUrl(siteUrl: string, urlOrPath: string): string {
  return /^https?:\/\//i.test(urlOrPath) ? urlOrPath : `${siteUrl}${urlOrPath}`;
}

/** Open Graph's locale form: `de` → `de_DE`, `pt-BR` → `pt_BR`, `en` → `en_GB`. */
export function openGraphLocale(locale: string): string {
  const [language = 'en', region] = locale.split('-');
  const regions: Record<string, string> = { en: 'GB', de: 'DE', ar: 'AE', pt: 'BR' };
  return `${language}_${(region ?? regions[language] ?? language).toUpperCase()}`;
}

export function buildPageMetadata(
  page: PageSeo,
  settings: SeoSettings,
  requestOrigin: string | null,
  defaults?: SeoDefaults,
): Metadata {
  const canonical = pageUrl(settings.siteUrl, page.locale, page.path, settings.localeInUrl);
  const metadata: Metadata = {
    title: page.title,
    description: page.description,
    alternates: {
      canonical,
      languages: alternateLanguages(settings.siteUrl, page.path, settings.localeInUrl),
    },
    robots: robotsValue(settings, requestOrigin, page.noindex),
  };
  if (!defaults) return metadata;
  const keywords = page.keywords && page.keywords.length > 0 ? page.keywords : defaults.keywords;
  const image = absoluteUrl(settings.siteUrl, page.socialImage ?? defaults.socialImage);
  return {
    ...metadata,
    ...(keywords.length > 0 && { keywords: [...keywords] }),
    openGraph: {
      type: 'website',
      siteName: defaults.siteName,
      title: page.title,
      description: page.description,
      url: canonical,
      locale: openGraphLocale(page.locale),
      images: [{ url: image, alt: page.title }],
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: [image],
    },
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
