import { describe, expect, it } from 'vitest';
import { STAG_MAX_AGE_S, captureTracking, cookieDomainFor, isDeviceId } from './tracking-params';

describe('tracking parameters of a landing URL', () => {
  it('keeps the affiliate tag for 30 days and removes it from the URL', () => {
    expect(captureTracking('?stag=aff_1&modal=signUp')).toEqual({
      cookies: [{ name: 'stag', value: 'aff_1', maxAge: STAG_MAX_AGE_S }],
      search: '?modal=signUp',
    });
    expect(STAG_MAX_AGE_S).toBe(30 * 24 * 3600);
  });

  it('keeps the other tags for the browser session', () => {
    const captured = captureTracking('?gclid=g1&ctag=c&btag=b&qtag=q&view=all');
    expect(captured?.search).toBe('?view=all');
    expect(captured?.cookies).toEqual([
      { name: 'ctag', value: 'c', maxAge: undefined },
      { name: 'btag', value: 'b', maxAge: undefined },
      { name: 'qtag', value: 'q', maxAge: undefined },
      { name: 'gclid', value: 'g1', maxAge: undefined },
    ]);
  });

  it('leaves a URL without tracking parameters alone', () => {
    expect(captureTracking('?view=all&modal=signIn')).toBeNull();
    expect(captureTracking('')).toBeNull();
  });

  it('removes an empty tag without setting a cookie, and cuts very long values', () => {
    expect(captureTracking('?stag=')).toEqual({ cookies: [], search: '' });
    expect(captureTracking(`?stag=${'x'.repeat(500)}`)?.cookies[0]?.value).toHaveLength(200);
  });
});

describe('cookie domain', () => {
  it('shares cookies with the parent domain only from a host inside it', () => {
    expect(cookieDomainFor('sports.example.com', 'example.com')).toBe('example.com');
    expect(cookieDomainFor('example.com:443', '.example.com')).toBe('example.com');
    expect(cookieDomainFor('localhost:3000', 'example.com')).toBeUndefined();
    expect(cookieDomainFor('badexample.com', 'example.com')).toBeUndefined();
    expect(cookieDomainFor('sports.example.com', undefined)).toBeUndefined();
  });
});

describe('device id', () => {
  it('keeps an id this site issued and replaces anything else', () => {
    expect(isDeviceId('0b8e4c1e-6a8f-4c1a-9d0e-2f3b4c5d6e7f')).toBe(true);
    expect(isDeviceId('<script>')).toBe(false);
    expect(isDeviceId(undefined)).toBe(false);
  });
});
