import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, type Locale, isLocale } from './locales';

/**
 * The locale of a page from its `[locale]` param (the layout has already answered 404 for an
 * unknown one), registered for next-intl's server helpers.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const resolved = isLocale(locale) ? locale : DEFAULT_LOCALE;
  setRequestLocale(resolved);
  return resolved;
}
