import { describe, expect, it } from 'vitest';
import { displayName, isLoggedInProfile } from './display-name';

const empty = {
  firstName: null,
  lastName: null,
  nickname: null,
  email: null,
  authPhoneNumber: null,
  mobilePhone: null,
};

describe('displayName', () => {
  it('falls back from full name to nickname, e-mail and phone', () => {
    expect(displayName({ ...empty, firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada' })).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ ...empty, nickname: 'ada', email: 'a@b.test' })).toBe('ada');
    expect(displayName({ ...empty, nickname: ' ', email: 'a@b.test' })).toBe('a@b.test');
    expect(displayName({ ...empty, authPhoneNumber: '+4915112345678' })).toBe('+4915112345678');
  });

  it('counts a player with an e-mail or auth phone as logged in', () => {
    expect(isLoggedInProfile({ ...empty, email: 'a@b.test' })).toBe(true);
    expect(isLoggedInProfile({ ...empty, mobilePhone: '+4915112345678' })).toBe(false);
  });
});
