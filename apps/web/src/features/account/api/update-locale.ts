import { API_BASES, type PlatformLocale, platformEndpoints } from '@sportsbook/contract';
import { accountFetch } from './account-fetch';

/** PATCH /player/update_locale: the language of the player's e-mails and messages. */
export const updateLocale = (target: PlatformLocale, locale: string) =>
  accountFetch(
    API_BASES.platform,
    platformEndpoints.updateLocale,
    { body: { locale: target } },
    locale,
  );
