import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUpPlayer, snapshot } from '../support/protection';
import { alertSaying } from '../support/alerts';

// Favourites in the browser: a new player stars an upcoming match on the football page, finds
// it on /favorites, unstars it there and it is gone; a visitor pressing a star is asked to sign
// in; a toggle whose call fails flips back and says so. Each journey signs up its own player.
// Both projects: 1440 px and 390 px.

/** The n-th upcoming match row of the football page, and its accessible name. */
async function upcomingRow(page: Page, n: number) {
  const row = page
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('article')
    .nth(n);
  await expect(row).toBeVisible();
  return { row, name: (await row.getAttribute('aria-label')) ?? '' };
}

async function openFootballSignedIn(page: Page) {
  await page.goto('/sports/football');
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  // Signed in once the header shows the player's deposit button.
  await expect(page.getByRole('button', { name: 'Deposit' })).toBeVisible();
}

test('a player stars a match, finds it on the favourites page and unstars it there', async ({
  page,
}, info) => {
  await signUpPlayer(page, `favourites-${info.project.name}`);
  await openFootballSignedIn(page);
  const { row, name } = await upcomingRow(page, info.project.name === 'phone' ? 1 : 0);
  const star = row.getByRole('button', { name: 'Favourite', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  const starred = row.getByRole('button', { name: 'Favourite', exact: true });
  await expect(starred).toHaveAttribute('aria-pressed', 'true');
  await snapshot(page, 'favourites-starred-row');

  await page.goto('/sports/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: /^Upcoming/ });
  const favourite = upcoming.getByRole('article', { name });
  await expect(favourite).toBeVisible();
  await expect(favourite.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page, 'main');
  await snapshot(page, 'favourites-page');

  await favourite.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await snapshot(page, 'favourites-empty');
});

test('a visitor pressing a star or opening the favourites page is asked to sign in', async ({
  page,
}) => {
  await page.goto('/sports/football');
  const { row } = await upcomingRow(page, 0);
  await row.getByRole('button', { name: 'Favourite', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(row.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();

  await page.goto('/sports/favorites');
  await expect(page.getByText('Sign in to see your favourite matches and leagues.')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await snapshot(page, 'favourites-signed-out');
});

test('a star whose call fails flips back and shows an error alert', async ({ page }, info) => {
  await signUpPlayer(page, `favourites-fail-${info.project.name}`);
  await page.route('**/api/sportsbook/favourites/match/*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'unavailable', message: 'Try later' }),
        })
      : route.fallback(),
  );
  await openFootballSignedIn(page);
  const { row } = await upcomingRow(page, 0);
  await row.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(alertSaying(page, 'could not be updated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await snapshot(page, 'favourites-failed-toggle');
});
