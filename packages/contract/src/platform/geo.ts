import { z } from 'zod';
import { apiErrorSchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const GEO_ERROR_CODES = { countryBlocked: 'country_blocked' } as const;

/**
 * 403 body of a call refused from a blocked country (sign-in, sign-up, deposits, betting):
 * `country_blocked` and the country it was refused for (null when unknown).
 */
export const countryBlockedErrorSchema = apiErrorSchema.extend({
  code: z.literal(GEO_ERROR_CODES.countryBlocked),
  country: z.string().nullable(),
});
export type CountryBlockedBody = z.infer<typeof countryBlockedErrorSchema>;

/**
 * The visitor's country (ISO 3166-1 alpha-2, null when unknown) and whether the site is
 * blocked there (show the blocked page naming the country), sign-in/sign-up are refused
 * (`auth_blocked`) or deposits are refused (`deposit_blocked`).
 */
export const geoResponse = z.object({
  country: z.string().nullable(),
  blocked: z.boolean(),
  auth_blocked: z.boolean(),
  deposit_blocked: z.boolean(),
});
export type GeoResponse = z.infer<typeof geoResponse>;

export const geoEndpoints = {
  getGeo: defineEndpoint({
    method: 'GET',
    path: '/geo',
    summary: "The visitor's country and what is blocked there",
    response: geoResponse,
  }),
};
