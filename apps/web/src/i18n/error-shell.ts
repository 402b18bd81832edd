// The slim error shell (spec section 2): the last-resort page when the locale layout itself
// failed. It cannot count on loading anything, so its few texts live here, in the shell's own
// locales only: en, de, en-AU, en-CA, en-NZ, fr-CA and de-CH. A text missing in a locale comes
// from its language (de-CH → de), then English, and "UNEXPECTED ERROR" is the last fallback.

export const ERROR_SHELL_LOCALES = [
  'en',
  'de',
  'en-AU',
  'en-CA',
  'en-NZ',
  'fr-CA',
  'de-CH',
] as const;
export type ErrorShellLocale = (typeof ERROR_SHELL_LOCALES)[number];

import { DEFAULT_LOCALE, closestSupportedLocale } from './locales';
import { ERROR_SHELL_ENGLISH, type ErrorShellTexts } from './error-shell-english';

export type { ErrorShellTexts };

export const UNEXPECTED_ERROR = 'UNEXPECTED ERROR';

type Tables = Readonly<Record<string, Partial<ErrorShellTexts>>>;

/** Regional English reads as English; only what a region words differently is written. */
const TEXTS: Tables = {
  en: ERROR_SHELL_ENGLISH,
  'en-AU': {},
  'en-CA': {},
  'en-NZ': {},
  de: {
    title: 'Etwas ist schiefgelaufen',
    description: 'Schau in Kürze wieder vorbei',
    home: 'Zur Sport-Startseite',
    retry: 'Erneut versuchen',
  },
  'de-CH': {
    description: 'Schau in Kürze nochmals vorbei',
    retry: 'Nochmals versuchen',
  },
  'fr-CA': {
    title: 'Une erreur est survenue',
    description: 'Revenez un peu plus tard',
    home: 'Aller à l’accueil des sports',
    retry: 'Réessayer',
  },
};

const languageOf = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? '';

/** The shell locale a locale names exactly (any case), or that shares its language. */
function closestShellLocale(locale: string): ErrorShellLocale | null {
  const wanted = locale.toLowerCase();
  return (
    ERROR_SHELL_LOCALES.find((l) => l.toLowerCase() === wanted) ??
    ERROR_SHELL_LOCALES.find((l) => l.toLowerCase() === languageOf(wanted)) ??
    ERROR_SHELL_LOCALES.find((l) => languageOf(l) === languageOf(wanted)) ??
    null
  );
}

/**
 * The shell locale for a page: a browser language that is a regional shell locale of the
 * page's language (en-AU on an English page), else the shell locale closest to the page's
 * locale (fr → fr-CA, pt-BR → en), else English.
 */
export function errorShellLocale(
  pageLocale: string,
  browserLanguages: readonly string[] = [],
): ErrorShellLocale {
  const regional = browserLanguages
    .filter((language) => languageOf(language) === languageOf(pageLocale))
    .map((language) => ERROR_SHELL_LOCALES.find((l) => l.toLowerCase() === language.toLowerCase()))
    .find((locale) => locale !== undefined);
  return regional ?? closestShellLocale(pageLocale) ?? 'en';
}

/** Each text from the locale, then its language, then English, then "UNEXPECTED ERROR". */
export function errorShellTexts(locale: string, tables: Tables = TEXTS): ErrorShellTexts {
  const chain = [tables[locale], tables[languageOf(locale)], tables.en];
  const text = (key: keyof ErrorShellTexts) =>
    chain.map((table) => table?.[key]).find((value) => value !== undefined) ?? UNEXPECTED_ERROR;
  return {
    title: text('title'),
    description: text('description'),
    home: text('home'),
    retry: text('retry'),
  };
}

/** The shell's locale and texts for a page address (`/sports/de/live` → de) and the browser. */
export function errorShellFor(pathname: string, browserLanguages: readonly string[]) {
  const segment = pathname.split('/')[2] ?? '';
  const pageLocale = (segment && closestSupportedLocale(segment)) || DEFAULT_LOCALE;
  const locale = errorShellLocale(pageLocale, browserLanguages);
  return { locale, texts: errorShellTexts(locale) };
}
