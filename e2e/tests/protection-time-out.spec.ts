import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { PASSWORD, signUpPlayer, snapshot } from '../support/protection';

// A time-out from the Safer gambling area: a consequence statement and a confirmation step, then
// the account is locked at once, the player signed out and told until when, and sign-in is
// refused until it ends.

test('a player takes a time-out and cannot sign in', async ({ page }) => {
  const email = await signUpPlayer(page, 'time-out');
  await page.goto('/sports/safer-gambling');
  const timeOut = page.getByRole('region', { name: 'Take a time-out' });
  await expect(timeOut).toBeVisible();
  await timeOut.getByRole('radio', { name: '1 week' }).check();
  await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
  await expect(timeOut).toContainText('Your account will be locked for 1 week');
  await expectNoAxeViolations(page);
  await snapshot(page, 'time-out-confirm');
  await timeOut.getByRole('button', { name: 'Yes, lock my account' }).click();

  const locked = page.getByRole('dialog', { name: 'Your account is locked' });
  await expect(locked).toContainText('Your time-out runs until');
  await expect(locked.getByRole('link', { name: /BeGambleAware/ })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');
  await locked.getByRole('button', { name: 'OK' }).click();
  await expect(locked).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The area asks a visitor to sign in.
  await expect(page.getByText('Sign in to set your limits.')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toContainText('Your account is locked by a time-out or self-exclusion');
});
