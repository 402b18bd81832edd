import { API_BASES, platformEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** POST /player/accounts: makes the account of `currency` the active one (opens it if needed). */
export const changeCurrency = (currency: string, locale: string) =>
  accountFetch(
    API_BASES.platform,
    platformEndpoints.changeCurrency,
    { body: { currency } },
    locale,
  );
