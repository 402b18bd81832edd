import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// The account area: net position per period and every ledger entry with filters and paging;
// the Safer gambling area from the footer, where a visitor is asked to sign in.

test('a visitor reaches Safer gambling from the footer and is asked to sign in', async ({
  page,
}) => {
  await page.goto('/sports');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
  await expect(page.getByText('Sign in to set your limits.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'GamCare (UK)' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a player sees the net position and the transactions with filters', async ({ page }) => {
  await signUpPlayer(page, 'ledger');
  await seedDeposit(page, 2500);
  await seedDeposit(page, 1000);

  await page.goto('/sports/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const net = page.getByRole('region', { name: 'Net position' });
  await expect(net.getByRole('rowheader', { name: 'All time' })).toBeVisible();
  await expect(net.getByRole('row', { name: /Today/ })).toContainText('€0.00');
  await expectNoAxeViolations(page);
  await snapshot(page, 'account');

  await page.getByRole('link', { name: 'All transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // The page's title follows the client navigation a moment after its content.
  await expect(page).toHaveTitle(/^Transactions/);
  const rows = page.getByTestId('transaction');
  await expect(rows.filter({ hasText: 'Deposit' })).toHaveCount(2);
  await expect(rows.first()).toContainText('+€10.00');
  await expectNoAxeViolations(page);
  await snapshot(page, 'transactions');

  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Stake' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No transactions match.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(rows).toHaveCount(2);
});
