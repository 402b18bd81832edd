import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// Tracking parameters of a landing URL become cookies and leave the address; every visitor gets
// a device id; the cookie banner asks once (not inside a frame) and remembers the answer.

// No stored consent here (the other journeys start with one, see playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const DAY_S = 86_400;
const nowS = () => Date.now() / 1000;

test('tracking parameters are kept in cookies and removed from the URL', async ({ page }) => {
  await page.goto('/sports?stag=aff-7&gclid=g-1&view=all#signUp');
  await expect(page).toHaveURL(/\/sports\?view=all#signUp$/);
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();

  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((item) => item.name === name);
  expect(cookie('stag')?.value).toBe('aff-7');
  expect(cookie('stag')?.expires).toBeGreaterThan(nowS() + 29 * DAY_S);
  expect(cookie('stag')?.expires).toBeLessThan(nowS() + 31 * DAY_S);
  expect(cookie('gclid')?.value).toBe('g-1');
  expect(cookie('gclid')?.expires).toBe(-1);
  expect(cookie('deviceId')?.value).toMatch(/^[0-9a-f-]{36}$/);
  // Chromium keeps a cookie at most 400 days whatever it is told; the site asks for 7300 days
  // and renews it on every page, so an active device keeps its id.
  expect(cookie('deviceId')?.expires).toBeGreaterThan(nowS() + 399 * DAY_S);

  // The device id stays the same on the next page.
  const deviceId = cookie('deviceId')?.value;
  await page.goto('/sports/live');
  const again = await page.context().cookies();
  expect(again.find((item) => item.name === 'deviceId')?.value).toBe(deviceId);
});

test('the device id cookie is asked for 7300 days', async ({ request }) => {
  const res = await request.get('/sports/live', { maxRedirects: 0 });
  const setCookie = res
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
    .find((value) => value.startsWith('deviceId='));
  expect(setCookie).toContain(`Max-Age=${7300 * DAY_S}`);
  expect(setCookie).toContain('Path=/');
});

test('the cookie banner asks once, remembers the answer for a year and stays out of frames', async ({
  page,
}) => {
  await page.goto('/sports');
  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page, 'section[aria-label="Cookies"]');

  // Inside a frame the host page asks, not the sportsbook.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Embedded sportsbook';
    frame.src = '/sports/live';
    frame.style.width = '400px';
    frame.style.height = '400px';
    document.body.append(frame);
  });
  const framed = page.frameLocator('iframe[title="Embedded sportsbook"]');
  await expect(framed.getByRole('banner')).toBeVisible();
  await expect(framed.getByRole('region', { name: 'Cookies' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((item) => item.name === 'consent');
  expect(consent?.value).toBe('necessary');
  expect(consent?.expires).toBeGreaterThan(nowS() + 364 * DAY_S);

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
});
