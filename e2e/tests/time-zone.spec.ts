import { type BrowserContext, expect, test } from '@playwright/test';

// Kick-off times in the visitor's own zone (decision 0066): the first visit renders in UTC; a
// browser whose clock reads otherwise stores its zone in the `tz` cookie and the page renders
// once more in it. A browser on UTC's clock is left alone, without asking Intl for its zone.
// Each journey has its own browser context: safe beside any other.

const tzCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'tz')?.value ?? null;

test.describe('in Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('the page stores the zone and renders kick-off times in it', async ({
    page,
    context,
    request,
  }) => {
    const answer = await request.get('/api/sportsbook/matches', {
      // Home's "starts soon" list asks the same (from the current minute on).
      params: {
        type: 'match',
        match_status: '0',
        sort_by: 'start_time',
        start_from: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
        limit: '1',
      },
    });
    const [match] = ((await answer.json()) as { data: { slug: string; start_time: string }[] })
      .data;
    expect(match).toBeDefined();
    const kolkata = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(match!.start_time));

    await page.goto('/sports');
    // Chromium's ICU names the zone by its older name.
    await expect.poll(() => tzCookie(context)).toMatch(/^Asia%2F(Kolkata|Calcutta)$/);
    const row = page
      .locator('article.match-row')
      .filter({ has: page.locator(`a[href$="/${match!.slug}"]`) });
    await expect(row).toContainText(kolkata);
  });
});

test.describe('on UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('a browser on the rendered clock keeps the page as rendered', async ({ page, context }) => {
    await page.goto('/sports/football');
    await expect(page.locator('article.match-row').first()).toBeVisible();
    // The realtime client is up: the page's effects have all run.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              globalThis as { __sportsbookRealtime?: { connectionState(): string } }
            ).__sportsbookRealtime?.connectionState() ?? 'absent',
        ),
      )
      .toBe('connected');
    expect(await tzCookie(context)).toBeNull();
  });
});
