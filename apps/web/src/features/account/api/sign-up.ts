import { API_BASES, platformEndpoints } from '@sportsbook/contract';
import type { EndpointBody } from '../../../lib/api/api-client';
import { accountFetch } from './account-fetch';

const endpoint = platformEndpoints.signUp;
export type SignUpBody = EndpointBody<typeof endpoint>;

/** POST /users/sign_up: creates the player and starts a session. */
export const signUp = (body: SignUpBody, locale: string) =>
  accountFetch(API_BASES.platform, endpoint, { body }, locale);
