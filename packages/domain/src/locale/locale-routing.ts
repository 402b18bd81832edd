/**
 * Locale routing (spec section 2). Product pages sit under the /sports base and, optionally, a
 * locale segment: /sports/de/football. Helpers accept paths with the base (/sports/de/football, as
 * the browser shows them) or relative to it (/de/football, as Next.js sees them with basePath) and
 * answer in the same form they were given.
 */

export const SPORTS_BASE_PATH = '/sports';

export interface LocaleRoutingConfig {
  /** Supported locale codes as the site uses them; the first is the default. */
  readonly locales: readonly string[];
  /** A site setting that keeps the default locale's segment in URLs (default: omitted). */
  readonly defaultLocaleInUrl?: boolean;
  /** The product's base path; default /sports. */
  readonly basePath?: string;
}

/**
 * Site locale codes mapped to the language used for page headers and Accept-Language:
 * no → nb, tl → fil, br → pt-BR, ph → en-PH, vn → vi, se → sv, tj → tg, kz → en.
 */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  no: 'nb',
  tl: 'fil',
  br: 'pt-BR',
  ph: 'en-PH',
  vn: 'vi',
  se: 'sv',
  tj: 'tg',
  kz: 'en',
};

/**
 * Realtime channel names use the same aliases, except br → pt; the site's own pt-BR locale
 * listens on the same pt channel.
 */
export const REALTIME_LOCALE_ALIASES: Readonly<Record<string, string>> = {
  ...LOCALE_ALIASES,
  br: 'pt',
  'pt-BR': 'pt',
};

/** The default locale: the first supported one. */
export function defaultLocale(config: LocaleRoutingConfig): string {
  const first = config.locales[0];
  if (first === undefined) throw new RangeError('At least one locale must be supported');
  return first;
}

/** The supported locale a code names, compared without case: "pt-br" → "pt-BR". */
export function supportedLocale(code: string, config: LocaleRoutingConfig): string | undefined {
  const lower = code.toLowerCase();
  return config.locales.find((locale) => locale.toLowerCase() === lower);
}

/** The language for page headers and Accept-Language: br → pt-BR; unaliased codes pass through. */
export function pageLanguage(locale: string): string {
  return LOCALE_ALIASES[locale] ?? locale;
}

/** The locale in realtime channel names: br → pt, no → nb. */
export function realtimeLocale(locale: string): string {
  return REALTIME_LOCALE_ALIASES[locale] ?? locale;
}

/** Links starting with http, sms: or mailto are external and left unchanged. */
export function isExternalLink(href: string): boolean {
  return /^(http|sms:|mailto)/i.test(href);
}

/** A link to a place in the same page ("#odds", "?tab=live") has no path to localise. */
function isSamePageLink(href: string): boolean {
  return href.startsWith('#') || href.startsWith('?');
}

interface SplitHref {
  readonly base: string;
  readonly segments: readonly string[];
  /** "?a=1#top", kept as it was. */
  readonly suffix: string;
}

function splitHref(href: string, config: LocaleRoutingConfig): SplitHref {
  const suffixStart = href.search(/[?#]/);
  const path = suffixStart === -1 ? href : href.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : href.slice(suffixStart);
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const base = (config.basePath ?? SPORTS_BASE_PATH).replace(/^\/+|\/+$/g, '');
  if (base.length > 0 && segments[0] === base) {
    return { base: `/${base}`, segments: segments.slice(1), suffix };
  }
  return { base: '', segments, suffix };
}

function joinHref(base: string, segments: readonly string[], suffix: string): string {
  const path = `${base}${segments.map((segment) => `/${segment}`).join('')}`;
  return `${path || '/'}${suffix}`;
}

/**
 * The page's locale: the first segment after the base if it is a supported locale, otherwise the
 * default. /sports/de/football → de; /sports/football → en (with en first); /xx/live → en.
 */
export function localeFromPath(path: string, config: LocaleRoutingConfig): string {
  const first = splitHref(path, config).segments[0];
  return (
    (first !== undefined ? supportedLocale(first, config) : undefined) ?? defaultLocale(config)
  );
}

/** The path without its locale segment: /sports/de/football?x=1 → /sports/football?x=1. */
export function stripLocale(path: string, config: LocaleRoutingConfig): string {
  const { base, segments, suffix } = splitHref(path, config);
  const first = segments[0];
  const rest = first !== undefined && supportedLocale(first, config) ? segments.slice(1) : segments;
  return joinHref(base, rest, suffix);
}

/**
 * Rewrites the locale segment of a path and keeps its query and hash (switching language):
 * /sports/de/football?tab=live#odds to en → /sports/football?tab=live#odds (the default locale
 * has no segment unless `defaultLocaleInUrl`); /live to de → /de/live. External links, links
 * within the page ("#odds") and unsupported locales leave the link unchanged. A trailing slash is
 * not kept: /sports/de/ to en → /sports.
 */
export function localizeHref(href: string, locale: string, config: LocaleRoutingConfig): string {
  const target = supportedLocale(locale, config);
  if (isExternalLink(href) || isSamePageLink(href) || target === undefined) return href;
  const { base, segments, suffix } = splitHref(href, config);
  const first = segments[0];
  const rest = first !== undefined && supportedLocale(first, config) ? segments.slice(1) : segments;
  const omit = target === defaultLocale(config) && config.defaultLocaleInUrl !== true;
  return joinHref(base, omit ? rest : [target, ...rest], suffix);
}
