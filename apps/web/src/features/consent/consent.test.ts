import { describe, expect, it } from 'vitest';
import { consentCookie, shouldAskConsent } from './consent';

const page = { consent: undefined, inFrame: false, userAgent: 'Mozilla/5.0 Chrome/156' };

describe('cookie consent', () => {
  it('asks a visitor who has not chosen yet', () => {
    expect(shouldAskConsent(page)).toBe(true);
    expect(shouldAskConsent({ ...page, consent: 'maybe' })).toBe(true);
  });

  it('does not ask again once a choice is stored', () => {
    expect(shouldAskConsent({ ...page, consent: 'all' })).toBe(false);
    expect(shouldAskConsent({ ...page, consent: 'necessary' })).toBe(false);
  });

  it('does not ask inside a frame or during a performance audit', () => {
    expect(shouldAskConsent({ ...page, inFrame: true })).toBe(false);
    expect(shouldAskConsent({ ...page, userAgent: 'Mozilla/5.0 Chrome-Lighthouse' })).toBe(false);
  });

  it('keeps the choice for 365 days', () => {
    expect(consentCookie('all', false)).toBe('consent=all; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie('necessary', true)).toMatch(/; Secure$/);
  });
});
