// The password rules of sign-up and of a new password (OWASP ASVS 5.0 V6.2): 8 to 128
// characters (checked by the contract's schemas, `too_small` / `too_big`), not one of the most
// common passwords, and not the account's own e-mail or phone. No composition rules: length
// and the block list do more for strength than forced digits or symbols.
import { AUTH_ERROR_CODES } from '@sportsbook/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badInput } from '../http/http-errors';

/** Same lower bound as the contract's password schema. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The common-password list of zxcvbn-ts (MIT; about 49,000 entries from leaked-password
 * corpora, lower case), bundled with the server through npm. Entries shorter than the minimum
 * length could never pass anyway and are left out of the set.
 */
let commonPasswords: Set<string> | undefined;
function common(): Set<string> {
  commonPasswords ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= MIN_PASSWORD_LENGTH),
  );
  return commonPasswords;
}

export type PasswordProblem =
  typeof AUTH_ERROR_CODES.passwordTooCommon | typeof AUTH_ERROR_CODES.passwordEqualsLogin;

/** The first rule a new password breaks, or null. Case never makes a password acceptable. */
export function passwordProblem(
  password: string,
  login: { email?: string | null; phone?: string | null },
): PasswordProblem | null {
  const folded = password.trim().toLowerCase();
  const logins = [login.email, login.phone].filter((value): value is string => Boolean(value));
  if (logins.some((value) => value.trim().toLowerCase() === folded)) {
    return AUTH_ERROR_CODES.passwordEqualsLogin;
  }
  if (common().has(folded)) return AUTH_ERROR_CODES.passwordTooCommon;
  return null;
}

const MESSAGES: Record<PasswordProblem, string> = {
  password_too_common: 'is one of the most common passwords; choose another one',
  password_equals_login: 'must not be your e-mail address or phone number',
};

/** 400 `validation_failed` on `field` with the rule's issue code when the password breaks one. */
export function assertPasswordAllowed(
  password: string,
  login: { email?: string | null; phone?: string | null },
  field = 'password',
): void {
  const problem = passwordProblem(password, login);
  if (problem) throw badInput(field, MESSAGES[problem], problem);
}

/** How many common passwords the policy refuses (for tests and the decision record). */
export const commonPasswordCount = () => common().size;
