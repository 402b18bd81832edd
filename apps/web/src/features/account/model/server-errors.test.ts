import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api/api-client';
import { PASSWORD_ISSUES } from './form-rules';
import { serverErrors } from './server-errors';

const map = { email: ['email', 'email'], terms_accepted: ['terms', 'terms'] } as const;

describe('serverErrors', () => {
  it('puts validation issues next to their field', () => {
    const error = new ApiRequestError(400, 'validation_failed', 'bad', undefined, [
      { field: 'terms_accepted', code: 'invalid', message: 'must be accepted' },
    ]);
    expect(serverErrors(error, map)).toEqual({ form: null, fields: { terms: 'terms' } });
  });

  it('says why the server refused a password', () => {
    const passwordMap = { password: ['password', 'password-min', PASSWORD_ISSUES] } as const;
    const refused = (code: string) =>
      serverErrors(
        new ApiRequestError(400, 'validation_failed', 'bad', 'password', [
          { field: 'password', code, message: 'refused' },
        ]),
        passwordMap,
      ).fields.password;
    expect(refused('password_too_common')).toBe('password-common');
    expect(refused('password_equals_login')).toBe('password-login');
    expect(refused('too_big')).toBe('password-max');
    expect(refused('something_new')).toBe('password-min');
  });

  it('maps known codes to a form message and anything else to the default', () => {
    expect(serverErrors(new ApiRequestError(423, 'account_locked', 'x'), map).form).toBe(
      'account_locked',
    );
    expect(serverErrors(new Error('offline'), map).form).toBe('default');
  });
});
