// The player's terms acceptance (GET /player/terms, POST /player/terms/accept), as session calls.
import { API_BASES, termsEndpoints } from '@sportsbook/contract';
import { callEndpointAt } from '../../../lib/api/api-client';

export const getTermsStatus = (locale: string) =>
  callEndpointAt(
    API_BASES.platform,
    termsEndpoints.getTermsStatus,
    {},
    {
      origin: '',
      locale,
      session: true,
    },
  );

export const acceptTerms = (version: string, locale: string) =>
  callEndpointAt(
    API_BASES.platform,
    termsEndpoints.acceptTerms,
    { body: { version } },
    {
      origin: '',
      locale,
      session: true,
    },
  );
