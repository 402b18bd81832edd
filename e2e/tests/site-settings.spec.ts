import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { snapshot, signUpPlayer } from '../support/protection';
import {
  givePlayerStatus,
  openWithSettings,
  resetSiteSettings,
  setSiteSettings,
} from '../support/site-settings';

// Each site setting changes what it should, switched through the operator API and seen in the
// page after a reload, without a restart. The settings are global: this spec runs alone
// (playwright.config's `exclusive`) and every journey resets what it set.

// Each journey reloads until the page carries its settings; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

const header = (page: Page) => page.getByRole('banner');
const depositDialog = (page: Page) => page.getByRole('dialog', { name: 'Deposit' });
const openDeposit = async (page: Page) => {
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(depositDialog(page)).toBeVisible();
};

test('sign-in and sign-up disappear while they are switched off', async ({ page }) => {
  const off = { sign_in_enabled: false, sign_up_enabled: false };
  await setSiteSettings(page, off);
  try {
    await openWithSettings(page, '/sports', off);
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    const refused = await page.request.post('/api/platform/users/sign_up', {
      data: {
        email: `closed-${Date.now()}@sportsbook.test`,
        password: 'closed-password-1',
        currency: 'EUR',
        terms_accepted: true,
      },
    });
    expect(refused.status()).toBe(403);
    // A sign-up link from elsewhere says sign-up is closed instead of offering a refused form.
    await page.goto('/sports#signUp');
    const closed = page.getByRole('dialog', { name: 'Sign up' });
    await expect(closed.getByRole('status')).toHaveText(/^Sign-up is closed at the moment/);
    await expect(closed.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  } finally {
    await resetSiteSettings(page, Object.keys(off));
  }
  await openWithSettings(page, '/sports', { sign_in_enabled: true, sign_up_enabled: true });
  await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('jackpots and the Safer gambling area follow their flags', async ({ page }) => {
  const off = { jackpots: false, responsible_gambling: false };
  await setSiteSettings(page, off);
  try {
    await openWithSettings(page, '/sports', off);
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('region', { name: /^Jackpots:/ })).toHaveCount(0);
    const saferGambling = await page.goto('/sports/safer-gambling');
    expect(saferGambling?.status()).toBe(404);
    expect((await page.request.get('/api/sportsbook/jackpots')).status()).toBe(403);
  } finally {
    await resetSiteSettings(page, Object.keys(off));
  }
  await openWithSettings(page, '/sports', { jackpots: true, responsible_gambling: true });
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByRole('region', { name: /^Jackpots:/ }).first()).toBeVisible();
  expect((await page.goto('/sports/safer-gambling'))?.status()).toBe(200);
});

test('quick deposit is left to test players under the test flag', async ({ page }) => {
  const flags = { quick_deposit: false, quick_deposit_test: true };
  await signUpPlayer(page, 'quick-flag');
  await setSiteSettings(page, flags);
  try {
    await openWithSettings(page, '/sports', flags);
    await openDeposit(page);
    // Card payment stays, now the form's main action.
    await expect(depositDialog(page).getByRole('button', { name: 'Pay with card' })).toBeVisible();
    await expect(depositDialog(page).getByRole('button', { name: 'Quick deposit' })).toHaveCount(0);

    await givePlayerStatus(page, 'spi_test');
    await page.goto('/sports');
    await openDeposit(page);
    await depositDialog(page).getByLabel('Amount (EUR)').fill('12.00');
    await depositDialog(page).getByRole('button', { name: 'Quick deposit' }).click();
    await expect(depositDialog(page)).toBeHidden();
  } finally {
    await resetSiteSettings(page, Object.keys(flags));
  }
});

/**
 * robots.txt as served now. Every web server reads the settings at most once a second for each
 * of its bundles (the route's is not the page's), so it follows a change within about two
 * seconds of the page (decision 0043): the journey waits for it.
 */
const robots = async (page: Page) => (await page.request.get('/robots.txt')).text();

test('the theme colours and logo come from the settings, and indexability drives robots', async ({
  page,
}) => {
  const theme = {
    theme_brand_color: '#1d3b8b',
    theme_accent_color: '#2fd07a',
    theme_logo_url: '/sports/icon.svg',
    site_indexable: false,
  };
  await setSiteSettings(page, theme);
  try {
    await openWithSettings(page, '/sports', theme);
    await expect(header(page)).toHaveCSS('background-color', 'rgb(29, 59, 139)');
    await expect(header(page).locator('img[src="/sports/icon.svg"]')).toBeVisible();
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
    );
    expect(accent).toBe('#2fd07a');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect.poll(() => robots(page)).toContain('Disallow: /');
    await snapshot(page, 'site-settings-theme');
  } finally {
    await resetSiteSettings(page, Object.keys(theme));
  }
  await openWithSettings(page, '/sports', { site_indexable: true, theme_logo_url: '' });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  await expect.poll(() => robots(page)).toContain('Allow: /');
});

