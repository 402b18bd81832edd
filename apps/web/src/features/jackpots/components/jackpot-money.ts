import { type MinorUnits, formatMoney } from '@sportsbook/domain';

/** A jackpot amount in the page's locale: whole units for the big pools, cents for a hit. */
export function jackpotMoney(
  amount: number,
  currency: string,
  locale: string,
  { cents = false }: { cents?: boolean } = {},
): string {
  const text = formatMoney(
    amount as MinorUnits,
    { code: currency, subunits: 100, fiat: true, subcurrencies: [] },
    { locale, unit: 'main' },
  );
  // A pool ticks up by cents every few seconds; whole units read calmer at a glance.
  return cents ? text : text.replace(/[.,]\d{2}(?=\D*$)/, '');
}
