import { API_BASES, accountFlowEndpoints } from '@sportsbook/contract';
import type { EndpointBody } from '../../../lib/api/api-client';
import { accountFetch } from './account-fetch';

const endpoint = accountFlowEndpoints.resetPassword;
export type ResetPasswordBody = EndpointBody<typeof endpoint>;

/** PUT /users/password: the new password with the e-mailed token; ends every session. */
export const resetPassword = (body: ResetPasswordBody, locale: string) =>
  accountFetch(API_BASES.platform, endpoint, { body }, locale);
