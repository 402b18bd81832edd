import { API_BASES, accountFlowEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** POST /users/unlock: sends unlock instructions (generic answer). */
export const resendUnlock = (email: string, locale: string) =>
  accountFetch(API_BASES.platform, accountFlowEndpoints.resendUnlock, { body: { email } }, locale);
