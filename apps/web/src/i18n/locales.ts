// The web app's locale settings on top of the locale routing rules of packages/domain (spec
// section 2): which locales are served, how URLs carry them, where alias segments redirect.
// Shared by the proxy, server components and client islands; no Next.js or next-intl here.
import { LOCALE_ALIASES, localizeHref, supportedLocale } from '@sportsbook/domain';

/** Locales the site serves now; the first one is the default (spec: "the first supported locale"). */
export const LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** Languages written right to left (spec section 2: ar, he, fa, ur). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** `dir` attribute for a locale: `rtl` for Arabic, Hebrew, Persian and Urdu (any region). */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * The supported locale closest to a requested one: exact (case-insensitive), then its
 * language (`pt-BR` → `pt`), then a supported regional variant of the language (`en` →
 * `en-GB` when only that exists), else `null`.
 */
export function closestSupportedLocale(
  requested: string,
  supported: readonly string[] = LOCALES,
): string | null {
  const exact = supportedLocale(requested, { locales: supported });
  if (exact) return exact;
  const wanted = requested.toLowerCase();
  const language = wanted.split('-')[0];
  const sameLanguage = supported.find((locale) => locale.toLowerCase() === language);
  if (sameLanguage) return sameLanguage;
  return supported.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

export interface LocaleUrlOptions {
  /** Keep the default locale's segment in URLs too (env `LOCALE_IN_URL`). */
  localeInUrl: boolean;
}

/**
 * A path inside the `/sports` base for a locale: the default locale has no segment unless
 * `localeInUrl` is set. `path` starts with `/` and excludes the base path.
 *
 *     localizePath('de', '/live')  → '/de/live'
 *     localizePath('en', '/live')  → '/live'
 *     localizePath('de', '/')      → '/de'
 */
export function localizePath(locale: string, path: string, options: LocaleUrlOptions): string {
  return localizeHref(path === '' ? '/' : path, locale, {
    locales: LOCALES,
    defaultLocaleInUrl: options.localeInUrl,
  });
}

/**
 * Where a request whose first path segment names a locale in the wrong way must go, or `null`
 * when the path is fine as it is (next-intl handles supported and unprefixed paths). An aliased
 * segment (spec section 2) never renders a page:
 *
 * - an alias (`/no/live`) redirects to its locale, or the closest supported one, else the
 *   default locale: `/no/live` → `/live` while `nb` is not served;
 * - a supported locale in another letter case (`/DE/live`) redirects to its canonical spelling.
 *
 * `pathname` excludes the base path; the answer keeps the rest of the path unchanged (query and
 * hash are the caller's to keep).
 */
export function localeRedirectPath(pathname: string, options: LocaleUrlOptions): string | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const segment = match[1] ?? '';
  const rest = match[2] ?? '/';
  if (isLocale(segment)) return null;

  const alias = LOCALE_ALIASES[segment.toLowerCase()];
  if (alias !== undefined) {
    const target = closestSupportedLocale(alias) ?? DEFAULT_LOCALE;
    return localizePath(target, rest, options);
  }
  const sameLocale = supportedLocale(segment, { locales: LOCALES });
  if (sameLocale) return localizePath(sameLocale, rest, options);
  return null;
}
