// Client-side checks of the sign-in and sign-up forms (spec section 5). They return message
// keys under `account.validation`; the server checks again and its answer wins.

export type ValidationKey = 'required' | 'email' | 'login' | 'password-min' | 'terms';
export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export const PASSWORD_MIN_LENGTH = 8;
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
  email: string;
  password: string;
  terms: boolean;
}): FieldErrors<'email' | 'password' | 'terms'> {
  const errors: FieldErrors<'email' | 'password' | 'terms'> = {};
  if (form.email.trim() === '') errors.email = 'required';
  else if (!isEmail(form.email)) errors.email = 'email';
  if (form.password === '') errors.password = 'required';
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'password-min';
  if (!form.terms) errors.terms = 'terms';
  return errors;
}

export type ServerErrorKey =
  | 'invalid_credentials'
  | 'account_locked'
  | 'rate_limited'
  | 'sign_up_failed'
  | 'csrf_failed'
  | 'validation_failed'
  | 'default';

const KNOWN = new Set<string>([
  'invalid_credentials',
  'account_locked',
  'rate_limited',
  'sign_up_failed',
  'csrf_failed',
  'validation_failed',
]);

/** The `account.errors` key for an API error code. */
export function serverErrorKey(code: string | undefined): ServerErrorKey {
  return code !== undefined && KNOWN.has(code) ? (code as ServerErrorKey) : 'default';
}
