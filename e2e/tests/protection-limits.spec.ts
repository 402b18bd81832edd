import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { prematchPrice, slip } from '../support/bet-slip';
import { seedDeposit, seedLimit, signUpPlayer, snapshot } from '../support/protection';

// Limits in the Safer gambling area: a tighter limit applies at once and is enforced where the
// money moves (deposit, bet); a looser one waits 24 hours and the player's confirmation.

const area = (page: Page) => page.getByRole('main');

async function openArea(page: Page) {
  await page.goto('/sports/safer-gambling');
  await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
  await expect(area(page).getByRole('heading', { name: 'Your limits' })).toBeVisible();
}

async function setLimit(page: Page, type: string, period: string | null, amount: string) {
  const form = area(page).getByRole('region', { name: 'Set a limit' });
  await form.getByRole('combobox', { name: 'Limit', exact: true }).selectOption({ label: type });
  if (period) await form.getByRole('combobox', { name: 'Period' }).selectOption({ label: period });
  await form.getByLabel(/^(Amount \(EUR\)|Minutes)$/).fill(amount);
  await form.getByRole('button', { name: 'Set limit' }).click();
}

test('a player sets a deposit limit and is refused a deposit above it', async ({ page }) => {
  await signUpPlayer(page, 'deposit-limit');
  await openArea(page);
  await expect(area(page).getByText('You have no limits set.')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'safer-gambling-empty');

  await setLimit(page, 'Deposit limit', 'Day', '20');
  await expect(area(page).getByText('Your limit is in force now.')).toBeVisible();
  const card = area(page).getByTestId('limit-card').filter({ hasText: 'Deposit limit per day' });
  await expect(card).toContainText('€20.00');
  await expect(card).toContainText('Active');
  await snapshot(page, 'safer-gambling-limit');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await expect(deposit.getByTestId('deposit-allowance')).toHaveText(
    'Left to deposit under your limit: €20.00',
  );
  await deposit.getByLabel('Amount (EUR)').fill('25.00');
  await deposit.getByRole('button', { name: 'Quick deposit' }).click();
  await expect(deposit.getByRole('alert')).toContainText(
    'This deposit is above your deposit limit: you can deposit €20.00 more in this period.',
  );
  await expectNoAxeViolations(page, 'dialog');
});

test('a player lowers a loss limit and is refused a bet over it', async ({ page }) => {
  await signUpPlayer(page, 'loss-limit');
  await seedDeposit(page, 5000);
  await seedLimit(page, { type: 'loss', period: 'week', amount: 5000 });
  await openArea(page);
  const card = area(page).getByTestId('limit-card').filter({ hasText: 'Loss limit per week' });
  await expect(card).toContainText('€50.00');

  // Lower: in force at once.
  await setLimit(page, 'Loss limit', 'Week', '5');
  await expect(area(page).getByText('Your limit is in force now.')).toBeVisible();
  await expect(card).toContainText('€5.00');

  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await prematchPrice(page, 0).click();
  // The first selection opens the slip (a sheet over the page on phones).
  await expect(slip(page)).toBeVisible();
  await expect(slip(page).getByTestId('stake-allowance')).toHaveText(
    'Left to stake under your limits: €5.00',
  );
  await slip(page)
    .getByRole('textbox', { name: /^Stake for/ })
    .fill('10');
  await expect(slip(page).getByTestId('stake-allowance')).toBeVisible();
  await snapshot(page, 'slip-allowance');
  const placed = slip(page).getByText('Bet placed');
  const button = slip(page)
    .getByRole('button', { name: /^(Place bet|Accept odds)$/ })
    .last();
  const refusal = slip(page).getByText(/This stake would pass your own limit/);
  // A moved price turns Place into Accept odds first (spec section 4): press until refused.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await button.click();
    await expect(slip(page).getByRole('button', { name: 'Placing…' })).toHaveCount(0);
    if (await refusal.isVisible()) break;
  }
  await expect(refusal).toContainText('€5.00');
  await expect(placed).toHaveCount(0);
});

test('a player raises a limit and sees it pending for 24 hours', async ({ page }) => {
  await signUpPlayer(page, 'raise-limit');
  await seedLimit(page, { type: 'wager', period: 'day', amount: 2000 });
  await openArea(page);
  await setLimit(page, 'Wager limit', 'Day', '100');
  await expect(
    area(page).getByText(/goes up only after 24 hours and your confirmation/),
  ).toBeVisible();
  const card = area(page).getByTestId('limit-card').filter({ hasText: 'Wager limit per day' });
  // The old amount stays in force; the new one waits.
  await expect(card).toContainText('€20.00');
  await expect(card).toContainText('Change to €100.00 pending');
  await expect(card).toContainText('Can be confirmed from');
  await expect(card.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await snapshot(page, 'safer-gambling-pending');
});
