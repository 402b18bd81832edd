import { describe, expect, it } from 'vitest';
import { signInRequest, signUpRequest } from './auth';
import { PLATFORM_MEDIA_TYPE, PLATFORM_MEDIA_TYPE_PATTERN } from './header-names';
import { getAccountsQuery } from './player';
import { updateSettingsRequest } from './settings';

const base = { password: 'long-enough', currency: 'EUR', terms_accepted: true };

describe('platform schemas', () => {
  it('signs up by e-mail (lower-cased) or by phone (separators dropped), not both', () => {
    expect(signUpRequest.parse({ ...base, email: ' A@B.Test ' }).email).toBe('a@b.test');
    expect(signUpRequest.parse({ ...base, phone: '+49 (151) 234-567' }).phone).toBe('+49151234567');
    const both = signUpRequest.safeParse({ ...base, email: 'a@b.test', phone: '+49151234567' });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['email']);
    expect(signUpRequest.safeParse(base).success).toBe(false);
    expect(
      signUpRequest.safeParse({ ...base, email: 'a@b.test', terms_accepted: false }).success,
    ).toBe(false);
  });

  it('signs in by any login text', () => {
    expect(signInRequest.parse({ login: ' +49151 ', password: 'x' }).login).toBe('+49151');
    expect(signInRequest.safeParse({ login: '', password: 'x' }).success).toBe(false);
  });

  it('reads compatibility as a boolean, default true', () => {
    expect(getAccountsQuery.parse({})).toEqual({ compatibility: true });
    expect(getAccountsQuery.parse({ compatibility: 'false' })).toEqual({ compatibility: false });
  });

  it('accepts partial settings and refuses unknown keys', () => {
    expect(updateSettingsRequest.parse({ odds_type: 'american' })).toEqual({
      odds_type: 'american',
    });
    expect(updateSettingsRequest.safeParse({ video: true }).success).toBe(false);
  });

  it('recognises the versioned media type', () => {
    expect(PLATFORM_MEDIA_TYPE.match(PLATFORM_MEDIA_TYPE_PATTERN)?.[1]).toBe('1');
    expect('application/vnd.sportsbook.v2+json'.match(PLATFORM_MEDIA_TYPE_PATTERN)?.[1]).toBe('2');
  });
});
