import { describe, expect, it } from 'vitest';
import { resetPasswordRequest } from './flows';
import { depositRequest } from './payments';
import { sendPhoneCodeRequest, verifyPhoneRequest } from './phone';

describe('account flow, payment and phone schemas', () => {
  it('refuses a password confirmation that does not match, naming the field', () => {
    const result = resetPasswordRequest.safeParse({
      reset_password_token: 'token',
      password: 'new-password-1',
      password_confirmation: 'other-password-1',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password_confirmation']);
  });

  it('takes deposits in positive whole minor units only', () => {
    expect(depositRequest.safeParse({ amount: 2500, currency: 'EUR' }).success).toBe(true);
    for (const amount of [0, -1, 1.5]) {
      expect(depositRequest.safeParse({ amount, currency: 'EUR' }).success).toBe(false);
    }
  });

  it('normalises phone numbers and takes 6-digit codes', () => {
    expect(sendPhoneCodeRequest.parse({ phone_number: '+49 151 1234-5678' })).toEqual({
      phone_number: '+4915112345678',
    });
    expect(verifyPhoneRequest.safeParse({ code: '12345' }).success).toBe(false);
  });
});
