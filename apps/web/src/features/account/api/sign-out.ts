import { API_BASES, platformEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** DELETE /users/sign_out: ends the session and clears its cookies. */
export const signOut = (locale: string) =>
  accountFetch(API_BASES.platform, platformEndpoints.signOut, {}, locale);
