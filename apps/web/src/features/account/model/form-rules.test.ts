import { describe, expect, it } from 'vitest';
import { checkSignIn, checkSignUp, serverErrorKey } from './form-rules';

describe('form rules', () => {
  it('accepts an e-mail or an international phone to sign in', () => {
    expect(checkSignIn({ login: 'a@b.test', password: 'x' })).toEqual({});
    expect(checkSignIn({ login: '+49 151 1234567', password: 'x' })).toEqual({});
    expect(checkSignIn({ login: 'nobody', password: '' })).toEqual({
      login: 'login',
      password: 'required',
    });
  });

  it('asks for an e-mail, 8 characters and the terms to sign up', () => {
    expect(checkSignUp({ email: 'a@b.test', password: 'long-enough', terms: true })).toEqual({});
    expect(checkSignUp({ email: 'a@', password: 'short', terms: false })).toEqual({
      email: 'email',
      password: 'password-min',
      terms: 'terms',
    });
  });

  it('maps unknown server codes to the default message', () => {
    expect(serverErrorKey('account_locked')).toBe('account_locked');
    expect(serverErrorKey('teapot')).toBe('default');
  });
});
