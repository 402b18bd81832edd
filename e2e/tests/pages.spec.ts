import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { operator } from '../support/bonuses';
import { expectNoHorizontalOverflow } from '../support/layout';
import { signUpPlayer } from '../support/protection';

// Site pages (decision 0044): the operator publishes a custom page through the operator API and
// a visitor reads it with its own title and SEO tags; the footer's links lead to real pages,
// also those outside the prefix; the icon sprite answers by version. Each journey writes only a
// page of its own (a unique slug, not in the footer), so journeys can run side by side.

const uniqueSlug = () => `e2e-offer-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');

test('the operator publishes a custom page and a visitor reads it with its title and tags', async ({
  page,
}) => {
  const slug = uniqueSlug();
  await operator(page, 'post', '/pages', {
    slug,
    translations: {
      en: {
        title: 'Derby day offer',
        body: '## How it works\n\n1. Pick the **derby**\n2. Place a combo\n\n[Sneaky](javascript:alert(1)) and [the rules](/sports/general-rules).\n\n<script>window.hacked = true</script>',
        seo_title: 'Derby day: boosted combos',
        seo_description: 'Boosted combos on derby day',
        seo_keywords: ['derby', 'combo boost'],
        social_image: 'https://cdn.example.com/derby.png',
      },
      de: { title: 'Derby-Tag-Angebot', body: 'Kombis zahlen am **Derby-Tag** mehr.' },
    },
  });

  // A draft is not on the site.
  const draft = await page.goto(`/sports/pages/${slug}`);
  expect(draft?.status()).toBe(404);

  await operator(page, 'post', `/pages/${slug}/publish`);
  await page.goto(`/sports/pages/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Derby day offer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Pick the derby' })).toBeVisible();
  await expect(page).toHaveTitle('Derby day: boosted combos | Sportsbook');
  expect(await meta(page, 'name', 'description')).toBe('Boosted combos on derby day');
  expect(await meta(page, 'name', 'keywords')).toBe('derby,combo boost');
  expect(await meta(page, 'property', 'og:image')).toBe('https://cdn.example.com/derby.png');
  expect(await meta(page, 'property', 'og:title')).toBe('Derby day: boosted combos');
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/sports/pages/${slug}$`),
  );

  // The stored body is text and safe links only: no script ran, the unsafe link is plain text.
  const article = page.getByRole('article');
  await expect(article.getByRole('link', { name: 'the rules' })).toHaveAttribute(
    'href',
    '/sports/general-rules',
  );
  await expect(article.getByText('Sneaky')).toBeVisible();
  await expect(article.getByRole('link', { name: 'Sneaky' })).toHaveCount(0);
  await expect(article.getByText('<script>window.hacked = true</script>')).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // In German, the German content; the site-wide keywords where the page sets none.
  await page.goto(`/sports/de/pages/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Derby-Tag-Angebot' })).toBeVisible();
  expect(await meta(page, 'name', 'keywords')).toContain('sports betting');
  expect(await meta(page, 'property', 'og:locale')).toBe('de_DE');

  await operator(page, 'post', `/pages/${slug}/unpublish`);
  const gone = await page.goto(`/sports/pages/${slug}`);
  expect(gone?.status()).toBe(404);
});

test('the footer leads to the information pages and the operator’s custom page', async ({
  page,
}) => {
  await page.goto('/sports/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('18+', { exact: true })).toBeVisible();
  await expect(footer.getByText(/not licensed for real-money betting/)).toBeVisible();
  await expect(footer.getByRole('combobox', { name: 'Odds format' })).toBeVisible();
  await expectNoAxeViolations(page, 'footer');

  // Each from the footer of the page before. Terms and help live outside the prefix
  // (/terms-and-conditions, /help-center) and land on the stored pages.
  const visits: [string, string, RegExp][] = [
    ['Terms and conditions', 'Terms and conditions', /\/sports\/pages\/terms-and-conditions$/],
    ['General rules', 'General betting rules', /\/sports\/general-rules$/],
    [
      'Weekend football boost',
      'Weekend football boost',
      /\/sports\/pages\/weekend-football-boost$/,
    ],
    ['Help centre', 'Help centre', /\/sports\/pages\/help-center$/],
  ];
  for (const [link, heading, url] of visits) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(url);
  }
  await expectNoAxeViolations(page);
});

test('the initialisation entry and the wallet addresses lead where they say', async ({ page }) => {
  // The initialisation entry continues where the platform says.
  await page.goto('/sports/init-sportsbook?to=/live');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the sportsbook' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sports\/live$/);

  // The wallet addresses outside the prefix lead to the transactions and the deposit dialog.
  await signUpPlayer(page, 'pages');
  await page.goto('/profile/wallet/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.goto('/profile/wallet/deposit');
  await expect(page).toHaveURL(/\/sports\?modal=deposit/);
  // The home page's islands load before the dialog does; on a busy phone that takes a while.
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible({ timeout: 30_000 });
});

test('the footer switches the language of the page', async ({ page }) => {
  await page.goto('/sports/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Language: en' }).click();
  await footer.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/sports\/de\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'AGB' })).toBeVisible();
});

test('the icon sprite holds the UI and sport icons and is cached by version', async ({ page }) => {
  const plain = await page.request.get('/fe-api/icons.svg');
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-type']).toContain('image/svg+xml');
  const svg = await plain.text();
  expect(svg).toContain('<symbol id="icon-home"');
  expect(svg).toContain('<symbol id="sport-soccer"');
  expect(plain.headers()['cache-control']).toContain('max-age=300');
  const version = plain.headers()['x-icons-version'];
  expect(version).toMatch(/^[0-9a-f]{12}$/);

  const versioned = await page.request.get(`/fe-api/icons.svg?version=${version}`);
  expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await versioned.text()).toBe(svg);
});
