import { API_BASES, platformEndpoints } from '@sportsbook/contract';
import type { EndpointResult } from '../../../lib/api/api-client';
import { accountFetch } from './account-fetch';

const endpoint = platformEndpoints.getPlayer;
export type PlayerProfile = EndpointResult<typeof endpoint>;

/** GET /player: the signed-in player's profile (401 for visitors). */
export const getPlayer = (locale: string) => accountFetch(API_BASES.platform, endpoint, {}, locale);
