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

test('the API refuses sign-in, sign-up, deposits and bets from the blocked country', async ({
  request,
}) => {
  const refused = async (url: string, data: unknown) => {
    const res = await request.post(url, { data });
    expect(res.status(), url).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'country_blocked', country: 'US' });
  };
  await refused('/api/platform/users/sign_in', {
    login: 'demo@sportsbook.test',
    password: 'demo-password-1',
  });
  await refused('/api/platform/users/sign_up', {
    email: `blocked-${Date.now()}@sportsbook.test`,
    password: 'blocked-password-1',
    currency: 'EUR',
    terms_accepted: true,
  });
  await refused('/api/platform/payments/quick_deposit', { amount: 1000, currency: 'EUR' });
  await refused('/api/sportsbook/v3/bets', { type: 'single', stake: 100, selections: [] });
});
