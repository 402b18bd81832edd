import 'server-only';
import { cookies, headers } from 'next/headers';
import { CONSENT_COOKIE, shouldAskConsent } from './consent';

/** Whether this request's page should carry the cookie banner (a frame is told apart in the browser). */
export async function consentAskedOnServer(): Promise<boolean> {
  const [jar, incoming] = await Promise.all([cookies(), headers()]);
  return shouldAskConsent({
    consent: jar.get(CONSENT_COOKIE)?.value,
    inFrame: false,
    userAgent: incoming.get('user-agent') ?? '',
  });
}
