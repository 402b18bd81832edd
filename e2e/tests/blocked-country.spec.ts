import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// A visitor from a country where the site is blocked (BLOCKED_COUNTRIES=US for the test server,
// the country arriving in the proxy's cf-ipcountry header) sees only the blocked page, which
// names the country.
test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

test('a visitor from a blocked country sees the blocked page naming the country', async ({
  page,
}) => {
  await page.goto('/sports/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available here' })).toBeVisible();
  await expect(
    page.getByText('Sportsbook is not available in United States right now.'),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
