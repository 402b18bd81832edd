import { expect, type Page, test } from '@playwright/test';
import { alertSaying } from '../support/alerts';

// A new player deposits by quick deposit and by card in the provider's checkout iframe; the
// header balance grows by each amount. The player is created through the API (the sign-up
// journey itself is account.spec.ts), so the demo player's balance stays as other tests expect.

const header = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => header(page).getByTestId('header-balance');
const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

async function cents(page: Page): Promise<number> {
  await expect(balance(page)).toHaveText(/€[\d,]+\.\d\d/);
  const text = (await balance(page).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('a new player deposits by quick deposit and by card', async ({ page }) => {
  // page.request shares the browser context's cookies, so the page is signed in afterwards.
  const email = `cashier-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sportsbook.test`;
  const signUp = await page.request.post('/api/platform/users/sign_up', {
    data: { email, password: 'deposit-password-1', currency: 'EUR', terms_accepted: true },
  });
  expect(signUp.status()).toBe(200);
  await page.goto('/sports');

  // Quick deposit: decided at once, the balance grows by 25.00.
  const before = await cents(page);
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await expect(deposit).toBeVisible();
  await expect(page).toHaveURL(/#deposit$/);
  await deposit.getByLabel('Amount (EUR)').fill('25.00');
  await deposit.getByRole('button', { name: 'Quick deposit' }).click();
  await expect(deposit).toBeHidden();
  await expect(alertSaying(page, 'Deposit successful')).toBeVisible();
  await expect(balance(page)).toHaveText(euros(before + 2500));

  // Card: the provider's checkout page in the iframe, then the return page tells this page.
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit).toBeVisible();
  await deposit.getByLabel('Amount (EUR)').fill('10.00');
  await deposit.getByRole('button', { name: 'Pay with card' }).click();
  await page
    .frameLocator('iframe[title="Payment"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(deposit).toBeHidden();
  await expect(alertSaying(page, 'Deposit successful')).toBeVisible();
  await expect(balance(page)).toHaveText(euros(before + 3500));
});
