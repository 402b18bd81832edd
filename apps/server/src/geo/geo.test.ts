import { describe, expect, it } from 'vitest';
import { guardedPart } from './geo';

describe('guardedPart', () => {
  it.each([
    ['POST', '/api/platform/users/sign_in', 'auth'],
    ['POST', '/api/platform/users/sign_up?x=1', 'auth'],
    ['POST', '/api/platform/payments/deposits', 'deposit'],
    ['POST', '/api/platform/payments/quick_deposit/', 'deposit'],
    ['POST', '/api/sportsbook/v3/bets', 'betting'],
    ['POST', '/api/sportsbook/v3/bets/cashout', 'betting'],
    ['DELETE', '/api/sportsbook/v3/bets/auto-cashout', 'betting'],
  ])('%s %s belongs to %s', (method, url, part) => {
    expect(guardedPart(method, url)).toBe(part);
  });

  it.each([
    ['GET', '/api/sportsbook/v3/bets'],
    ['GET', '/api/platform/geo'],
    ['POST', '/api/sportsbook/v3/betslip'],
    ['POST', '/api/platform/payments/demo/checkout'],
    ['POST', '/api/platform/users/password'],
  ])('leaves %s %s open', (method, url) => {
    expect(guardedPart(method, url)).toBeNull();
  });
});
