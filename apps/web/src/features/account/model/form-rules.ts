// Client-side checks of the sign-in and sign-up forms (spec section 5). They return message
// keys under `account.validation`; the server checks again and its answer wins.

export type ValidationKey =
  | 'required'
  | 'email'
  | 'login'
  | 'password-min'
  | 'password-max'
  | 'password-common'
  | 'password-login'
  | 'terms'
  | 'password-match'
  | 'code'
  | 'phone';
export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export const PASSWORD_MIN_LENGTH = 8;
/** The server's cap (the contract's password schema); a passphrase up to it is welcome. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The message for each reason the server gives for refusing a new password (issue codes on
 * `password`). The common-password list stays on the server: it is too big to ship.
 */
export const PASSWORD_ISSUES: Readonly<Record<string, ValidationKey>> = {
  too_small: 'password-min',
  too_big: 'password-max',
  password_too_common: 'password-common',
  password_equals_login: 'password-login',
};

/** The length rules and "not your own login" of a new password, as the server applies them. */
function checkPasswordRules(password: string, logins: readonly string[]): ValidationKey | null {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'password-min';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password-max';
  const folded = password.trim().toLowerCase();
  if (logins.some((login) => login.trim() !== '' && login.trim().toLowerCase() === folded)) {
    return 'password-login';
  }
  return null;
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{6,14}$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());
export const isPhone = (value: string) => PHONE.test(value.replace(/[\s()-]/g, ''));

export function checkSignIn(form: {
  login: string;
  password: string;
}): FieldErrors<'login' | 'password'> {
  const errors: FieldErrors<'login' | 'password'> = {};
  const login = form.login.trim();
  if (login === '') errors.login = 'required';
  else if (!isEmail(login) && !isPhone(login)) errors.login = 'login';
  if (form.password === '') errors.password = 'required';
  return errors;
}

export function checkSignUp(form: {
  /** Sign up by e-mail (default) or by phone. */
  method?: 'email' | 'phone';
  email: string;
  phone?: string;
  password: string;
  terms: boolean;
}): FieldErrors<'email' | 'phone' | 'password' | 'terms'> {
  const errors: FieldErrors<'email' | 'phone' | 'password' | 'terms'> = {};
  if (form.method === 'phone') {
    const phone = form.phone ?? '';
    if (phone.trim() === '') errors.phone = 'required';
    else if (!isPhone(phone)) errors.phone = 'phone';
  } else if (form.email.trim() === '') errors.email = 'required';
  else if (!isEmail(form.email)) errors.email = 'email';
  const password = checkPasswordRules(
    form.password,
    form.method === 'phone' ? [form.phone ?? ''] : [form.email],
  );
  if (password) errors.password = password;
  if (!form.terms) errors.terms = 'terms';
  return errors;
}

/** The e-mail of a "send me instructions" form. */
export function checkEmail(form: { email: string }): FieldErrors<'email'> {
  if (form.email.trim() === '') return { email: 'required' };
  return isEmail(form.email) ? {} : { email: 'email' };
}

/** A new password and its repetition (reset password). */
export function checkNewPassword(form: {
  password: string;
  confirmation: string;
}): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  const password = checkPasswordRules(form.password, []);
  if (password) errors.password = password;
  if (form.confirmation === '') errors.confirmation = 'required';
  else if (form.confirmation !== form.password) errors.confirmation = 'password-match';
  return errors;
}

/** An international phone number (`+`, country code, 7 to 15 digits; spaces allowed). */
export function checkPhone(form: { phone: string }): FieldErrors<'phone'> {
  if (form.phone.trim() === '') return { phone: 'required' };
  return isPhone(form.phone) ? {} : { phone: 'phone' };
}

/** The 6-digit SMS code. */
export function checkCode(form: { code: string }): FieldErrors<'code'> {
  const code = form.code.replace(/\s/g, '');
  if (code === '') return { code: 'required' };
  return /^\d{6}$/.test(code) ? {} : { code: 'code' };
}

export type ServerErrorKey =
  | 'invalid_credentials'
  | 'account_locked'
  | 'rate_limited'
  | 'sign_up_failed'
  | 'csrf_failed'
  | 'validation_failed'
  | 'token_invalid'
  | 'token_expired'
  | 'account_restricted'
  | 'default';

const KNOWN = new Set<string>([
  'invalid_credentials',
  'account_locked',
  'rate_limited',
  'sign_up_failed',
  'csrf_failed',
  'validation_failed',
  'token_invalid',
  'token_expired',
  // A time-out, self-exclusion or panic lock the player chose (decision 0023).
  'account_restricted',
]);

/** The `account.errors` key for an API error code. */
export function serverErrorKey(code: string | undefined): ServerErrorKey {
  return code !== undefined && KNOWN.has(code) ? (code as ServerErrorKey) : 'default';
}
