import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkEmail,
  checkNewPassword,
  checkPhone,
  checkSignIn,
  checkSignUp,
  serverErrorKey,
} from './form-rules';

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

  it('allows a passphrase up to 128 characters and refuses the own login as password', () => {
    const base = { email: 'anna@example.test', terms: true } as const;
    expect(checkSignUp({ ...base, password: 'p'.repeat(128) })).toEqual({});
    expect(checkSignUp({ ...base, password: 'p'.repeat(129) })).toEqual({
      password: 'password-max',
    });
    expect(checkSignUp({ ...base, password: 'ANNA@example.test' })).toEqual({
      password: 'password-login',
    });
    expect(
      checkSignUp({ ...base, method: 'phone', phone: '+447700900123', password: '+447700900123' }),
    ).toEqual({ password: 'password-login' });
  });

  it('asks for an international phone number instead when signing up by phone', () => {
    const base = { email: '', password: 'long-enough', terms: true } as const;
    expect(checkSignUp({ ...base, method: 'phone', phone: '+44 7700 900123' })).toEqual({});
    expect(checkSignUp({ ...base, method: 'phone', phone: '07700 900123' })).toEqual({
      phone: 'phone',
    });
    expect(checkSignUp({ ...base, method: 'phone', phone: ' ' })).toEqual({ phone: 'required' });
    expect(checkSignUp({ ...base, method: 'email' })).toEqual({ email: 'required' });
  });

  it('asks for the same new password twice when resetting it', () => {
    expect(checkNewPassword({ password: 'long-enough', confirmation: 'long-enough' })).toEqual({});
    expect(checkNewPassword({ password: 'long-enough', confirmation: 'long-enoug' })).toEqual({
      confirmation: 'password-match',
    });
    expect(checkNewPassword({ password: 'short', confirmation: '' })).toEqual({
      password: 'password-min',
      confirmation: 'required',
    });
  });

  it('checks the e-mail, phone and SMS code of the account dialogs', () => {
    expect(checkEmail({ email: ' a@b.test ' })).toEqual({});
    expect(checkEmail({ email: 'a@b' })).toEqual({ email: 'email' });
    expect(checkPhone({ phone: '+49 151 2345678' })).toEqual({});
    expect(checkPhone({ phone: '0151 2345678' })).toEqual({ phone: 'phone' });
    expect(checkCode({ code: '123 456' })).toEqual({});
    expect(checkCode({ code: '12345' })).toEqual({ code: 'code' });
  });

  it('maps unknown server codes to the default message', () => {
    expect(serverErrorKey('account_locked')).toBe('account_locked');
    expect(serverErrorKey('token_expired')).toBe('token_expired');
    expect(serverErrorKey('teapot')).toBe('default');
  });
});
