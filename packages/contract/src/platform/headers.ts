import { z } from 'zod';

/** Error codes of the account platform (besides the common ones in `ERROR_CODES`). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  accountLocked: 'account_locked',
  signUpFailed: 'sign_up_failed',
  csrfFailed: 'csrf_failed',
  notAcceptable: 'not_acceptable',
  unknownApp: 'unknown_app',
  unknownCurrency: 'unknown_currency',
  /** Issue code on `password`: the password is on the list of the most common ones. */
  passwordTooCommon: 'password_too_common',
  /** Issue code on `password`: the password is the account's e-mail or phone (any case). */
  passwordEqualsLogin: 'password_equals_login',
} as const;

/** Wire locale codes the platform accepts (`br` is the client's alias of `pt-BR`). */
export const PLATFORM_LOCALES = ['en', 'de', 'es', 'fr', 'it', 'pt-BR', 'ar'] as const;
export const localeSchema = z.enum(PLATFORM_LOCALES);
export type PlatformLocale = z.infer<typeof localeSchema>;

/** A currency code: 3 to 5 upper-case letters (EUR, BTC, USDT). */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3,5}$/, 'must be an upper-case currency code');

/** Integer minor units (cents, satoshis) on the wire. */
export const minorUnitsSchema = z
  .number()
  .int()
  .min(Number.MIN_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER);
