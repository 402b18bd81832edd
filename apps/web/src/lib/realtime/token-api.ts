// The browser's realtime token calls (spec section 7): same-origin through the Next.js rewrite,
// so the session cookie is first-party; `X-CSRF-Token` from the readable `sb_csrf` cookie, as
// on every cookie-authenticated write. 401/403 become `RealtimeUnauthorized`. The answers are
// checked in the contract worker (decision 0066), so starting the realtime client builds no
// schemas on the page.
import { ApiRequestError } from '../api/api-error';
import { callChecked } from '../contract-worker/client';
import { type ConnectionToken, RealtimeUnauthorized } from './realtime-client';

function refused(error: unknown): never {
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
    throw new RealtimeUnauthorized(error.message);
  }
  throw error;
}

export async function fetchConnectionToken(locale: string): Promise<ConnectionToken> {
  try {
    const answer = await callChecked(
      'realtime',
      'getConnectionToken',
      { body: {} },
      { locale, csrf: true },
    );
    return { token: answer.token, url: answer.url };
  } catch (error) {
    refused(error);
  }
}

export async function fetchSubscriptionToken(channel: string, locale: string): Promise<string> {
  let answer;
  try {
    answer = await callChecked(
      'realtime',
      'getSubscriptionToken',
      { body: { channels: [channel] } },
      { locale, csrf: true },
    );
  } catch (error) {
    refused(error);
  }
  const entry = answer.channels.find((item) => item.channel === channel);
  if (!entry || entry.error || entry.token === '') throw new RealtimeUnauthorized('refused');
  return entry.token;
}
