// The API as the betting benchmarks use it: JSON calls against one server, and a fresh player
// with money who accepts any price change.
import { randomUUID } from 'node:crypto';

/** A JSON caller for the API at `origin`; a non-2xx answer throws with its body. */
export function apiClient(origin) {
  return async function json(path, init = {}) {
    const res = await fetch(`${origin}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
}

/**
 * Signs up a new EUR player, deposits `deposit` minor units by quick deposit and sets odds
 * changes to be accepted; answers the authorization header of the session.
 */
export async function fundedPlayer(json, { prefix, deposit }) {
  const { token } = await json('/api/platform/users/sign_up', {
    method: 'POST',
    body: JSON.stringify({
      email: `${prefix}-${randomUUID()}@example.test`,
      password: `${prefix}-password-1`,
      currency: 'EUR',
      terms_accepted: true,
    }),
  });
  const auth = { authorization: `Bearer ${token}` };
  await json('/api/platform/payments/quick_deposit', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ amount: deposit, currency: 'EUR' }),
  });
  await json('/api/sportsbook/settings', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ auto_accept_odds_change: 'any' }),
  });
  return auth;
}
