import { formatMoney, minorUnits } from '@sportsbook/domain';

/** An account balance for the header: the currency's own decimals, by symbol (€1,000.00). */
export function formatBalance(
  amount: number,
  currency: { code: string; subunits: number; fiat?: boolean },
  locale: string,
): string {
  return formatMoney(
    minorUnits(amount),
    {
      code: currency.code,
      subunits: currency.subunits,
      fiat: currency.fiat ?? true,
      subcurrencies: [],
    },
    { locale, unit: 'main' },
  );
}
