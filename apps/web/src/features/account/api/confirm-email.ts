import { API_BASES, accountFlowEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** GET /users/confirmation: confirms the e-mail address with the e-mailed token. */
export const confirmEmail = (token: string, locale: string) =>
  accountFetch(
    API_BASES.platform,
    accountFlowEndpoints.confirm,
    { query: { confirmation_token: token } },
    locale,
  );
