import { describe, expect, it } from 'vitest';
import { modalFromUrl, urlWithoutModal, urlWithoutToken } from './modal-store';

describe('account modals in the URL', () => {
  it('reads the hash first, then the modal parameter', () => {
    expect(modalFromUrl({ hash: '#signUp', search: '?modal=signIn' })).toBe('signUp');
    expect(modalFromUrl({ hash: '', search: '?a=1&modal=signIn' })).toBe('signIn');
    expect(modalFromUrl({ hash: '#markets', search: '?modal=wallet' })).toBeNull();
    expect(modalFromUrl({ hash: '', search: '?modal=deposit' })).toBe('deposit');
    expect(modalFromUrl({ hash: '#passwordNew', search: '' })).toBe('passwordNew');
  });

  it('opens the modal of an e-mailed token, except on the page that reads it', () => {
    expect(modalFromUrl({ pathname: '/sports', hash: '', search: '?unlock_token=abc' })).toBe(
      'unlock',
    );
    expect(
      modalFromUrl({ pathname: '/sports/live', hash: '', search: '?reset_password_token=abc' }),
    ).toBe('passwordEdit');
    expect(
      modalFromUrl({
        pathname: '/sports/users/password/edit',
        hash: '',
        search: '?reset_password_token=abc',
      }),
    ).toBeNull();
    expect(
      modalFromUrl({
        pathname: '/sports/de/users/confirmation',
        hash: '',
        search: '?confirmation_token=abc',
      }),
    ).toBeNull();
  });

  it('removes only the modal hash, parameter and tokens', () => {
    expect(
      urlWithoutModal({ pathname: '/sports/live', search: '?a=1&modal=signIn', hash: '' }),
    ).toBe('/sports/live?a=1');
    expect(urlWithoutModal({ pathname: '/sports', search: '', hash: '#signIn' })).toBe('/sports');
    expect(urlWithoutModal({ pathname: '/sports', search: '', hash: '#top' })).toBe('/sports#top');
    expect(urlWithoutModal({ pathname: '/sports', search: '?unlock_token=x&a=1', hash: '' })).toBe(
      '/sports?a=1',
    );
  });

  it('keeps a token-opened modal open by its hash once the token is removed', () => {
    expect(
      urlWithoutToken(
        { pathname: '/sports', search: '?unlock_token=x&a=1', hash: '' },
        'unlock_token',
      ),
    ).toBe('/sports?a=1#unlock');
    expect(
      urlWithoutToken(
        { pathname: '/sports/users/confirmation', search: '?confirmation_token=x', hash: '' },
        'confirmation_token',
      ),
    ).toBe('/sports/users/confirmation');
    expect(
      urlWithoutToken(
        { pathname: '/sports', search: '?modal=passwordEdit&reset_password_token=x', hash: '' },
        'reset_password_token',
      ),
    ).toBe('/sports?modal=passwordEdit');
  });
});
