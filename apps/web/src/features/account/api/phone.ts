import { API_BASES, phoneEndpoints } from '@sportsbook/contract';
import type { EndpointResult } from '../../../lib/api/api-client';
import { accountFetch } from './account-fetch';

export type PhoneVerification = EndpointResult<typeof phoneEndpoints.verifyPhone>;

/** GET /player/phone: the player's phones (the first counts); empty without a number. */
export const getPhone = (locale: string) =>
  accountFetch(API_BASES.platform, phoneEndpoints.getPhone, {}, locale);

/** POST /player/phone/verification: sends a code by SMS (resend timeout and SMS limit apply). */
export const sendPhoneCode = (phoneNumber: string | undefined, locale: string) =>
  accountFetch(
    API_BASES.platform,
    phoneEndpoints.sendPhoneCode,
    { body: phoneNumber === undefined ? {} : { phone_number: phoneNumber } },
    locale,
  );

/** POST /player/phone/verify: verifies the phone with the 6-digit code. */
export const verifyPhone = (code: string, locale: string) =>
  accountFetch(API_BASES.platform, phoneEndpoints.verifyPhone, { body: { code } }, locale);
