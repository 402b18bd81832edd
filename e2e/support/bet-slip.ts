import { expect, type Locator, type Page } from '@playwright/test';
import { isPhone } from './layout';
import { seedDeposit, signUpPlayer } from './protection';

// The bet slip journeys' shared vocabulary: header balance, the slip panel, pre-match prices
// and the phone layout's slip sheet.

export const header = (page: Page) => page.getByRole('banner');
export const balance = (page: Page) => header(page).getByTestId('header-balance');
export const slip = (page: Page) => page.getByRole('region', { name: 'Bet slip' });
export const selections = (page: Page) => slip(page).getByTestId('slip-selection');
export const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The header balance in cents, once it shows. */
export async function cents(page: Page): Promise<number> {
  await expect(balance(page)).toHaveText(/€[\d,]+\.\d\d/);
  const text = (await balance(page).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

export async function signInAsDemo(page: Page) {
  // A visitor's CSRF cookie from pages seen before must not shadow the session's new one.
  await page.context().clearCookies({ name: 'sb_csrf' });
  // page.request shares the browser context's cookies, so the page is signed in afterwards.
  const response = await page.request.post('/api/platform/users/sign_in', {
    data: { login: 'demo@sportsbook.test', password: 'demo-password-1' },
  });
  expect(response.status()).toBe(200);
  await markBonusesSeen(page);
}

/**
 * Marks the signed-in player's unseen bonuses seen, as a returning player who has looked at them,
 * so the unseen-bonus popup does not cover a journey about something else.
 */
export async function markBonusesSeen(page: Page) {
  const unseen = await page.request.get('/api/sportsbook/bonuses?unseen=true&limit_per_type=100');
  expect(unseen.status()).toBe(200);
  const groups = (await unseen.json()).data as Record<string, { id: string; type: string }[]>;
  const bonuses = Object.values(groups)
    .flat()
    .map(({ id, type }) => ({ id, type }));
  if (bonuses.length === 0) return;
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_csrf');
  const seen = await page.request.post('/api/sportsbook/bonuses/mark-as-seen', {
    data: { bonuses },
    headers: { 'x-csrf-token': csrf?.value ?? '' },
  });
  expect(seen.status()).toBe(200);
}

/**
 * Signs up a player of the journey's own with €1,000 to bet, bonuses seen, so journeys running at
 * the same time never share a balance, a slip or My bets. Answers the player's e-mail.
 */
export async function signInAsNewBettor(page: Page, prefix = 'bettor'): Promise<string> {
  const email = await signUpPlayer(page, prefix);
  await seedDeposit(page, 100_000);
  await markBonusesSeen(page);
  return email;
}

/** Signs in a new player with money and opens the football page with an empty slip. */
export async function startSignedInOnFootball(page: Page): Promise<string> {
  const email = await signInAsNewBettor(page);
  // A bet can earn a new bettor a bonus from a running campaign (a matchday lootbox); its popup
  // (spec section 4) then opens over the slip whichever step that falls on, and the player
  // acknowledges it. bonuses-promotions.spec.ts checks the popup itself.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'You have new bonuses' }),
    async (popup) => {
      await popup.getByRole('button', { name: 'Got it' }).click();
    },
  );
  await openFootballWithEmptySlip(page);
  return email;
}

/** Opens the football page with an empty slip (whatever an earlier journey left). */
export async function openFootballWithEmptySlip(page: Page) {
  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
}

/** The home-team price of the n-th pre-match row of the football page. */
export function prematchPrice(page: Page, row: number): Locator {
  return page
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('article')
    .nth(row)
    .getByRole('button', { name: / \d+\.\d{2}/ })
    .first();
}

/** On phones the slip is a panel over the page: close it to pick more, open it from the tabbar. */
export async function closeSlipOnPhone(page: Page) {
  if (!isPhone(page)) return;
  await page.keyboard.press('Escape');
  await expect(slip(page)).toBeHidden();
}
export async function openSlipOnPhone(page: Page) {
  if (!isPhone(page)) return;
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: 'Bet slip' })
    .click();
  await expect(slip(page)).toBeVisible();
}

/**
 * Presses the slip's main button until the bet is placed. Pre-match prices move while a journey
 * runs, and a moved price turns the button into "Accept odds" (spec section 4), pressed the same
 * way. The odds-change banner has an "Accept odds" button too: the slip's own is the last one.
 */
export async function placeBet(
  page: Page,
  press: (button: Locator) => Promise<void> = (button) => button.click(),
) {
  const placed = slip(page).getByText('Bet placed');
  const button = slip(page)
    .getByRole('button', { name: /^(Place bet|Accept odds)$/ })
    .last();
  for (let attempt = 0; attempt < 4 && !(await placed.isVisible()); attempt += 1) {
    await press(button);
    await expect(placed.or(button)).toBeVisible();
    await expect(slip(page).getByRole('button', { name: 'Placing…' })).toHaveCount(0);
  }
  await expect(placed).toBeVisible();
}
