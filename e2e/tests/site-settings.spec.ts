import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { snapshot, signUpPlayer } from '../support/protection';
import {
  givePlayerStatus,
  reloadUntil,
  resetSiteSettings,
  setSiteSettings,
} from '../support/site-settings';

// Each site setting changes what it should, switched through the operator API and seen in the
// page after a reload, without a restart. The settings are global: this spec runs alone
// (playwright.config's `exclusive`) and every journey resets what it set.

const header = (page: Page) => page.getByRole('banner');
const quick = (page: Page) =>
  page.getByRole('dialog', { name: 'Deposit' }).getByRole('button', { name: 'Quick deposit' });

test('sign-in and sign-up disappear while they are switched off', async ({ page }) => {
  const keys = ['sign_in_enabled', 'sign_up_enabled'];
  await setSiteSettings(page, { sign_in_enabled: false, sign_up_enabled: false });
  try {
    await reloadUntil(page, '/sports', async () => {
      await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0, {
        timeout: 1000,
      });
    });
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
  } finally {
    await resetSiteSettings(page, keys);
  }
  await reloadUntil(page, '/sports', async () => {
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible({
      timeout: 1000,
    });
  });
});

test('jackpots and the Safer gambling area follow their flags', async ({ page }) => {
  const keys = ['jackpots', 'responsible_gambling'];
  await page.goto('/sports');
  await expect(page.getByRole('region', { name: /^Jackpots:/ }).first()).toBeVisible();
  await setSiteSettings(page, { jackpots: false, responsible_gambling: false });
  try {
    await reloadUntil(page, '/sports', async () => {
      await expect(page.getByRole('region', { name: /^Jackpots:/ })).toHaveCount(0, {
        timeout: 1000,
      });
    });
    const saferGambling = await page.goto('/sports/safer-gambling');
    expect(saferGambling?.status()).toBe(404);
    expect((await page.request.get('/api/sportsbook/jackpots')).status()).toBe(403);
  } finally {
    await resetSiteSettings(page, keys);
  }
  await reloadUntil(page, '/sports', async () => {
    await expect(page.getByRole('region', { name: /^Jackpots:/ }).first()).toBeVisible({
      timeout: 2000,
    });
  });
});

test('quick deposit is left to test players under the test flag', async ({ page }) => {
  const keys = ['quick_deposit', 'quick_deposit_test'];
  await signUpPlayer(page, 'quick-flag');
  await setSiteSettings(page, { quick_deposit: false, quick_deposit_test: true });
  try {
    await reloadUntil(page, '/sports#deposit', async () => {
      await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible({ timeout: 3000 });
      await expect(quick(page)).toHaveCount(0, { timeout: 1000 });
    });
    // Card payment stays, now the form's main action.
    await expect(
      page.getByRole('dialog', { name: 'Deposit' }).getByRole('button', { name: 'Pay with card' }),
    ).toBeVisible();

    await givePlayerStatus(page, 'spi_test');
    await page.goto('/sports');
    await page.goto('/sports#deposit');
    await expect(quick(page)).toBeVisible();
    await page.getByRole('dialog', { name: 'Deposit' }).getByLabel('Amount (EUR)').fill('12.00');
    await quick(page).click();
    await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeHidden();
  } finally {
    await resetSiteSettings(page, keys);
  }
});

