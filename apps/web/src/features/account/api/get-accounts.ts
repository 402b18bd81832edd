import { API_BASES, platformEndpoints } from '@sportsbook/contract';
import type { EndpointResult } from '../../../lib/api/api-client';
import { accountFetch } from './account-fetch';

const endpoint = platformEndpoints.getAccounts;
export type PlayerAccount = EndpointResult<typeof endpoint>['accounts'][number];

/** GET /player/accounts: every account of the player with its balance in minor units. */
export const getAccounts = (locale: string) =>
  accountFetch(API_BASES.platform, endpoint, { query: { compatibility: true } }, locale);
