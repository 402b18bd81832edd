import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { closeSlipOnPhone, placeBet, selections, slip } from '../support/bet-slip';
import { isPhone } from '../support/layout';
import { seedDeposit, signUpPlayer } from '../support/protection';

// Odds formats and betting settings (issue 17, decision 0038): a player switches to American
// odds in the header and every price follows (list, match page, slip, My bets), a reload keeps
// it; a visitor's choice stays in local storage; the settings page sets the odds-change handling
// and the stake buttons, and the slip follows. Each journey has a player (or visitor) of its
// own and changes nothing other journeys see.

const menuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Menu' });

/** The odds format picker: in the header on a wide layout, in the sports menu on a phone. */
function oddsFormat(page: Page) {
  if (!isPhone(page))
    return page.getByRole('banner').getByRole('combobox', { name: 'Odds format' });
  // The sports menu's picker (the footer has one as well).
  return page.locator('#side-menu').getByRole('combobox', { name: 'Odds format' });
}

/** Opens the phone's menu, where the picker is (a wide layout shows it in the header). */
async function openPicker(page: Page) {
  if (isPhone(page) && (await menuButton(page).getAttribute('aria-expanded')) !== 'true')
    await menuButton(page).click();
}

/** Closes the phone's menu again, so the page's prices can be tapped. */
async function closePicker(page: Page) {
  if (isPhone(page) && (await menuButton(page).getAttribute('aria-expanded')) === 'true')
    await menuButton(page).click();
}

/** The picker shows this format. */
async function expectPicked(page: Page, format: string) {
  await openPicker(page);
  await expect(oddsFormat(page)).toHaveValue(format);
  await closePicker(page);
}

/**
 * Chooses a format in the header until the prices show it: the picker is server-rendered, and a
 * choice made before the page has hydrated may be taken back by hydration.
 */
async function chooseFormat(page: Page, format: string, price: RegExp) {
  const first = page.locator('[data-outcome-key][data-state="open"] .outcome-price').first();
  await expect(async () => {
    await openPicker(page);
    await oddsFormat(page).selectOption(format);
    await expect(first).toHaveText(price, { timeout: 2000 });
  }).toPass();
  await closePicker(page);
}

/** American odds from a decimal price, as a bookmaker writes them: 2.50 → +150, 1.50 → -200. */
function american(decimal: number): number {
  return decimal >= 2 ? 100 * (decimal - 1) : -100 / (decimal - 1);
}

/** Every open price on the page at one moment: its decimal value and the text it shows. */
async function shownPrices(page: Page): Promise<{ odds: number; text: string }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-outcome-key][data-state="open"]'))
      .filter((button) => button.offsetParent !== null)
      .map((button) => ({
        odds: Number(button.dataset.odds),
        text: button.querySelector('.outcome-price')?.textContent ?? '',
      })),
  );
}

/** Every open price shows in American odds, each the conversion of its decimal price. */
async function expectAmericanPrices(page: Page) {
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(3);
    for (const { odds, text } of prices) {
      expect(text, `price ${odds}`).toMatch(/^[+-]\d+$/);
      // Rounded to whole numbers: within one of the exact value (above 40 the price is capped).
      expect(Math.abs(Number(text) - american(Math.min(odds, 40)))).toBeLessThanOrEqual(1);
    }
  }).toPass();
}

/** A pre-match price of the football list, whatever format it shows in. */
const upcomingPrice = (page: Page, row: number) =>
  page
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('article')
    .nth(row)
    .locator('[data-outcome-key][data-state="open"]')
    .first();

test('a new player switches to American odds and finds them on every price and in My bets', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpPlayer(page, 'odds');
  await seedDeposit(page, 5000);
  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expectPicked(page, 'european');

  await chooseFormat(page, 'american', /^[+-]\d+$/);
  await expectAmericanPrices(page);
  // The menu's picker shows what each format looks like: evens and a half as American is +150.
  // The header's names the format only, where its room is short.
  await openPicker(page);
  await expect(oddsFormat(page).locator('option[value="american"]')).toHaveText(
    isPhone(page) ? 'American (+150)' : 'American',
  );
  await closePicker(page);

  // The slip: the selection's price in American odds, as on its button.
  const price = upcomingPrice(page, 0);
  await price.click();
  // The slip opens on the first selection (on phones as a panel over the page).
  await expect(slip(page)).toBeVisible();
  await expect(selections(page)).toHaveCount(1);
  await expect(selections(page).first()).toContainText(/[+-]\d+/);
  await slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .fill('2');
  await placeBet(page);

  // My bets: the placed bet's odds in the same format.
  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  const bet = slip(page).getByRole('list', { name: 'Your bets' }).getByTestId('my-bet').first();
  await expect(bet).toHaveAccessibleName(/^Single bet/);
  await expect(bet.getByRole('definition').filter({ hasText: /^[+-]\d+$/ })).not.toHaveCount(0);
  await closeSlipOnPhone(page);

  // The match page follows too.
  await page
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAmericanPrices(page);

  // A reload renders American odds from the first paint (the cookie mirrors the choice).
  await page.reload();
  await expectPicked(page, 'american');
  await expectAmericanPrices(page);
  await expectNoAxeViolations(page);
});

test("a visitor's odds format stays in this browser", async ({ page }) => {
  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await chooseFormat(page, 'british', /^\d+\/\d+$/);
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(3);
    for (const { text } of prices) expect(text).toMatch(/^\d+\/\d+$/);
  }).toPass();
  expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('fractional');
  await page.reload();
  await expectPicked(page, 'british');
  // Decimal again for this visitor only: nothing was saved on the server.
  await chooseFormat(page, 'european', /^\d+\.\d{2,3}$/);
  expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('decimal');
});

test('the settings page sets odds-change handling and stake buttons, and the slip follows', async ({
  page,
}) => {
  await signUpPlayer(page, 'settings');
  await page.goto('/sports/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('radio', { name: 'Accept any odds' }).check();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const presets = page.getByRole('form', { name: 'Stake buttons' });
  await presets.getByRole('textbox', { name: 'Stake button 1' }).fill('3');
  await presets.getByRole('textbox', { name: 'Stake button 2' }).fill('3');
  await presets.getByRole('button', { name: 'Save stake buttons' }).click();
  await expect(presets.getByRole('alert')).toHaveText('Each amount can only appear once.');
  await presets.getByRole('textbox', { name: 'Stake button 2' }).fill('7.50');
  await presets.getByRole('button', { name: 'Save stake buttons' }).click();
  await expect(presets.getByText('Stake buttons saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The slip: the player's stake buttons and the saved odds-change handling.
  await page.goto('/sports/football');
  await upcomingPrice(page, 0).click();
  await expect(slip(page)).toBeVisible();
  const stakeButtons = slip(page).getByRole('group', { name: 'Quick stakes' });
  await expect(stakeButtons.getByRole('button')).toHaveText(['€3', '€7.50', '€10', '€25']);
  const accept = slip(page).getByRole('combobox', { name: 'Odds changes' });
  await expect(accept).toHaveValue('any');

  // Chosen on the slip: saved for the player, as the server places with the saved choice.
  await accept.selectOption('higher');
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/sportsbook/settings')).json()).auto_accept_odds_change,
    )
    .toBe('higher');
  await stakeButtons.getByRole('button').nth(1).click();
  await expect(slip(page).getByTestId('total-stake')).toHaveText('€7.50');
  if (isPhone(page)) await closeSlipOnPhone(page);
});
