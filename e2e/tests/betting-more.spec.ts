import { expect, type Page, test } from '@playwright/test';
import {
  balance,
  cents,
  closeSlipOnPhone,
  openSlipOnPhone,
  placeBet,
  prematchPrice,
  selections,
  slip,
  startSignedInOnFootball,
} from '../support/bet-slip';
import { isPhone } from '../support/layout';

// More of the bet slip: a 2/3 system bet, a cash-out that pays into the balance, a slip shared
// by code and restored in another browser, and quick bet placing with one tap. Both projects.

/** Picks the home price of the first n pre-match rows. */
async function pick(page: Page, count: number) {
  for (let row = 0; row < count; row += 1) {
    const price = prematchPrice(page, row);
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    if (row < count - 1) await closeSlipOnPhone(page);
  }
  if (isPhone(page) && !(await slip(page).isVisible())) await openSlipOnPhone(page);
  await expect(selections(page)).toHaveCount(count);
}

test.beforeEach(async ({ page }) => {
  await startSignedInOnFootball(page);
  await expect(balance(page)).toBeVisible();
});

test('a 2/3 system bet is placed', async ({ page }) => {
  const before = await cents(page);
  await pick(page, 3);
  await slip(page).getByRole('button', { name: 'System', exact: true }).click();
  await slip(page).getByRole('combobox', { name: 'System' }).selectOption('2/3');
  await slip(page).getByRole('textbox', { name: 'Stake per bet' }).fill('1');
  await expect(slip(page).getByTestId('total-stake')).toHaveText('€3.00');
  // A system shows its bets and what it may pay, from one combination to all (decision 0020).
  await expect(slip(page).getByTestId('system-bets')).toHaveText('3 bets · 2/3');
  await expect(slip(page).getByTestId('total-odds')).toHaveCount(0);
  const range = /^(€[\d,]+\.\d\d) – (€[\d,]+\.\d\d)$/;
  await expect(slip(page).getByTestId('potential-win')).toHaveText(range);
  const [, low = '', high = ''] =
    range.exec((await slip(page).getByTestId('potential-win').textContent()) ?? '') ?? [];
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(amount(low)).toBeGreaterThan(1);
  expect(amount(high)).toBeGreaterThan(amount(low));
  await placeBet(page);
  await expect(balance(page)).not.toHaveText(`€${(before / 100).toFixed(2)}`);
  expect(await cents(page)).toBe(before - 300);
  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  const bets = slip(page).getByRole('list', { name: 'Your bets' }).getByTestId('my-bet');
  await expect(bets.first()).toHaveAccessibleName(/^System 2\/3 bet/);
  await expect(bets.first()).toContainText('3 bets · 2/3');
});

test('cashing out an open bet pays into the balance', async ({ page }) => {
  await pick(page, 1);
  await slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .fill('5');
  await placeBet(page);
  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  const list = slip(page).getByRole('list', { name: 'Your bets' });
  // The newest bet, followed by its receipt (the list reloads while the offer moves).
  const label = (await list.getByTestId('my-bet').first().getAttribute('aria-label')) ?? '';
  const ref = /receipt (\S+)$/.exec(label)?.[1] ?? '';
  expect(ref).not.toBe('');
  const bet = list.getByTestId('my-bet').filter({ hasText: `Receipt ${ref}` });
  const cashOut = bet.getByRole('button', { name: /^Cash out €/ });
  await expect(cashOut).toBeVisible({ timeout: 20_000 });
  // Dates in the page's locale with a 24-hour clock, never "11/25/26, 1:37 AM".
  await expect(bet.locator('time')).toHaveText(/\b\d{2}:\d{2}$/);
  await expect(bet.locator('time')).not.toHaveText(/AM|PM|\d+\/\d+\/\d+/);
  // The auto cash-out control is there for an open bet with an offer.
  await expect(bet.getByTestId('auto-cashout')).toBeVisible();
  const before = await cents(page);
  const paid = bet.getByText('Cashed out', { exact: true });
  // The offer follows the prices: a moved offer is refused and shown again; press until paid.
  // A full cash-out asks once more and names the amount: one click pays nothing.
  await cashOut.click();
  const confirm = bet.getByRole('button', { name: /^Confirm cash-out €[\d,]+\.\d\d$/ });
  await expect(confirm).toBeVisible();
  await bet.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await cents(page)).toBe(before);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (!(await confirm.isVisible())) await cashOut.click();
    await confirm.click();
    await expect(paid.or(bet.getByRole('alert')).first()).toBeVisible();
    if (await paid.isVisible()) break;
  }
  await expect(paid).toBeVisible();
  await expect.poll(() => cents(page)).toBeGreaterThan(before);
});

test('a shared slip is restored in another browser', async ({ page, browser }) => {
  await pick(page, 2);
  await slip(page).getByRole('button', { name: 'Share', exact: true }).click();
  const link = slip(page).getByTestId('share-url');
  await expect(link).toHaveValue(/[?&]share_code=[A-Z2-9]{8}$/);
  const url = await link.inputValue();

  const other = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    storageState: {
      cookies: [
        {
          name: 'consent',
          value: 'necessary',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
  try {
    const visitor = await other.newPage();
    await visitor.goto(url);
    await expect(selections(visitor)).toHaveCount(2);
    await expect(visitor).not.toHaveURL(/share_code/);

    // A code that does not exist: the not-found modal.
    await visitor.goto(url.replace(/share_code=\w+/, 'share_code=ZZZZZZZZ'));
    const modal = visitor.getByRole('dialog', { name: 'Shared bet' });
    await expect(modal).toContainText('This shared bet was not found.');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(visitor).not.toHaveURL(/share_code/);
  } finally {
    await other.close();
  }
});

test('quick bet places with one tap', async ({ page }) => {
  const before = await cents(page);
  await openSlipOnPhone(page);
  const quick = slip(page).getByTestId('quick-bet');
  await quick.getByRole('switch', { name: 'Quick bet' }).check();
  await quick.getByRole('textbox', { name: 'Quick stake' }).fill('1');
  await quick.getByRole('button', { name: 'Approve stake' }).click();
  await expect(quick.getByRole('status')).toContainText('one tap places €1.00');
  await closeSlipOnPhone(page);

  const price = prematchPrice(page, 4);
  await price.click();
  await expect(page.getByText('Your quick bet was placed.')).toBeVisible();
  await expect(balance(page)).toHaveText(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      (before - 100) / 100,
    ),
  );
  // Nothing landed on the slip.
  await expect(price).toHaveAttribute('aria-pressed', 'false');
});
