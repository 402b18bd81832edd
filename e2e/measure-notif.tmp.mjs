import { chromium } from '@playwright/test';
const base = 'http://localhost:3133';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
for (const width of [780, 800, 1024, 1100]) {
const context = await browser.newContext({ viewport: { width, height: 900 } });
const page = await context.newPage();
await page.request.post(`${base}/api/platform/users/sign_in`, { data: { login: 'demo@sportsbook.test', password: 'demo-password-1' } });
await page.goto(base + '/sports/de');
await page.getByRole('banner').getByRole('button', { name: /^Benachrichtigungen/ }).waitFor();
const r = await page.evaluate(() => {
  const h = document.querySelector('header > div');
  return { scroll: document.documentElement.scrollWidth, hscroll: h.scrollWidth, hclient: h.clientWidth,
    kids: [...h.querySelectorAll(':scope > *')].map(e => [e.tagName, Math.round(e.getBoundingClientRect().left), Math.round(e.getBoundingClientRect().width)]) };
});
console.log(width, JSON.stringify(r));
await context.close();
}
await browser.close();
