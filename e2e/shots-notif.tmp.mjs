import { chromium } from '@playwright/test';
const base = 'http://localhost:3133';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
for (const [width, height, lang] of [[390, 844, 'en'], [1440, 900, 'en'], [780, 900, 'de']]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1,
    storageState: { cookies: [{ name: 'consent', value: 'necessary', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } });
  const page = await context.newPage();
  const r = await page.request.post(`${base}/api/platform/users/sign_in`, { data: { login: 'demo@sportsbook.test', password: 'demo-password-1' } });
  if (r.status() !== 200) throw new Error('sign in ' + r.status());
  const path = lang === 'de' ? '/sports/de' : '/sports';
  await page.goto(base + path);
  const bell = page.getByRole('banner').getByRole('button', { name: lang === 'de' ? /^Benachrichtigungen/ : /^Notifications/ });
  await bell.waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/notif-shots/header-${width}-${lang}.png` });
  await bell.click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/notif-shots/panel-${width}-${lang}.png` });
  await page.goto(base + (lang === 'de' ? '/sports/de/account/notifications' : '/sports/account/notifications'));
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/notif-shots/page-${width}-${lang}.png` });
  await context.close();
}
await browser.close();
