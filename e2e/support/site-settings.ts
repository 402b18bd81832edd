import { type Page, expect } from '@playwright/test';

// Site settings journeys' operator calls (decision 0043). Settings are global: the journeys
// that change them run one at a time (playwright.config's `exclusive`) and reset what they set.

// The server's development key (OPERATOR_API_KEY unset outside production).
const OPERATOR_KEY = process.env.OPERATOR_API_KEY ?? 'dev-only-operator-api-key-change-me-00000000';
const operator = { authorization: `Bearer ${OPERATOR_KEY}` };

/** PATCH /api/operator/site-settings; `null` resets a setting to its default. */
export async function setSiteSettings(
  page: Page,
  settings: Record<string, unknown>,
): Promise<void> {
  const response = await page.request.patch('/api/operator/site-settings', {
    headers: operator,
    data: { settings, changed_by: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Resets every named setting to its default. */
export async function resetSiteSettings(page: Page, keys: readonly string[]): Promise<void> {
  await setSiteSettings(page, Object.fromEntries(keys.map((key) => [key, null])));
}

/** Gives the player a status through the operator API (spi_test, a user group). */
export async function givePlayerStatus(page: Page, status: string): Promise<void> {
  const player = await page.request.get('/api/platform/player');
  expect(player.status()).toBe(200);
  const { id } = (await player.json()) as { id: number };
  const response = await page.request.put(`/api/operator/players/${id}/statuses/${status}`, {
    headers: operator,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Opens `path`, reloading until the page was rendered with `settings` (the settings JSON the
 * layout renders): a change reaches every page within about two seconds (the API's and the web
 * server's one-second caches), without a restart.
 */
export async function openWithSettings(
  page: Page,
  path: string,
  settings: Record<string, unknown>,
): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    const rendered = JSON.parse(
      (await page.locator('#sb-site-settings').textContent({ timeout: 5000 })) ?? '{}',
    ) as Record<string, unknown>;
    for (const [key, value] of Object.entries(settings))
      expect(rendered[camel(key)]).toEqual(value);
  }).toPass({ timeout: 20_000 });
}
