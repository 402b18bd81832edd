import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { mailedLink } from '../support/mailbox';

// A player who forgot the password asks for a link, opens it from the mailbox, chooses a new
// password and signs in with it; the reset token leaves the address bar once read.

const header = (page: Page) => page.getByRole('banner');

test('a player resets a forgotten password through the e-mailed link', async ({
  page,
  request,
}, testInfo) => {
  // Created through the API in a context of its own: the page stays a signed-out visitor.
  const email = `reset-${testInfo.project.name}-${Date.now()}@sportsbook.test`;
  const created = await request.post('/api/platform/users/sign_up', {
    data: { email, password: 'old-password-1', currency: 'EUR', terms_accepted: true },
  });
  expect(created.status()).toBe(200);

  // Forgot password from the sign-in dialog: the answer never says whether the address exists.
  await page.goto('/sports#signIn');
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('E-mail or phone').fill(email);
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot.getByLabel('E-mail')).toHaveValue(email);
  await expectNoAxeViolations(page, 'dialog[open]');
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(forgot.getByRole('status')).toContainText('If the address belongs to an account');

  // The e-mailed link opens the new-password page; the token is gone from the URL at once.
  const link = await mailedLink(page.request, email, 'reset_password_token');
  expect(link).toMatch(/^\/sports\/users\/password\/edit\?reset_password_token=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/sports\/users\/password\/edit$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await main.getByLabel('New password', { exact: true }).fill('new-password-2');
  await main.getByLabel('Repeat the new password').fill('new-password-3');
  await main.getByRole('button', { name: 'Save password' }).click();
  await expect(main.getByText('The passwords do not match')).toBeVisible();
  await main.getByLabel('Repeat the new password').fill('new-password-2');
  await expectNoAxeViolations(page, 'main');
  await main.getByRole('button', { name: 'Save password' }).click();
  await expect(main.getByRole('status')).toContainText('Your password has been changed');

  // The same link a second time is spent.
  await page.goto(link);
  await main.getByLabel('New password', { exact: true }).fill('new-password-4');
  await main.getByLabel('Repeat the new password').fill('new-password-4');
  await main.getByRole('button', { name: 'Save password' }).click();
  await expect(main.getByRole('alert')).toContainText('not valid or was already used');
  await expect(main.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  // The new password signs in; the old one does not.
  await page.goto('/sports?modal=signIn');
  const again = page.getByRole('dialog', { name: 'Sign in' });
  await again.getByLabel('E-mail or phone').fill(email);
  await again.getByLabel('Password').fill('old-password-1');
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again.getByRole('alert')).toHaveText(/not correct/);
  await again.getByLabel('Password').fill('new-password-2');
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toBeHidden();
  await expect(header(page).getByTestId('header-balance')).toHaveText('€0.00');
});

test('an unlock link opens the unlock dialog, which spends it and leaves the URL clean', async ({
  page,
}) => {
  await page.goto('/sports/live?unlock_token=not-a-real-token');
  const unlock = page.getByRole('dialog', { name: 'Unlock account' });
  await expect(unlock.getByRole('alert')).toContainText('not valid or was already used');
  await expect(page).toHaveURL(/\/sports\/live#unlock$/);
  await expectNoAxeViolations(page, 'dialog[open]');
  await unlock.getByRole('button', { name: 'Send a new unlock link' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Unlock account' }).getByLabel('E-mail'),
  ).toBeVisible();
});
