// The settings calls of the settings feature: GET and POST /settings as session calls (writes
// carry the CSRF token; a 401 signs out, spec section 8).
import { API_BASES, type UpdateSettingsRequest, settingsEndpoints } from '@sportsbook/contract';
import { type EndpointResult, callEndpointAt } from '../../../lib/api/api-client';

export type PlayerSettings = EndpointResult<typeof settingsEndpoints.getSettings>;

export const getPlayerSettings = (locale: string): Promise<PlayerSettings> =>
  callEndpointAt(
    API_BASES.sportsbook,
    settingsEndpoints.getSettings,
    {},
    { origin: '', locale, session: true },
  );

export const saveSettings = (
  body: UpdateSettingsRequest,
  locale: string,
): Promise<PlayerSettings> =>
  callEndpointAt(
    API_BASES.sportsbook,
    settingsEndpoints.updateSettings,
    { body },
    { origin: '', locale, session: true },
  );
