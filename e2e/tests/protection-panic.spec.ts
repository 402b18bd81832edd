import { expect, test } from '@playwright/test';
import { prematchPrice, slip } from '../support/bet-slip';
import { PASSWORD, signUpPlayer, snapshot } from '../support/protection';

// The panic button (GlüStV 2021 §6i(3)): in the bet slip, wherever betting is possible; one press
// locks the account for 24 hours at once with no confirmation step; the player is signed out and
// told until when.

test('a player presses the panic button in the slip', async ({ page }) => {
  const email = await signUpPlayer(page, 'panic');
  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  await prematchPrice(page, 0).click();
  // The first selection opens the slip (a sheet over the page on phones).
  await expect(slip(page)).toBeVisible();
  const panic = slip(page).getByRole('button', {
    name: 'Panic button: lock my account for 24 hours',
  });
  await expect(panic).toBeVisible();
  await snapshot(page, 'slip-panic');
  await panic.click();

  const locked = page.getByRole('dialog', { name: 'Your account is locked' });
  await expect(locked).toContainText('You pressed the panic button. Your account is locked until');
  await snapshot(page, 'panic-locked');
  await locked.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  const again = await page.request.post('/api/platform/users/sign_in', {
    data: { login: email, password: PASSWORD },
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).code).toBe('account_restricted');
});

test('the account menu offers the panic button and the Safer gambling area', async ({ page }) => {
  await signUpPlayer(page, 'panic-menu');
  await page.goto('/sports');
  const menu = page.getByRole('banner').getByRole('button', { name: /, Account$/ });
  await menu.click();
  await expect(page.getByRole('link', { name: 'Safer gambling' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Panic button: lock my account for 24 hours' }).click();
  await expect(page.getByRole('dialog', { name: 'Your account is locked' })).toBeVisible();
});
