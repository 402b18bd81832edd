// Formatting for the protection screens: money in minor units, durations, dates.
import { dateTimeFormat, formatMoney, minorUnits } from '@sportsbook/domain';

export interface CurrencyUnit {
  code: string;
  subunits: number;
  fiat?: boolean;
}

/** Minor units as the currency's main unit (€12.50), negative amounts with a minus sign. */
export function formatMinor(amount: number, currency: CurrencyUnit, locale: string): string {
  const text = formatMoney(
    minorUnits(Math.abs(amount)),
    {
      code: currency.code,
      subunits: currency.subunits,
      fiat: currency.fiat ?? true,
      subcurrencies: [],
    },
    { locale, unit: 'main' },
  );
  return amount < 0 ? `−${text}` : text;
}

/** The currency's unit from the player's currencies, defaulting to two decimals. */
export function unitOf(
  code: string,
  currencies: readonly { code: string; subunits: number; fiat?: boolean }[],
): CurrencyUnit {
  return currencies.find((currency) => currency.code === code) ?? { code, subunits: 100 };
}

/** Parts of a duration for "1 h 05 min" style texts (whole minutes, hours may exceed 24). */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** "1 h 5 min", "25 min", "0 min" with the locale's words for hour and minute. */
export function formatDuration(seconds: number, words: { hours: string; minutes: string }): string {
  const { hours, minutes } = durationParts(seconds);
  const h = words.hours.replace('{count}', String(hours));
  const m = words.minutes.replace('{count}', String(minutes));
  return hours > 0 ? `${h} ${m}` : m;
}

/** A date and time in the page's language and the browser's zone. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
