import { type Currency, type MinorUnits, formatMoney } from '@sportsbook/domain';
import { type OddsFormat, formatCombinedOdds } from '../../../lib/format/odds';

export const FALLBACK_CURRENCY: Currency = {
  code: 'EUR',
  subunits: 100,
  fiat: true,
  subcurrencies: [],
};

export function money(amount: number, currency: Currency, locale: string): string {
  return formatMoney(amount as MinorUnits, currency, { locale, unit: 'main' });
}

/** Notice values as text: amounts as money of their currency, odds limits as odds. */
export function noticeValues(
  code: string,
  values: Readonly<Record<string, string | number>>,
  currencies: Readonly<Record<string, Currency>>,
  fallback: Currency,
  locale: string,
  oddsFormat: OddsFormat,
): Record<string, string | number> {
  const currency =
    typeof values.currency === 'string' ? (currencies[values.currency] ?? fallback) : fallback;
  const out: Record<string, string | number> = { ...values };
  if (typeof values.amount === 'number') out.amount = money(values.amount, currency, locale);
  if (typeof values.minStake === 'number') out.amount = money(values.minStake, currency, locale);
  if (typeof values.limit === 'number' && code.includes('odds_limit')) {
    out.limit = formatCombinedOdds(values.limit, locale, oddsFormat);
  }
  return out;
}
