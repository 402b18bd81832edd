import { API_BASES, accountFlowEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** POST /users/password: sends reset-password instructions (the same answer whether the e-mail exists). */
export const requestPasswordReset = (email: string, locale: string) =>
  accountFetch(
    API_BASES.platform,
    accountFlowEndpoints.requestPasswordReset,
    { body: { email } },
    locale,
  );
