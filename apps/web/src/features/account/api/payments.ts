import { API_BASES, paymentEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

export type { DepositStatus } from '@sportsbook/contract';

/** POST /payments/deposits: a pending deposit with the provider's checkout page. */
export const createDeposit = (amount: number, currency: string, locale: string) =>
  accountFetch(
    API_BASES.platform,
    paymentEndpoints.createDeposit,
    { body: { amount, currency } },
    locale,
  );

/** POST /payments/quick_deposit: decided at once (success, error or pending). */
export const quickDeposit = (amount: number, currency: string, locale: string) =>
  accountFetch(
    API_BASES.platform,
    paymentEndpoints.quickDeposit,
    { body: { amount, currency } },
    locale,
  );
