import { type APIResponse, type Locator, type Page, expect } from '@playwright/test';
import { closeSlipOnPhone, openSlipOnPhone, slip } from './bet-slip';
import { isPhone } from './layout';

// Bonus and jackpot journeys' shared steps: operator calls, a price worth farming, settling a
// placed bet's legs through the dev feed, and the player's open bet as the API answers it.

// The server's development key (OPERATOR_API_KEY unset outside production).
const OPERATOR_KEY = process.env.OPERATOR_API_KEY ?? 'dev-only-operator-api-key-change-me-00000000';

/** A call to the operator API with the operator key; answers the parsed body. */
export async function operator(
  page: Page,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
): Promise<{ data: unknown }> {
  const response: APIResponse = await page.request[method](`/api/operator${path}`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { data: unknown };
}

/** A write to the sportsbook API as the signed-in player (with the session's CSRF token). */
export async function sportsbookPost(page: Page, path: string, data?: unknown): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'sb_csrf');
  expect(cookie, 'signed in (sb_csrf cookie)').toBeTruthy();
  const response = await page.request.post(`/api/sportsbook${path}`, {
    data: data ?? {},
    headers: { 'x-csrf-token': cookie!.value },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The player activates the first hunting on offer (the demo's asks for activation). */
export async function activateHunting(page: Page): Promise<void> {
  const response = await page.request.get('/api/sportsbook/bonuses/huntings?available=true');
  expect(response.status()).toBe(200);
  const [hunting] = ((await response.json()) as { data: { id: string }[] }).data;
  if (!hunting) throw new Error('no hunting on offer');
  await sportsbookPost(page, `/bonuses/${hunting.id}/activate`);
}

/**
 * A pre-match price of the n-th row of the football page at odds from `min` up to 4. A row past
 * the page's first upcoming matches is shown by the list's "Show more matches" link first.
 */
export async function priceOfRow(page: Page, row: number, min = 1.5): Promise<Locator> {
  const upcoming = page.getByRole('region', { name: /^Upcoming/ });
  const rows = upcoming.getByRole('article');
  await expect(rows.first()).toBeVisible();
  const more = upcoming.getByRole('link', { name: 'Show more matches' });
  if ((await rows.count()) <= row && (await more.isVisible())) {
    await more.click();
    await expect(more).toBeHidden();
  }
  const buttons = rows.nth(row).getByRole('button', { name: / \d+\.\d{2}(,|$)/ });
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const name = (await buttons.nth(index).getAttribute('aria-label')) ?? '';
    const odds = Number(/ (\d+\.\d{2})(,|$)/.exec(name)?.[1] ?? 0);
    if (odds >= min && odds <= 4) return buttons.nth(index);
  }
  throw new Error(`row ${row} has no price from ${min} to 4`);
}

/** Adds the prices of these rows to the slip (closing the phone's slip sheet in between). */
export async function pickRows(page: Page, rows: readonly number[], min = 1.5) {
  for (const [index, row] of rows.entries()) {
    const price = await priceOfRow(page, row, min);
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    if (index < rows.length - 1) await closeSlipOnPhone(page);
  }
  if (isPhone(page) && !(await slip(page).isVisible())) await openSlipOnPhone(page);
}

export interface OpenBet {
  id: string;
  potential_win: number;
  total_stake: number;
  odds: number;
  bonus: { id: string; type: string; odds: number | null } | null;
  used_in_jackpot: boolean;
  selections: {
    odds: number;
    match: { id: number };
    market: { id: number };
    specifier: string;
    outcome: { id: string };
  }[];
}

/** The player's newest open bet. */
export async function newestOpenBet(page: Page): Promise<OpenBet> {
  const response = await page.request.get('/api/sportsbook/v3/bets?filter=open&limit=1');
  expect(response.status()).toBe(200);
  const [bet] = ((await response.json()) as { data: OpenBet[] }).data;
  if (!bet) throw new Error('no open bet');
  return bet;
}

/** Another outcome of the leg's market (it loses when that one wins), read from the catalog. */
async function losingOutcome(page: Page, leg: OpenBet['selections'][number]): Promise<string> {
  const response = await page.request.get(
    `/api/sportsbook/matches/${leg.match.id}/markets?market_id=${leg.market.id}&limit=500`,
  );
  expect(response.status()).toBe(200);
  const markets = (await response.json()) as {
    data: { id: number; specifier: string; outcomes: { id: string }[] }[];
  };
  const market = markets.data.find(
    (item) => item.id === leg.market.id && item.specifier === leg.specifier,
  );
  const other = market?.outcomes.find((outcome) => outcome.id !== leg.outcome.id);
  if (!other) throw new Error(`no other outcome on ${JSON.stringify(leg)}`);
  return other.id;
}

/** Settles every leg of a bet through the dev feed, each as won (or lost: another outcome). */
export async function settleLegs(page: Page, bet: OpenBet, result: 'win' | 'lose' = 'win') {
  for (const leg of bet.selections) {
    const winning = result === 'win' ? leg.outcome.id : await losingOutcome(page, leg);
    const response = await page.request.post('/api/platform/dev/feed/results', {
      data: {
        match_id: leg.match.id,
        market_id: leg.market.id,
        specifier: leg.specifier,
        winning_outcome_id: winning,
      },
    });
    expect(response.status(), `${await response.text()} ${JSON.stringify(leg)}`).toBe(200);
  }
}

/** A stake typed into the lone combo's stake field, or the one single's. */
export async function typeStake(page: Page, amount: string) {
  await slip(page)
    .getByRole('textbox', { name: /^Stake( for .*)?$/ })
    .last()
    .fill(amount);
}
