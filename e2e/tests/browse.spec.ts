import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoHorizontalOverflow, isPhone } from '../support/layout';

// A visitor opens the home page, goes to a sport, a league and a match, and sees every market
// with prices. Runs at 1440 px (desktop project) and 390 px (phone project).
test('a visitor browses from home to a sport, a league and a match', async ({ page }, testInfo) => {
  await page.goto('/sports');
  await expect(page).toHaveTitle(/Sports betting/);
  await expect(page.getByRole('heading', { name: /Live now/ })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sports$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index/);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('home.png') });

  // Sports list: the left sidebar on desktop, the Menu panel on phones.
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Menu' })
      .click();
  }
  const sports = page.getByRole('navigation', { name: 'Sports' }).filter({ visible: true });
  await sports.getByRole('link', { name: /^Football/ }).click();
  await expect(page).toHaveURL(/\/sports\/football$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // A league from the list of matches on the sport page.
  const leagueLink = page
    .getByRole('main')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .first();
  const leagueName = (await leagueLink.innerText()).split('·').pop()?.trim() ?? '';
  await leagueLink.click();
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expectNoAxeViolations(page);

  // A match of that league.
  const firstMatch = page.getByRole('main').getByRole('article').first();
  const matchName = (await firstMatch.getAttribute('aria-label')) ?? '';
  await firstMatch.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: /scoreboard/i })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(matchName.split(' vs ')[0] ?? ''));

  // Every market, grouped, with prices on real buttons.
  const markets = page.getByRole('region', { name: /markets/i }).first();
  await expect(markets).toBeVisible();
  const prices = page.getByRole('main').getByRole('button', { name: / \d+\.\d{2}(,|$)/ });
  expect(await prices.count()).toBeGreaterThan(10);
  await expect(page.getByRole('navigation', { name: /market groups/i })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('match.png'), fullPage: true });
});

test('live prices move without a reload', async ({ page }) => {
  // Every event in play is repriced at least once per running match minute (a match at half
  // time is not), so watch the whole in-play list for longer than a minute.
  test.setTimeout(120_000);
  await page.goto('/sports/live');
  const prices = page.getByRole('main').getByRole('button', { name: / \d+\.\d{2}(,|$)/ });
  await expect(prices.first()).toBeVisible();
  const labels = () =>
    prices.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  const before = new Set(await labels());
  const url = page.url();
  // Prices far off screen catch up when they come near it: page down through the list, from
  // the top again at the end, so every price is looked at.
  const pageDown = () =>
    page.evaluate(() => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, window.scrollY >= bottom - 1 ? 0 : window.scrollY + window.innerHeight);
    });
  await expect
    .poll(
      async () => {
        if ((await labels()).some((label) => !before.has(label))) return true;
        await pageDown();
        return false;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
  expect(page.url()).toBe(url);
});

test('unknown pages answer with the not-found page', async ({ page }) => {
  const response = await page.goto('/sports/football/no-such-league/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/cannot be found/i)).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('German pages keep the locale segment and translate the interface', async ({ page }) => {
  await page.goto('/sports/de/live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  // Catalog names too: the feed names sports and countries in English.
  await page.goto('/sports/de/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Fußball' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Länder und Kategorien' })
      .getByRole('link', { name: /Spanien/ }),
  ).toBeVisible();

  // Odds follow the page's locale too (decision 0025): "2,50" on the buttons and in the slip.
  const price = page
    .getByRole('region', { name: /^Demnächst/ })
    .getByRole('article')
    .first()
    .getByRole('button', { name: / \d+,\d{2}/ })
    .first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  const selection = page.getByRole('region', { name: 'Wettschein' }).getByTestId('slip-selection');
  // Pre-match prices move while a journey runs: compare with what the button shows now.
  await expect(async () => {
    const shown = /\d+,\d{2,3}/.exec(await price.innerText())?.[0] ?? 'no price';
    await expect(selection).toContainText(shown, { timeout: 1_000 });
  }).toPass();
  await expect(selection).not.toContainText(/\d\.\d{2}/);
});
