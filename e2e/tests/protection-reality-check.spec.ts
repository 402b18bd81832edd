import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { prematchPrice } from '../support/bet-slip';
import { seedLimit, signUpPlayer, snapshot } from '../support/protection';

// The reality check (UKGC RTS 13) at the player's own interval, here the smallest one (1 minute):
// the betting session starts with the first selection, the poll (every 30 s) finds the check
// due, both of the player's tabs show it, and answering in one closes it in both
// (BroadcastChannel).

test('a player sees a reality check in two tabs and answers it in one', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUpPlayer(page, 'reality-check');
  await seedLimit(page, { type: 'reality_check', amount: 1 });

  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  // The first selection starts the betting session.
  const started = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/platform/sportsbook_sessions') &&
      response.request().method() === 'POST',
  );
  await prematchPrice(page, 0).click();
  expect((await started).status()).toBe(200);

  const second = await context.newPage();
  await second.goto('/sports/live');
  await expect(second.getByRole('banner').getByTestId('header-balance')).toBeVisible();

  const check = page.getByRole('dialog', { name: 'Reality check' });
  const checkThere = second.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 120_000 });
  await expect(checkThere).toBeVisible({ timeout: 30_000 });
  await expect(check).toContainText('Session length');
  await expect(check).toContainText('No bets in this session yet.');
  await expect(check.getByRole('button', { name: 'View history' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');
  await snapshot(page, 'reality-check');

  // Escape does not dismiss it: continuing is a deliberate answer.
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();

  await checkThere.getByRole('button', { name: 'Continue' }).click();
  await expect(checkThere).toBeHidden();
  await expect(check).toBeHidden();
  // Still signed in and betting in both.
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  await expect(second.getByRole('banner').getByTestId('header-balance')).toBeVisible();
});