test('the theme colours and logo come from the settings, and indexability drives robots', async ({
  page,
}) => {
  const keys = ['theme_brand_color', 'theme_accent_color', 'theme_logo_url', 'site_indexable'];
  await setSiteSettings(page, {
    theme_brand_color: '#1d3b8b',
    theme_accent_color: '#2fd07a',
    theme_logo_url: '/sports/icon.svg',
    site_indexable: false,
  });
  try {
    await reloadUntil(page, '/sports', async () => {
      await expect(header(page)).toHaveCSS('background-color', 'rgb(29, 59, 139)', {
        timeout: 1000,
      });
    });
    await expect(header(page).locator('img[src="/sports/icon.svg"]')).toBeVisible();
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
    );
    expect(accent).toBe('#2fd07a');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await page.request.get('/robots.txt')).text()).toContain('Disallow: /');
    await snapshot(page, 'site-settings-theme');
  } finally {
    await resetSiteSettings(page, keys);
  }
  await reloadUntil(page, '/sports', async () => {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index, ?follow/, {
      timeout: 1000,
    });
  });
  expect(await (await page.request.get('/robots.txt')).text()).toContain('Allow: /');
});

test('a player who accepted older terms is asked to accept the new ones', async ({ page }) => {
  await setSiteSettings(page, { terms_version: '2026-10' });
  try {
    // Signing up accepts the terms in force: nothing to ask.
    await signUpPlayer(page, 'terms');
    await setSiteSettings(page, { terms_version: '2026-11' });
    const dialog = page.getByRole('dialog', { name: 'Our terms and conditions have changed' });
    await reloadUntil(page, '/sports', async () => {
      await expect(dialog).toBeVisible({ timeout: 3000 });
    });
    await expect(dialog).toContainText('2026-11');
    await expectNoAxeViolations(page, 'dialog');
    await snapshot(page, 'site-settings-terms');
    // Escape does not dismiss it: accepting is the way on.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    await resetSiteSettings(page, ['terms_version']);
  }
});

test('a visitor is reminded to sign up once', async ({ page }) => {
  await setSiteSettings(page, { sign_up_reminder_s: 1 });
  try {
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await reloadUntil(page, '/sports', async () => {
      await expect(dialog).toBeVisible({ timeout: 4000 });
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Remembered on this device: the next page does not ask again.
    await page.goto('/sports/live');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('sign_up_reminded') !== null);
    await expect(dialog).toHaveCount(0);
  } finally {
    await resetSiteSettings(page, ['sign_up_reminder_s']);
  }
});

test('the deposit reminder opens once a day for players of its group', async ({ page }) => {
  const keys = ['deposit_reminder', 'deposit_reminder_group', 'deposit_reminder_s'];
  await signUpPlayer(page, 'remind');
  await setSiteSettings(page, {
    deposit_reminder: true,
    deposit_reminder_group: 'new_player',
    deposit_reminder_s: 1,
  });
  try {
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    // Not of the group: no reminder (the settings have arrived once the runtime set its marker).
    await reloadUntil(page, '/sports', async () => {
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('is_registered')), { timeout: 3000 })
        .toBe('true');
    });
    await givePlayerStatus(page, 'new_player');
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sb_deposit_reminder');
    expect(cookie).toBeTruthy();
    await expect(dialog).toHaveCount(0);
  } finally {
    await resetSiteSettings(page, keys);
  }
});

test('the user-group checker sends visitors outside the group to the main platform', async ({
  page,
}) => {
  const keys = ['user_group', 'main_platform_url'];
  await page.route('https://platform.example.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Main platform</title><h1>Main platform</h1>',
    }),
  );
  await setSiteSettings(page, {
    user_group: 'sportsbook_beta',
    main_platform_url: 'https://platform.example.test/',
  });
  try {
    await reloadUntil(page, '/sports', async () => {
      await expect(page).toHaveURL('https://platform.example.test/', { timeout: 3000 });
    });
    // A player of the group stays.
    await resetSiteSettings(page, keys);
    await page.goto('/sports');
    await signUpPlayer(page, 'group');
    await givePlayerStatus(page, 'sportsbook_beta');
    await setSiteSettings(page, {
      user_group: 'sportsbook_beta',
      main_platform_url: 'https://platform.example.test/',
    });
    await page.goto('/sports/live');
    await expect(header(page).getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/sports\/live$/);
  } finally {
    await resetSiteSettings(page, keys);
  }
});
