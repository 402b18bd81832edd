import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoHorizontalOverflow, isPhone } from '../support/layout';

// A visitor searches from the header (the menu on phones), opens a match with the keyboard,
// opens the results page with Enter, then browses the schedule and the results by day and
// sport. Changes nothing other journeys see. Runs at 1440 px and 390 px.

/** The header's search field, or on phones the one in the menu panel. */
async function searchField(page: Page) {
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Menu' })
      .click();
  }
  return page
    .getByRole('combobox', { name: 'Search matches, leagues and teams' })
    .filter({ visible: true });
}

test('search finds Bayern, the keyboard opens a match, Enter opens the results page', async ({
  page,
}, testInfo) => {
  await page.goto('/sports');
  const field = await searchField(page);
  await field.click();
  await field.pressSequentially('Bay');
  await field.pressSequentially('ern');
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  const list = page.getByRole('listbox', { name: 'Search suggestions' }).filter({ visible: true });
  // Grouped: matches (live or upcoming, whatever the hour), and Bayern as a team.
  await expect(list.getByRole('group', { name: 'Teams' })).toBeVisible();
  await expect(list.getByRole('group', { name: /^(Live|Upcoming)$/ }).first()).toBeVisible();
  await expect(list.getByRole('option', { name: /Bayern Munich/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ suggestions/ })).toHaveCount(1);
  await expectNoAxeViolations(page, 'form[role="search"]');
  await page.screenshot({ path: testInfo.outputPath('search-suggestions.png') });

  // Arrow down makes the first match the active option; Enter opens it.
  await field.press('ArrowDown');
  // The active option is named once the field has re-rendered: wait for it, then read it.
  await expect(field).toHaveAttribute('aria-activedescendant', /\S/);
  const activeId = await field.getAttribute('aria-activedescendant');
  const active = page.locator(`[id="${activeId}"]`);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(active).toContainText('Bayern');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/sports\/[a-z-]+\/[a-z0-9-]*bayern[a-z0-9-]*$/);
  await expect(page.getByRole('region', { name: /scoreboard/i })).toBeVisible();

  // Escape closes the suggestions; Enter with no option active opens the results page.
  const again = await searchField(page);
  await again.fill('Bayern');
  await expect(
    page
      .getByRole('listbox', { name: 'Search suggestions' })
      .filter({ visible: true })
      .getByRole('option')
      .first(),
  ).toBeVisible();
  await again.press('Escape');
  await expect(again).toHaveAttribute('aria-expanded', 'false');
  await again.press('Enter');
  await expect(page).toHaveURL(/\/sports\/search\?q=Bayern$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “Bayern”' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('search-page.png'), fullPage: true });

  // Too short a text asks for more instead of searching.
  const short = await searchField(page);
  await short.fill('By');
  await expect(
    page.getByText('Type at least 3 characters.').filter({ visible: true }),
  ).toBeVisible();
});

test('the schedule by day and sport, the results by date with final scores', async ({
  page,
}, testInfo) => {
  // Two long server-rendered lists and their accessibility scans.
  test.setTimeout(120_000);
  // Reached from the sports menu (the sidebar, or the menu panel on phones).
  await page.goto('/sports');
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Menu' })
      .click();
  }
  await page
    .getByRole('navigation', { name: 'Schedule and results' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Schedule' })
    .click();
  // A day of every sport is a long server-rendered list: allow a shared machine time for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible({
    timeout: 30_000,
  });
  const days = page.getByRole('navigation', { name: 'Days' });
  await expect(days.getByRole('link', { name: /^Today/ })).toHaveAttribute('aria-current', 'date');

  // Tomorrow, then only Counter-Strike 2 (e-sports run round the clock, so it always has games).
  await days.getByRole('link', { name: /^Tomorrow/ }).click();
  await expect(page).toHaveURL(/\/schedule\?day=\d{4}-\d{2}-\d{2}$/);
  await expect(days.getByRole('link', { name: /^Tomorrow/ })).toHaveAttribute(
    'aria-current',
    'date',
  );
  await page
    .getByRole('navigation', { name: 'Filter by sport' })
    .getByRole('link', { name: 'Counter-Strike 2' })
    .click();
  await expect(page).toHaveURL(/\/schedule\?day=\d{4}-\d{2}-\d{2}&sport=cs2$/);
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows.first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('schedule.png'), fullPage: true });

  // Results: yesterday's finished matches with their final scores (the feed starts with a day
  // of history), then today's.
  await page.goto('/sports/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  const resultDays = page.getByRole('navigation', { name: 'Days' });
  await expect(resultDays.getByRole('link', { name: /^Today/ })).toHaveAttribute(
    'aria-current',
    'date',
  );
  await resultDays.getByRole('link', { name: /^Yesterday/ }).click();
  await expect(page).toHaveURL(/\/results\?day=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText(/^Final score: \d+:\d+$/).first()).toBeAttached();
  await expect(page.getByText(/^Period scores: /).first()).toBeAttached();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('results.png'), fullPage: true });
});
