import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { markBonusesSeen } from '../support/bet-slip';
import { isPhone } from '../support/layout';
import { seedDeposit, signUpPlayer } from '../support/protection';

// Languages (issue 19): a player of their own bets on the Arabic site, laid out right to left
// with prices kept left to right; alias segments of the spec redirect to a served locale.
// Both projects: 1440 px and 390 px.

const slip = (page: Page) => page.getByRole('region', { name: 'قسيمة الرهان' });

test('the Arabic site reads right to left and takes a bet', async ({ page }) => {
  // A placement and an axe run over a full list page: more than the default minute.
  test.setTimeout(180_000);
  await signUpPlayer(page, 'arabic');
  await seedDeposit(page, 100_000);
  await markBonusesSeen(page);
  await page.goto('/sports/ar/football');
  await expect(page.getByRole('heading', { level: 1, name: 'كرة القدم' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();

  // Mirrored: the page's start is on the right (on desktop the sports menu sits there).
  const viewport = page.viewportSize()?.width ?? 0;
  if (!isPhone(page)) {
    const menu = await page.getByRole('navigation', { name: 'الرياضات' }).boundingBox();
    expect(menu?.x ?? 0).toBeGreaterThan(viewport / 2);
  }

  // A price reads left to right inside the right-to-left row.
  const price = page
    .getByRole('region', { name: /^القادمة/ })
    .getByRole('article')
    .first()
    .getByRole('button', { name: / \d+\.\d{2}/ })
    .first();
  await expect(price).toBeVisible();
  const isolated = await price
    .locator('.outcome-price')
    .evaluate((el) => getComputedStyle(el, '::before').content);
  expect(isolated).toBe('"\u2066"');

  await expectNoAxeViolations(page);

  // A single through the Arabic slip; money in Arabic-Indic digits.
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await expect(slip(page)).toBeVisible();
  await slip(page)
    .getByRole('textbox', { name: /^مبلغ الرهان على / })
    .fill('2');
  await expect(slip(page).getByTestId('total-stake')).toContainText('٢٫٠٠');
  const placed = slip(page).getByText('تم وضع الرهان');
  const button = slip(page)
    .getByRole('button', { name: /^(ضع الرهان|قبول الاحتمالات)$/ })
    .last();
  // A moved price turns the button into "accept odds", pressed the same way.
  for (let attempt = 0; attempt < 4 && !(await placed.isVisible()); attempt += 1) {
    await button.click();
    await expect(placed.or(button)).toBeVisible();
    await expect(slip(page).getByRole('button', { name: 'جارٍ وضع الرهان…' })).toHaveCount(0);
  }
  await expect(placed).toBeVisible();

  // My bets lists it, in Arabic, with its receipt.
  await slip(page).getByRole('button', { name: 'افتح «رهاناتي»' }).click();
  await expect(slip(page).getByRole('list', { name: 'رهاناتك' })).toContainText('الإيصال');
  await expectNoAxeViolations(page, 'section[aria-labelledby="bet-slip-title"]');
});

test('alias segments redirect to a served locale', async ({ page }) => {
  await page.goto('/sports/br/football');
  await expect(page).toHaveURL(/\/sports\/pt-BR\/football$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Futebol' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.goto('/sports/kz/live');
  await expect(page).toHaveURL(/\/sports\/live$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
