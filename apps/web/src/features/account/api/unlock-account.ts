import { API_BASES, accountFlowEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** GET /users/unlock: unlocks a locked account with the e-mailed token. */
export const unlockAccount = (token: string, locale: string) =>
  accountFetch(
    API_BASES.platform,
    accountFlowEndpoints.unlock,
    { query: { unlock_token: token } },
    locale,
  );
