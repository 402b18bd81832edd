import { type Page, expect, test } from '@playwright/test';

// The contract worker (decision 0066): zod and the contract's schemas are built in a worker,
// which checks the realtime events and the answers a browsing page asks for while it runs (the
// realtime tokens, the live list's snapshot, the jackpots widget). What the player sees is the
// proof: the socket connects (its token answer was checked there), live prices stay open and
// the jackpots widget fills. Where no worker can start, the same happens on the main thread.
// Reads only: safe beside any other journey.

const connectionState = (page: Page) =>
  page.evaluate(
    () =>
      (
        globalThis as { __sportsbookRealtime?: { connectionState(): string } }
      ).__sportsbookRealtime?.connectionState() ?? 'absent',
  );

async function expectLivePage(page: Page) {
  await page.goto('/sports/live');
  await expect.poll(() => connectionState(page), { timeout: 20_000 }).toBe('connected');
  // The snapshot the list takes once its match channels are subscribed comes back and its
  // prices are live.
  await expect(
    page.locator('main button[data-outcome-key][data-state="open"]').first(),
  ).toBeVisible();
}

test('the realtime check and the live snapshot run in the contract worker', async ({ page }) => {
  const snapshots: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/api\/sportsbook\/matches\?/.test(request.url())) snapshots.push(request.url());
  });
  await expectLivePage(page);
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  // The worker is the one that built the contract's schemas: it answers checks.
  const worker = page.workers()[0]!;
  expect(await worker.evaluate(() => typeof self.onmessage)).toBe('function');
  await expect.poll(() => snapshots.length).toBeGreaterThan(0);

  // Home's jackpots widget asks for the pools through the worker too.
  await page.goto('/sports');
  await expect(page.getByTestId('jackpot-widget').first()).toBeVisible();
});

test('without workers the same checks run on the page', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser (or a policy) that refuses workers.
    Object.defineProperty(globalThis, 'Worker', { value: undefined, configurable: true });
  });
  await expectLivePage(page);
  expect(page.workers()).toHaveLength(0);
  await page.goto('/sports');
  await expect(page.getByTestId('jackpot-widget').first()).toBeVisible();
});
