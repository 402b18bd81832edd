import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoHorizontalOverflow } from '../support/layout';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';
import { alertSaying } from '../support/alerts';

// Promotions journeys (issue 16): a new player claims a promo code and gets its freebet (toast
// and list); a player's settled qualifying bet puts the player on a tournament's leaderboard;
// unseen bonuses open the popup, and dismissing it marks them seen. Each journey signs up its
// own player, so the shared server's demo player and other journeys never interfere.

const PROMO_CODE = 'WELCOME10';

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'sb_csrf');
  expect(cookie, 'signed in (sb_csrf cookie)').toBeTruthy();
  return { 'x-csrf-token': cookie!.value };
}

interface BonusLists {
  data: Record<
    string,
    { id: string; type: string; name?: string; issued: { seen: boolean } | null }[]
  >;
}

async function playerBonuses(page: Page, query = ''): Promise<BonusLists['data']> {
  const response = await page.request.get(`/api/sportsbook/bonuses${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as BonusLists).data;
}

/** The open pre-match match winner prices of football, at odds a tournament counts (≥ 1.5). */
async function qualifyingSelection(page: Page, pick: number) {
  const response = await page.request.get(
    '/api/sportsbook/matches?sport_key=football&type=match&match_status=0&bettable=true&limit=50',
  );
  expect(response.status()).toBe(200);
  const matches = (await response.json()).data as {
    id: number;
    main_market: {
      id: number;
      specifier: string;
      status: number;
      outcomes: { id: string; odds: number; active: boolean }[];
    } | null;
  }[];
  const candidates = matches.flatMap((match) => {
    const market = match.main_market;
    const outcome = market?.outcomes.find((item) => item.active && item.odds >= 1.6);
    return market && market.status === 1 && outcome
      ? [
          {
            match_id: match.id,
            market_id: market.id,
            specifier: market.specifier,
            outcome_id: outcome.id,
            odds: outcome.odds,
          },
        ]
      : [];
  });
  const selection = candidates[pick % Math.max(1, candidates.length)];
  if (!selection) throw new Error('no open football price of 1.6 or more');
  return selection;
}

/** A cash single through the API (no bonus chosen: it farms for every farming campaign). */
async function placeSingle(page: Page, selection: Awaited<ReturnType<typeof qualifyingSelection>>) {
  const response = await page.request.post('/api/sportsbook/v3/bets', {
    headers: {
      ...(await csrfHeader(page)),
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      meta: { device_id: 'e2e-promotions', quick: false, type: 'single' },
      bets: [{ type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [selection] }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a new player claims a promo code and sees the freebet in a toast and in the list', async ({
  page,
}, info) => {
  await signUpPlayer(page, 'promo');
  await page.goto('/sports/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Promotions' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Promo code' }).fill(PROMO_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(alertSaying(page, /^Code accepted:/)).toBeVisible();
  const toast = page.getByTestId('bonus-toast');
  await expect(toast).toContainText('New bonus: Freebet');
  await expect(toast).toContainText('Welcome freebet');
  // The claimed offer gives way to the freebet it issued, active now.
  const freebet = page.getByRole('list', { name: 'Promotions' }).getByRole('article', {
    name: 'Welcome freebet',
  });
  await expect(freebet).toHaveCount(1);
  await expect(freebet).toContainText('Active');
  await expectNoHorizontalOverflow(page);
  await snapshot(page, `promotions-signed-in-${info.project.name}`);

  // A second claim of the same code is refused, and the refusal says why.
  await page.getByRole('textbox', { name: 'Promo code' }).fill(PROMO_CODE);
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already claimed' })).toBeVisible();
});

test("a player's settled qualifying bet puts the player's own row on the tournament leaderboard", async ({
  page,
}, info) => {
  await signUpPlayer(page, 'tournament');
  await seedDeposit(page, 5000);
  const promotions = await page.request.get('/api/sportsbook/bonuses/promotions');
  const [tournament] = ((await promotions.json()) as BonusLists).data.tournament ?? [];
  if (!tournament?.name) throw new Error('no tournament is running');

  // The tournament needs activation: the player takes part from the promotions page.
  await page.goto('/sports/promotions');
  await page.getByRole('button', { name: `Activate: ${tournament.name}` }).click();
  await expect(page.getByText(`${tournament.name} is active.`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Promotions' }).getByRole('article', { name: tournament.name }),
  ).toContainText('Active');

  const selection = await qualifyingSelection(page, info.project.name === 'phone' ? 3 : 1);
  await placeSingle(page, selection);
  const settled = await page.request.post('/api/platform/dev/feed/results', {
    data: {
      match_id: selection.match_id,
      market_id: selection.market_id,
      specifier: selection.specifier,
      winning_outcome_id: selection.outcome_id,
    },
  });
  expect(settled.status(), await settled.text()).toBe(200);

  // Settlement farms asynchronously: wait until the board has the player.
  await expect
    .poll(async () => {
      const rating = await page.request.get(
        `/api/sportsbook/bonuses/tournaments/${tournament.id}/rating`,
      );
      return ((await rating.json()) as { current_user: unknown }).current_user !== null;
    })
    .toBe(true);

  await page.reload();
  await page.getByRole('button', { name: `Details: ${tournament.name}` }).click();
  const dialog = page.getByRole('dialog', { name: tournament.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  const own = dialog.locator('tr[data-current-user="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('You');
  await expect(dialog.getByTestId('prize-pool')).toHaveText(/€/);
  await expectNoAxeViolations(page, '[data-testid="bonus-detail"]');
  await snapshot(page, `tournament-detail-${info.project.name}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('unseen bonuses open the popup, and dismissing it marks them seen', async ({ page }) => {
  await signUpPlayer(page, 'unseen');
  // Issued before the page loads: a promo code claimed through the API.
  const claimed = await page.request.post('/api/sportsbook/bonuses/promo-code', {
    headers: await csrfHeader(page),
    data: { code: PROMO_CODE },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);

  await page.goto('/sports');
  const popup = page.getByRole('dialog', { name: 'You have new bonuses' });
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="unseen-bonuses"]');
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  await expect
    .poll(async () => Object.values(await playerBonuses(page, '?unseen=true')).flat().length)
    .toBe(0);
});

test('the promotions page passes axe for visitors and asks them to sign in', async ({
  page,
}, info) => {
  await page.goto('/sports/promotions');
  await expect(page.getByRole('list', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByText('Sign in to claim promo codes and activate bonuses.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await snapshot(page, `promotions-visitor-${info.project.name}`);
  // German, at the width where the header's sections first show.
  await page.setViewportSize({ width: 780, height: 900 });
  await page.goto('/sports/de/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktionen' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Aktionen' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snapshot(page, `promotions-visitor-de-${info.project.name}`);
});
