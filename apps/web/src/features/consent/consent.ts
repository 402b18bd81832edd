// The cookie consent (spec sections 2 and 9): a `consent` cookie kept 365 days, and the banner
// that asks for it only when it is missing, the page is not inside a frame (the host page asks
// there) and no performance audit is running (Lighthouse would measure the banner).

export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE_S = 365 * 86_400;
export type Consent = 'all' | 'necessary';

export function shouldAskConsent(page: {
  consent: string | undefined;
  inFrame: boolean;
  userAgent: string;
}): boolean {
  if (page.consent === 'all' || page.consent === 'necessary') return false;
  if (page.inFrame) return false;
  return !/Chrome-Lighthouse|Speed Insights/i.test(page.userAgent);
}

/** The Set-Cookie text of a choice (first-party, sent to the API too). */
export function consentCookie(choice: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
