import { AUTH_ERROR_CODES, ERROR_CODES } from '@sportsbook/contract';
import { HttpError, badInput } from '../http/http-errors';

export const unauthorized = () =>
  new HttpError(401, { code: ERROR_CODES.unauthorized, message: 'Sign in to continue' });

/** Same answer for an unknown login and a wrong password. */
export const invalidCredentials = () =>
  new HttpError(401, {
    code: AUTH_ERROR_CODES.invalidCredentials,
    message: 'The login or the password is wrong',
  });

/** 401 like every refused sign-in (spec section 8 knows no 423); the unlock flow comes later. */
export const accountLocked = () =>
  new HttpError(401, {
    code: AUTH_ERROR_CODES.accountLocked,
    message: 'The account is locked after too many wrong passwords',
  });

export const signUpFailed = () =>
  new HttpError(422, {
    code: AUTH_ERROR_CODES.signUpFailed,
    message: 'Sign-up failed; if you already have an account, sign in or reset your password',
  });

export const csrfFailed = () =>
  new HttpError(403, {
    code: AUTH_ERROR_CODES.csrfFailed,
    message: 'Missing or wrong X-CSRF-Token header',
  });

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(429, { code: ERROR_CODES.rateLimited, message: 'Too many failed attempts; try later' });
  }
}

export const unknownCurrency = () =>
  badInput('currency', 'The currency is not offered', AUTH_ERROR_CODES.unknownCurrency);
