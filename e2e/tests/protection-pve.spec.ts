import { type Page, expect, test } from '@playwright/test';
import { prematchPrice, slip } from '../support/bet-slip';
import { seedDeposit, signUpPlayer } from '../support/protection';

// A pve player (the profile's serasa.pve flag, spec section 6) may not place bets: the operator
// sets and clears the flag through the operator API, and the slip shows the server's refusal
// (code 114) in the player's words.

// The server's development key (OPERATOR_API_KEY unset outside production).
const OPERATOR_KEY = process.env.OPERATOR_API_KEY ?? 'dev-only-operator-api-key-change-me-00000000';

async function setPve(page: Page, playerId: number, pve: boolean) {
  const path = `/api/operator/players/${playerId}/pve`;
  const headers = { authorization: `Bearer ${OPERATOR_KEY}` };
  const response = pve
    ? await page.request.put(path, { headers })
    : await page.request.delete(path, { headers });
  expect(response.status(), await response.text()).toBe(200);
}

/** Presses the slip's action until the bet is placed or refused (a moved price asks first). */
async function place(page: Page, outcome: RegExp) {
  const button = slip(page)
    .getByRole('button', { name: /^(Place bet|Accept odds)$/ })
    .last();
  const result = slip(page).getByText(outcome);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await button.click();
    await expect(slip(page).getByRole('button', { name: 'Placing…' })).toHaveCount(0);
    if (await result.first().isVisible()) break;
  }
  await expect(result.first()).toBeVisible();
}

test('a player the operator flags pve is refused a bet until the flag is cleared', async ({
  page,
}) => {
  await signUpPlayer(page, 'pve');
  await seedDeposit(page, 2000);
  const profile = await page.request.get('/api/platform/player');
  expect(profile.status()).toBe(200);
  const playerId = Number((await profile.json()).id);
  await setPve(page, playerId, true);

  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await prematchPrice(page, 0).click();
  await expect(slip(page)).toBeVisible();
  await slip(page)
    .getByRole('textbox', { name: /^Stake for/ })
    .fill('1');
  await place(page, /Your account may not place bets/);
  await expect(slip(page).getByText('Bet placed')).toHaveCount(0);

  await setPve(page, playerId, false);
  await place(page, /Bet placed/);
});
