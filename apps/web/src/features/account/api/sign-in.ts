import { API_BASES, platformEndpoints } from '@sportsbook/contract';
import type { EndpointBody } from '../../../lib/api/api-client';
import { accountFetch } from './account-fetch';

const endpoint = platformEndpoints.signIn;
export type SignInBody = EndpointBody<typeof endpoint>;

/** POST /users/sign_in: starts a session (sb_session and sb_csrf cookies) and returns the profile. */
export const signIn = (body: SignInBody, locale: string) =>
  accountFetch(API_BASES.platform, endpoint, { body }, locale);
