import { CSRF_COOKIE as CONTRACT_CSRF_COOKIE } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, readCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie and decodes it', () => {
    expect(readCookie('a=1; sb_csrf=x%3Dy; b=2', 'sb_csrf')).toBe('x=y');
    expect(readCookie('a=1', 'sb_csrf')).toBeUndefined();
  });

  it('uses the contract cookie name', () => {
    expect(CSRF_COOKIE).toBe(CONTRACT_CSRF_COOKIE);
  });
});
