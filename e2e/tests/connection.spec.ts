import { type Page, expect, test } from '@playwright/test';
import { closeSlipOnPhone, openSlipOnPhone, selections, slip } from '../support/bet-slip';
import { isPhone } from '../support/layout';
import { alertSaying } from '../support/alerts';

// When the connection drops (decision 0018): the live page stays, the connection alert shows,
// the prices the socket kept current are marked not live and cannot be picked, and the slip
// suspends what it holds; back online, the alert goes and the prices are live again within
// seconds, without an error page or a reload.

/** The page's realtime client state, through the handle it exposes. */
const connectionState = (page: Page) =>
  page.evaluate(
    () =>
      (
        globalThis as { __sportsbookRealtime?: { connectionState(): string } }
      ).__sportsbookRealtime?.connectionState() ?? 'absent',
  );

const prices = (page: Page, state: string) =>
  page.locator(`main button[data-outcome-key][data-state="${state}"]`);
/**
 * Prices in this state on screen. Buttons far off screen catch up when they come near it
 * (decision 0007), so only what the player can see is counted.
 */
const onScreen = (page: Page, state: string) =>
  page.evaluate(
    (wanted) =>
      Array.from(
        document.querySelectorAll(`main button[data-outcome-key][data-state="${wanted}"]`),
      ).filter((button) => {
        const box = button.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      }).length,
    state,
  );
const alert = (page: Page) => alertSaying(page, 'No connection');
const errorPage = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' });

test('the live page rides out a lost connection and is live again when it is back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/sports/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect.poll(() => connectionState(page), { timeout: 15_000 }).toBe('connected');
  await expect(prices(page, 'open').first()).toBeVisible();
  // A mark on this document: a reload or an error page replacing it would lose it.
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });

  // One live price on the slip before the connection goes.
  const picked = prices(page, 'open').first();
  const pickedKey = (await picked.getAttribute('data-outcome-key')) ?? '';
  await picked.click();
  await expect(page.locator(`main [data-outcome-key="${pickedKey}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  if (isPhone(page)) await closeSlipOnPhone(page);

  // The live list's fallback poller runs once the socket has been down a while (about 4 s):
  // wait until it has tried and failed while offline, where the page used to turn into an
  // error page.
  let failedPolls = 0;
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/sportsbook/matches') failedPolls += 1;
  });

  await context.setOffline(true);
  await expect.poll(() => connectionState(page)).not.toBe('connected');
  await expect(alert(page)).toBeVisible();
  // Every price the socket kept current is marked not live: none is offered.
  await expect.poll(() => onScreen(page, 'open')).toBe(0);
  const notPicked = page.locator(
    `main button[data-outcome-key][data-state="stale"][aria-pressed="false"]`,
  );
  await expect(notPicked.first()).toBeVisible();
  await expect(notPicked.first()).toHaveAttribute('aria-disabled', 'true');
  await expect(notPicked.first()).toHaveAccessibleName(/updating/);
  // A click on a price that is not live does not put it on the slip.
  const staleKey = (await notPicked.first().getAttribute('data-outcome-key')) ?? '';
  await notPicked.first().click({ force: true });
  await expect(page.locator(`main [data-outcome-key="${staleKey}"]`)).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await expect.poll(() => failedPolls, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(errorPage(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await expect(alert(page)).toBeVisible();

  // The slip holds its selection suspended (it refuses to place a suspended selection).
  await openSlipOnPhone(page);
  await expect(selections(page)).toHaveCount(1);
  await expect(selections(page).first()).toContainText('Suspended');
  if (isPhone(page)) await closeSlipOnPhone(page);

  // Back online: the socket returns at once, the alert goes, prices are live again.
  await context.setOffline(false);
  await expect.poll(() => connectionState(page), { timeout: 5000 }).toBe('connected');
  await expect(alert(page)).toHaveCount(0, { timeout: 5000 });
  await expect.poll(() => onScreen(page, 'stale'), { timeout: 5000 }).toBe(0);
  await expect(prices(page, 'open').first()).toBeVisible();
  await openSlipOnPhone(page);
  await expect(slip(page)).toBeVisible();
  await expect(selections(page).first()).not.toContainText('Suspended', { timeout: 5000 });
  await expect(errorPage(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
