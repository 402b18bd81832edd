// Money, dates and numbers of the bonus views in the page's locale.
import { dateTimeFormat, formatMoney, minorUnits, numberFormat } from '@sportsbook/domain';

export interface CurrencyUnit {
  code: string;
  subunits: number;
  fiat?: boolean;
}

/** The unit of a currency code from the settings the auth store holds (2 decimals if unknown). */
export function unitOf(
  code: string,
  currencies: readonly { code: string; subunits: number; fiat?: boolean }[],
): CurrencyUnit {
  return currencies.find((currency) => currency.code === code) ?? { code, subunits: 2 };
}

/** Minor units as the currency's main unit (€12.50). */
export function formatAmount(amount: number, unit: CurrencyUnit, locale: string): string {
  return formatMoney(
    minorUnits(amount),
    { code: unit.code, subunits: unit.subunits, fiat: unit.fiat ?? true, subcurrencies: [] },
    { locale, unit: 'main' },
  );
}

export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: Math.max(fractionDigits, 2),
  }).format(value);
}
