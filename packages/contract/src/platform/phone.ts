import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const PHONE_ERROR_CODES = {
  noPhone: 'no_phone',
  resendTimeout: 'resend_timeout',
  smsLimitReached: 'sms_limit_reached',
  codeInvalid: 'code_invalid',
  codeExpired: 'code_expired',
} as const;

export const PHONE_VERIFIED_STATUSES = ['unverified', 'pending', 'verified'] as const;

/** Phone verification state (spec section 3). */
export const phoneVerificationSchema = z.object({
  phone_number: z.string(),
  /** ISO country code when known from the number's prefix, else null. */
  phone_country: z.string().nullable(),
  verified_status: z.enum(PHONE_VERIFIED_STATUSES),
  /** ISO time before which no new code is sent; null when a code can be sent now. */
  resend_timeout_until: z.string().nullable(),
  sms_limit_reached: z.boolean(),
});
export type PhoneVerification = z.infer<typeof phoneVerificationSchema>;
/** The player's phones (the client uses the first); empty without a phone number. */
export const playerPhonesResponse = z.object({ phones: z.array(phoneVerificationSchema) });
export type PlayerPhonesResponse = z.infer<typeof playerPhonesResponse>;

/** `phone_number` is optional when the player signed up by phone (the auth phone number). */
export const sendPhoneCodeRequest = z.object({
  phone_number: z
    .string()
    .transform((phone) => phone.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an international phone number'))
    .optional(),
});
export const verifyPhoneRequest = z.object({
  code: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
});

export const phoneEndpoints = {
  getPhone: defineEndpoint({
    method: 'GET',
    path: '/player/phone',
    summary: 'Phone verification state of the signed-in player',
    response: playerPhonesResponse,
  }),
  sendPhoneCode: defineEndpoint({
    method: 'POST',
    path: '/player/phone/verification',
    summary: 'Send a verification code by SMS (resend timeout and SMS limit apply)',
    body: sendPhoneCodeRequest,
    response: phoneVerificationSchema,
  }),
  verifyPhone: defineEndpoint({
    method: 'POST',
    path: '/player/phone/verify',
    summary: 'Verify the phone with the SMS code',
    body: verifyPhoneRequest,
    response: phoneVerificationSchema,
  }),
};
