import { type FrameLocator, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { cents, markBonusesSeen } from '../support/bet-slip';
import { isPhone } from '../support/layout';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// Product lines (decision 0045): a player of their own opens /racing, stakes on a runner from
// the sportsbook balance in the demo provider's frame, watches the race settle, and sees the
// header balance move by the stake and then by what the race paid.

const game = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Virtual horse racing game"]');

/** "You won €7.36." → 736; "No win this time." → 0. */
function paidCents(result: string): number {
  const won = /You won €([\d,]+\.\d\d)/.exec(result);
  return won ? Math.round(Number((won[1] as string).replace(/,/g, '')) * 100) : 0;
}

test('a player stakes on a runner, watches the race settle and sees the balance change', async ({
  page,
}) => {
  await signUpPlayer(page, 'racing');
  await seedDeposit(page, 5000);
  await markBonusesSeen(page);

  await page.goto('/sports/racing');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual horse racing' })).toBeVisible();
  await expect(page.getByText('Stakes and winnings move your sportsbook balance.')).toBeVisible();
  const before = await cents(page);
  expect(before).toBe(5000);

  const frame = game(page);
  await expect(frame.getByText('Balance €50.00')).toBeVisible();
  const runners = frame.getByRole('button', { name: /, odds \d+\.\d\d$/ });
  await expect(runners).toHaveCount(6);
  await runners.first().click();
  await expect(runners.first()).toHaveAttribute('aria-pressed', 'true');
  await frame.getByRole('textbox', { name: 'Stake (EUR)' }).fill('2.00');
  await frame.getByRole('button', { name: 'Place stake' }).click();
  await expect(frame.getByText('€2.00', { exact: true })).toBeVisible();
  // The stake left the sportsbook wallet: the header says so through the balance event.
  await expect.poll(() => cents(page)).toBe(before - 200);

  await expectNoAxeViolations(page);
  await frame.getByRole('button', { name: 'Start race' }).click();
  const result = frame.getByRole('status');
  await expect(result).toContainText('Winner:', { timeout: 20_000 });
  const paid = paidCents((await result.textContent()) ?? '');
  await expect.poll(() => cents(page)).toBe(before - 200 + paid);
  await expect(frame.getByRole('button', { name: 'Next race' })).toBeVisible();
  await snapshot(page, 'product-lines-racing');

  // The next race is a fresh card on a new committed seed.
  await frame.getByRole('button', { name: 'Next race' }).click();
  await expect(frame.getByRole('button', { name: 'Start race' })).toBeEnabled();
  await expect(frame.getByText('Pick an outcome and stake.')).toBeVisible();
});

test('a visitor finds the product lines in the menu and watches, asked to sign in to stake', async ({
  page,
}) => {
  await page.goto('/sports');
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Menu' })
      .click();
  }
  const menu = page.getByRole('navigation', { name: 'Casino-style games' });
  await expect(menu.getByRole('link')).toHaveText([
    'Racing',
    'Lotteries',
    'Premium cricket',
    'Virtual gaming arena',
  ]);
  await menu.getByRole('link', { name: 'Lotteries' }).click();
  // A server-rendered page on a shared machine: allow it time to arrive.
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky 12 lottery' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/sports\/lotteries$/);
  await expect(page.getByText('You are watching. Sign in to stake')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  const frame = page.frameLocator('iframe[title="Lucky 12 lottery game"]');
  await expect(frame.getByRole('button', { name: /, odds \d+\.\d\d$/ })).toHaveCount(12);
  await expect(frame.getByRole('button', { name: 'Place stake' })).toBeHidden();
  await expectNoAxeViolations(page);
  await snapshot(page, 'product-lines-lotteries-visitor');
});

test('the racing page speaks German at 780 px', async ({ page }) => {
  await page.setViewportSize({ width: 780, height: 900 });
  await page.goto('/sports/de/racing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Virtuelle Pferderennen' }),
  ).toBeVisible();
  await expect(page.getByText('Du schaust zu. Melde dich an')).toBeVisible();
  const frame = page.frameLocator('iframe[title="Spiel: virtuelle Pferderennen"]');
  await expect(frame.getByRole('button', { name: /, odds \d+\.\d\d$/ })).toHaveCount(6);
  await expectNoAxeViolations(page);
  await snapshot(page, 'product-lines-racing-de');
});
