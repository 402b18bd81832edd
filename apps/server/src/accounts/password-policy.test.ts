import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-errors';
import { assertPasswordAllowed, commonPasswordCount, passwordProblem } from './password-policy';

const login = { email: 'anna.schmidt@example.test', phone: null };

describe('passwordProblem', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['password1', 'qwertyuiop', 'Password123', 'ILOVEYOU1', '12345678']) {
      expect(passwordProblem(password, login), password).toBe('password_too_common');
    }
  });

  it('bundles a list of more than 10,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
  });

  it('refuses the e-mail or phone of the account, in any case', () => {
    expect(passwordProblem('Anna.Schmidt@Example.TEST', login)).toBe('password_equals_login');
    expect(passwordProblem('+4915112345678', { phone: '+4915112345678' })).toBe(
      'password_equals_login',
    );
  });

  it('accepts a long uncommon password, also one of 64 characters', () => {
    expect(passwordProblem('correct horse battery staple', login)).toBeNull();
    expect(passwordProblem('a-quite-long-passphrase-'.repeat(3).slice(0, 64), login)).toBeNull();
  });
});

describe('assertPasswordAllowed', () => {
  it('answers 400 with the rule as the issue code on the field', () => {
    let error: unknown;
    try {
      assertPasswordAllowed('password1', login);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).body).toMatchObject({
      code: 'validation_failed',
      field: 'password',
      issues: [{ field: 'password', code: 'password_too_common' }],
    });
  });
});
