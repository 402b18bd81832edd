import { z } from 'zod';
import { plainText } from '../common';
import { currencyCodeSchema, localeSchema } from './headers';
import { playerProfileSchema } from './player';

const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('must be an e-mail address'))
  .transform((email) => email.toLowerCase());

/** E.164 phone number: `+` and 7 to 15 digits. */
const phoneSchema = z
  .string()
  .transform((phone) => phone.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an international phone number'));

const passwordSchema = plainText(
  z.string().min(8, 'must have at least 8 characters').max(128, 'must have at most 128 characters'),
);

/**
 * Sign-up body, flat: exactly one of `email` (sign up by e-mail) or `phone` (sign up by phone;
 * the number becomes the auth phone number, verification comes later).
 */
export const signUpRequest = z
  .object({
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    password: passwordSchema,
    currency: currencyCodeSchema,
    locale: localeSchema.optional(),
    terms_accepted: z.literal(true, 'must be accepted'),
  })
  .superRefine((body, ctx) => {
    if ((body.email === undefined) === (body.phone === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'give either email or phone',
      });
    }
  });
export type SignUpRequest = z.input<typeof signUpRequest>;

/** Sign-in body: `login` is an e-mail address or an auth phone number. */
export const signInRequest = z.object({
  login: plainText(z.string().trim().min(1).max(254)),
  password: plainText(z.string().min(1).max(128)),
});
export type SignInRequest = z.input<typeof signInRequest>;

/**
 * Answer of sign-in and sign-up: the session token (also set as the httpOnly cookie; send it as
 * `Authorization: Bearer <token>` when cookies are not an option), the CSRF token (also the
 * readable `sb_csrf` cookie) and the profile.
 */
export const sessionResponse = z.object({
  token: z.string(),
  csrf_token: z.string(),
  expires_at: z.string(),
  idle_timeout_s: z.number().int(),
  user: playerProfileSchema,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const signOutResponse = z.object({ signed_out: z.literal(true) });
export const csrfResponse = z.object({ csrf_token: z.string() });
