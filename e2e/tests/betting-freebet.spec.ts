import { expect, test } from '@playwright/test';
import {
  balance,
  cents,
  euros,
  placeBet,
  prematchPrice,
  selections,
  signInAsNewBettor,
  openFootballWithEmptySlip,
  slip,
} from '../support/bet-slip';

// The server's development key (OPERATOR_API_KEY unset outside production).
const OPERATOR_KEY = process.env.OPERATOR_API_KEY ?? 'dev-only-operator-api-key-change-me-00000000';

// A new player is issued a freebet (the operator API), sees it offered on the slip for a single,
// chooses it (the stake becomes the freebet's), places the bet without paying for it, and finds
// it marked as a freebet bet in My bets. Both projects: 1440 px and 390 px.

test('a freebet chosen on the slip stakes the bet and leaves the balance as it was', async ({
  page,
}, info) => {
  const email = await signInAsNewBettor(page, 'freebet');
  const issued = await page.request.post('/api/operator/freebets', {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    data: {
      email,
      type: 'freebet_all_win',
      amount: 300,
      currency: 'EUR',
    },
  });
  expect(issued.status()).toBe(200);
  // The freebet is a new bonus: its popup opens a few seconds after the page does, whichever
  // step of the journey that falls on (later on a busy machine); the player acknowledges it.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'You have new bonuses' }),
    async (popup) => {
      await popup.getByRole('button', { name: 'Got it' }).click();
    },
  );
  await openFootballWithEmptySlip(page);
  const before = await cents(page);

  await prematchPrice(page, info.project.name === 'phone' ? 9 : 8).click();
  await expect(selections(page)).toHaveCount(1);
  const choice = slip(page).getByRole('combobox', { name: 'Freebet' });
  await choice.selectOption({ label: '€3.00 · all-win freebet' });
  await expect(slip(page).getByRole('textbox', { name: /^Stake for / })).toHaveValue('3.00');
  // An all-win freebet is not the player's money: nothing to pay.
  await expect(slip(page).getByTestId('total-stake')).toHaveText('€0.00');

  await placeBet(page);

  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  const card = slip(page).getByRole('list', { name: 'Your bets' }).getByTestId('my-bet').first();
  await expect(card).toContainText('Freebet');
  await expect(card).toContainText('€3.00');
  await expect(balance(page)).toHaveText(euros(before));
});
