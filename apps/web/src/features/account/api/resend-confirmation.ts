import { API_BASES, accountFlowEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** POST /users/confirmation: sends the confirmation link again (generic answer). */
export const resendConfirmation = (email: string, locale: string) =>
  accountFetch(
    API_BASES.platform,
    accountFlowEndpoints.resendConfirmation,
    { body: { email } },
    locale,
  );
