import { API_BASES, settingsEndpoints } from '@sportsbook/contract';
import type { EndpointResult } from '../../../lib/api/api-client';
import { accountFetch } from './account-fetch';

const endpoint = settingsEndpoints.getSettings;
export type UserSettings = EndpointResult<typeof endpoint>;

/** GET /settings: the player's settings, with the currencies accounts can be opened in. */
export const getSettings = (locale: string) =>
  accountFetch(API_BASES.sportsbook, endpoint, {}, locale);
