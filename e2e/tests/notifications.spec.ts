import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { header } from '../support/bet-slip';
import { operator } from '../support/bonuses';
import { expectNoHorizontalOverflow } from '../support/layout';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// Notifications in the browser: a new player's bet is settled through the dev feed and the
// notification arrives live (the bell counts 1, the panel lists it), opening it brings the
// count to 0, and an operator's maintenance message to this player arrives the same way and is
// cleared with "Mark all as read". Each project signs up its own player and bets on its own
// match (a settled market stays settled). Both projects: 1440 px and 390 px.

const bell = (page: Page) => header(page).getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function csrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'sb_csrf');
  expect(cookie, 'signed in (sb_csrf cookie)').toBeTruthy();
  return { 'x-csrf-token': cookie!.value };
}

/** An open pre-match match-winner price of football, counted from the end of the list. */
async function openSelection(page: Page, fromEnd: number) {
  const response = await page.request.get(
    '/api/sportsbook/matches?sport_key=football&type=match&match_status=0&bettable=true&limit=50',
  );
  expect(response.status()).toBe(200);
  const matches = (await response.json()).data as {
    id: number;
    name: string;
    main_market: {
      id: number;
      specifier: string;
      status: number;
      outcomes: { id: string; odds: number; active: boolean }[];
    } | null;
  }[];
  const open = matches.flatMap((match) => {
    const market = match.main_market;
    const outcome = market?.outcomes.find((item) => item.active);
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
  const selection = open[open.length - 1 - fromEnd];
  if (!selection) throw new Error('no open football price');
  return selection;
}

test('a settled bet and a maintenance message arrive live in the bell and the panel', async ({
  page,
}, info) => {
  await signUpPlayer(page, `notify-${info.project.name}`);
  await seedDeposit(page, 5000);
  await page.goto('/sports');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText('Nothing here yet');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // The bet, placed and then won through the dev feed.
  const selection = await openSelection(page, info.project.name === 'phone' ? 1 : 0);
  const placed = await page.request.post('/api/sportsbook/v3/bets', {
    headers: { ...(await csrf(page)), 'idempotency-key': `e2e-notify-${Date.now()}` },
    data: {
      meta: { device_id: 'e2e-notifications', quick: false, type: 'single' },
      bets: [{ type: 'single', stake: { value: 200, currency: 'EUR' }, selections: [selection] }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const settled = await page.request.post('/api/platform/dev/feed/results', {
    data: {
      match_id: selection.match_id,
      market_id: selection.market_id,
      specifier: selection.specifier,
      winning_outcome_id: selection.outcome_id,
    },
  });
  expect(settled.status(), await settled.text()).toBe(200);

  // Live: no reload.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(header(page).getByTestId('notification-badge')).toHaveText('1');
  await bell(page).click();
  const won = panel(page).getByRole('button', { name: /^Unread: Bet won/ });
  await expect(won).toBeVisible();
  await expect(won).toContainText('has been credited to your balance');
  await expectNoAxeViolations(page, '#' + (await panel(page).getAttribute('id')));
  await expectNoHorizontalOverflow(page);
  await snapshot(page, 'notifications-panel');
  await won.click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(panel(page).getByRole('button', { name: /^Unread:/ })).toHaveCount(0);

  // The operator's maintenance message to this player, while the panel is open.
  const me = await page.request.get('/api/platform/player');
  const playerId = ((await me.json()) as { id: number }).id;
  await operator(page, 'post', '/notifications/maintenance', {
    title: { en: 'Planned maintenance', de: 'Geplante Wartung' },
    caption: { en: 'Tonight 02:00–02:30 UTC' },
    body: { en: 'Betting pauses for about 30 minutes.' },
    player_ids: [playerId],
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(
    panel(page).getByRole('button', { name: /^Unread: Planned maintenance/ }),
  ).toBeVisible();
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // The account's notifications page lists both.
  await page.goto('/sports/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('main').getByRole('region', { name: 'Notifications' });
  await expect(list.getByRole('button', { name: /Planned maintenance/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /Bet won/ })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await snapshot(page, 'notifications-page');
});