test('a player who accepted older terms is asked to accept the new ones', async ({ page }) => {
  await setSiteSettings(page, { terms_version: '2026-10' });
  try {
    // Signing up accepts the terms in force: nothing to ask.
    await signUpPlayer(page, 'terms');
    await setSiteSettings(page, { terms_version: '2026-11' });
    await openWithSettings(page, '/sports', { terms_version: '2026-11' });
    const dialog = page.getByRole('dialog', { name: 'Our terms and conditions have changed' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('2026-11');
    await expectNoAxeViolations(page, 'dialog');
    await snapshot(page, 'site-settings-terms');
    // Escape does not dismiss it: accepting is the way on.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    const status = await page.request.get('/api/platform/player/terms');
    expect(await status.json()).toMatchObject({ accepted_version: '2026-11', must_accept: false });
  } finally {
    await resetSiteSettings(page, ['terms_version']);
  }
});

test('a visitor is reminded to sign up once', async ({ page }) => {
  await setSiteSettings(page, { sign_up_reminder_s: 1 });
  try {
    await openWithSettings(page, '/sports', { sign_up_reminder_s: 1 });
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Remembered on this device: the next pages do not ask again.
    expect(await page.evaluate(() => localStorage.getItem('sign_up_reminded'))).not.toBeNull();
  } finally {
    await resetSiteSettings(page, ['sign_up_reminder_s']);
  }
});

test('the deposit reminder opens for players of its group, then not again that day', async ({
  page,
}) => {
  const reminder = {
    deposit_reminder: true,
    deposit_reminder_group: 'new_player',
    deposit_reminder_s: 1,
  };
  await signUpPlayer(page, 'remind');
  await givePlayerStatus(page, 'new_player');
  await setSiteSettings(page, reminder);
  try {
    await openWithSettings(page, '/sports', reminder);
    await expect(depositDialog(page)).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(depositDialog(page)).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sb_deposit_reminder');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
  } finally {
    await resetSiteSettings(page, Object.keys(reminder));
  }
});

test('the user-group checker sends visitors outside the group to the main platform', async ({
  page,
}) => {
  const group = {
    user_group: 'sportsbook_beta',
    main_platform_url: 'https://platform.example.test/',
  };
  await page.route('https://platform.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Main platform</title>' }),
  );
  await setSiteSettings(page, group);
  try {
    // The settings are served (the web server reads them at most a second late), then a visit.
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/sportsbook/site-settings/public')).json())
            .user_group,
      )
      .toBe('sportsbook_beta');
    await expect(async () => {
      await page.goto('/sports', { waitUntil: 'commit' });
      await expect(page).toHaveURL('https://platform.example.test/', { timeout: 20_000 });
    }).toPass({ timeout: 60_000 });
  } finally {
    await resetSiteSettings(page, Object.keys(group));
  }
});
