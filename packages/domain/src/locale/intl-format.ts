/**
 * The one home of locale conventions for dates and numbers (spec section 9): every `Intl`
 * formatter of the web app and the server asks here for its locale tag and options, so a
 * locale's rules are written once.
 *
 * - Arabic writes digits in the Arabic-Indic numbering system (`arab`: ١٢٣), in every region;
 * - Serbian writes dates with 2-digit fields (25.11.26.), month names included;
 * - currency shows up to 10 fraction digits, a percentage none.
 */

/** Most fraction digits a currency amount shows (spec section 9). */
export const MAX_INTL_CURRENCY_FRACTION_DIGITS = 10;

const languageOf = (locale: string) => locale.split(/[-_]/)[0]?.toLowerCase() ?? '';

/** Numbering systems by language, where the locale's default is not the spec's choice. */
const NUMBERING_SYSTEMS: Readonly<Record<string, string>> = { ar: 'arab' };

/** Languages whose dates use 2-digit fields. */
const TWO_DIGIT_DATE_LANGUAGES = new Set(['sr']);

/**
 * The tag to hand `Intl` for a site locale: `ar` → `ar-u-nu-arab`. A tag that already names a
 * numbering system keeps it; an unknown tag passes through (Intl falls back on its own).
 */
export function intlLocale(locale: string): string {
  const numbering = NUMBERING_SYSTEMS[languageOf(locale)];
  if (!numbering || /-u-(?:.*-)?nu-/i.test(locale)) return locale;
  return locale.includes('-u-') ? `${locale}-nu-${numbering}` : `${locale}-u-nu-${numbering}`;
}

/**
 * Date options in the locale's convention: in Serbian, the day, month and year fields become
 * 2-digit (`{ day: 'numeric', month: 'short' }` → `{ day: '2-digit', month: '2-digit' }`) and
 * a date style becomes its 2-digit fields. Other locales keep the options as they are.
 */
export function localeDateOptions(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatOptions {
  if (!TWO_DIGIT_DATE_LANGUAGES.has(languageOf(locale))) return options;
  const { dateStyle, ...rest } = options;
  const fields: Intl.DateTimeFormatOptions = dateStyle
    ? { day: '2-digit', month: '2-digit', year: '2-digit' }
    : {};
  if (rest.day) fields.day = '2-digit';
  if (rest.month) fields.month = '2-digit';
  if (rest.year) fields.year = '2-digit';
  return { ...rest, ...fields };
}

/** An `Intl.DateTimeFormat` in the locale's conventions. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(locale), localeDateOptions(locale, options));
}

/** An `Intl.NumberFormat` in the locale's conventions. */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(locale), options);
}

/** A share (0.25) as a whole percentage in the locale: "25 %", "25%", "٢٥٪". */
export function formatPercent(share: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** An `Intl.RelativeTimeFormat` in the locale's conventions. */
export function relativeTimeFormat(
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return new Intl.RelativeTimeFormat(intlLocale(locale), options);
}
