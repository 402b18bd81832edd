import { type APIResponse, type Page, expect } from '@playwright/test';

// Player-protection journeys' shared steps: a fresh player per journey (limits and locks must
// not leak into other journeys' demo player), and API writes with the session's CSRF token.

export const PASSWORD = 'protect-password-1';

/** Signs up a new EUR player through the API; the page's context is signed in afterwards. */
export async function signUpPlayer(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sportsbook.test`;
  // A visitor's CSRF cookie from pages seen before must not shadow the session's new one.
  await page.context().clearCookies({ name: 'sb_csrf' });
  const response = await page.request.post('/api/platform/users/sign_up', {
    data: { email, password: PASSWORD, currency: 'EUR', terms_accepted: true },
  });
  expect(response.status()).toBe(200);
  return email;
}

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'sb_csrf');
  expect(cookie, 'signed in (sb_csrf cookie)').toBeTruthy();
  return { 'x-csrf-token': cookie!.value };
}

/** A write to the platform API as the signed-in player. */
export async function platformPost(page: Page, path: string, data?: unknown): Promise<APIResponse> {
  return page.request.post(`/api/platform${path}`, {
    data: data ?? {},
    headers: await csrfHeader(page),
  });
}

/** Sets one of the player's limits through the API (seeding, not the journey under test). */
export async function seedLimit(
  page: Page,
  limit: { type: string; period?: string; amount: number },
): Promise<void> {
  const response = await platformPost(page, '/user_limits', limit);
  expect(response.status(), await response.text()).toBe(200);
}

/** Quick deposit through the API, so the player has money to bet with. */
export async function seedDeposit(page: Page, amount: number): Promise<void> {
  const response = await platformPost(page, '/payments/quick_deposit', { amount, currency: 'EUR' });
  expect(response.status(), await response.text()).toBe(200);
}

/** A full-page screenshot beside the test's results, for a look at 390 and 1,440 px. */
export async function snapshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `.artifacts/screens/${name}-${width}.png`,
    fullPage: true,
  });
}
