import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoHorizontalOverflow } from '../support/layout';
import { mailedLink } from '../support/mailbox';
import { alertSaying } from '../support/alerts';

// A new player's whole first visit: sign up, confirm the e-mail through the link in the
// development mailbox, sign in, deposit by card in the provider's frame, see the new balance,
// switch language and currency, sign out. Runs at 1440 px and 390 px.

// A long journey: on a loaded two-core machine it can take more than the default minute.
test.setTimeout(120_000);

const PASSWORD = 'journey-password-1';
const header = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => header(page).getByTestId('header-balance');

async function signOut(page: Page, name: string | RegExp) {
  await header(page).getByRole('button', { name }).click();
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('a new player signs up, confirms the e-mail, signs in, deposits, switches language and currency and signs out', async ({
  page,
}, testInfo) => {
  const email = `journey-${testInfo.project.name}-${Date.now()}@sportsbook.test`;

  // Sign up in the modal; the new session starts at once (confirmation is not required).
  await page.goto('/sports');
  await header(page).getByRole('link', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await signUp.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByLabel(/accept the terms/).check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp).toBeHidden();
  await signOut(page, new RegExp(email));

  // The confirmation e-mail's link opens the confirmation page, which spends the token and
  // takes it out of the address bar.
  const link = await mailedLink(page.request, email, 'confirmation_token');
  expect(link).toMatch(/^\/sports\/users\/confirmation\?confirmation_token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm e-mail' })).toBeVisible();
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/sports\/users\/confirmation$/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // Sign in from the confirmation page.
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sports\/users\/sign-in$/);
  const form = page.getByRole('main');
  await form.getByLabel('E-mail or phone').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(alertSaying(page, `Welcome back, ${email}`)).toBeVisible();
  await expect(balance(page)).toHaveText('€0.00');

  // Deposit by card in the payment provider's frame; the header shows the new balance.
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Amount (EUR)').fill('20.00');
  await deposit.getByRole('button', { name: 'Pay with card' }).click();
  await page
    .frameLocator('iframe[title="Payment"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(deposit).toBeHidden();
  await expect(alertSaying(page, 'Deposit successful')).toBeVisible();
  await expect(balance(page)).toHaveText('€20.00');

  // German: the locale segment changes, query and hash stay, the player stays signed in.
  await page.goto('/sports/live?view=all#top');
  await expect(balance(page)).toHaveText('€20.00');
  await header(page)
    .getByRole('button', { name: /Language/ })
    .click();
  await header(page).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/sports\/de\/live\?view=all#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(balance(page)).toHaveText('20,00\u00a0€');

  // Currency: a US dollar account becomes the active one (its balance starts at zero).
  await header(page)
    .getByRole('button', { name: /Guthaben/ })
    .click();
  await header(page).getByRole('button', { name: /^USD/ }).click();
  await expect(balance(page)).toHaveText('0,00\u00a0$');

  // Sign out: the visitor's buttons come back.
  await header(page)
    .getByRole('button', { name: new RegExp(email) })
    .click();
  await header(page).getByRole('button', { name: 'Abmelden' }).click();
  await expect(header(page).getByRole('link', { name: 'Anmelden' })).toBeVisible();
});
