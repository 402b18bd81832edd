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

/**
 * The JSON body of a single on the first prematch match with an open main market, staking
 * `stake` minor units of EUR.
 */
export async function prematchSingleBody(json, { stake, deviceId }) {
  const { data: list } = await json('/api/sportsbook/matches?type=match&match_status=0&limit=50');
  const match = list.find((m) => m.main_market?.status === 1 && m.main_market.outcomes[0]?.active);
  if (!match) throw new Error('no prematch match with an open main market');
  const market = match.main_market;
  const outcome = market.outcomes[0];
  return JSON.stringify({
    meta: { device_id: deviceId, quick: false, type: 'single' },
    bets: [
      {
        stake: { value: stake, currency: 'EUR' },
        selections: [
          {
            match_id: match.id,
            market_id: market.id,
            specifier: market.specifier,
            outcome_id: outcome.id,
            odds: outcome.odds,
          },
        ],
      },
    ],
  });
}
