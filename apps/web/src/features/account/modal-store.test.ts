import { describe, expect, it } from 'vitest';
import { modalFromUrl, urlWithoutModal } from './modal-store';

describe('account modals in the URL', () => {
  it('reads the hash first, then the modal parameter', () => {
    expect(modalFromUrl({ hash: '#signUp', search: '?modal=signIn' })).toBe('signUp');
    expect(modalFromUrl({ hash: '', search: '?a=1&modal=signIn' })).toBe('signIn');
    expect(modalFromUrl({ hash: '#markets', search: '?modal=wallet' })).toBeNull();
    expect(modalFromUrl({ hash: '', search: '?modal=deposit' })).toBe('deposit');
  });

  it('removes only the modal hash and parameter', () => {
    expect(
      urlWithoutModal({ pathname: '/sports/live', search: '?a=1&modal=signIn', hash: '' }),
    ).toBe('/sports/live?a=1');
    expect(urlWithoutModal({ pathname: '/sports', search: '', hash: '#signIn' })).toBe('/sports');
    expect(urlWithoutModal({ pathname: '/sports', search: '', hash: '#top' })).toBe('/sports#top');
  });
});
