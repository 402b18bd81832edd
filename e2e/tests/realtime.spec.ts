import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

// Realtime in the browser: the page holds one socket to the hub (the URL the token call
// names), prices arrive over it without a reload and without polling, and a provider switched
// off on the server marks its selections not available at once.

interface LiveMatch {
  id: number;
  slug: string;
  provider: string;
  tournament: { sport: { key: string } };
}

async function liveMatch(request: APIRequestContext, provider?: string): Promise<LiveMatch> {
  const response = await request.get('/api/sportsbook/matches', {
    params: { match_status: '1', type: 'match', limit: '100' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: LiveMatch[] };
  const match = data.find((item) => !provider || item.provider === provider);
  if (!match) throw new Error(`no live match${provider ? ` of ${provider}` : ''}`);
  return match;
}

const matchPath = (match: LiveMatch) => `/sports/${match.tournament.sport.key}/${match.slug}`;

/** The page's realtime client state, through the handle it exposes. */
const connectionState = (page: Page) =>
  page.evaluate(
    () =>
      (
        globalThis as {
          __sportsbookRealtime?: {
            connectionState(): string;
            subscriptionState(channel: string): string;
          };
        }
      ).__sportsbookRealtime?.connectionState() ?? 'absent',
  );

interface MarketsChanged {
  match_id: number;
  markets: { id: number; specifier: string; outcomes: { id: string; odds: number }[] }[];
}

/** A price as the buttons show it: two decimals, three when the price has them. */
const formatPrice = (odds: number) =>
  Math.abs(odds * 100 - Math.round(odds * 100)) < 1e-9 ? odds.toFixed(2) : odds.toFixed(3);

const priceButtons = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: / \d+\.\d{2}(,|$)/ });

/** Live matches, those with a running clock first (a match at half time is not repriced). */
async function liveMatches(request: APIRequestContext): Promise<LiveMatch[]> {
  const response = await request.get('/api/sportsbook/matches', {
    params: { match_status: '1', type: 'match', limit: '100' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: LiveMatch[] };
  const running = ['football', 'basketball', 'ice-hockey', 'tennis'];
  return [...data].sort(
    (a, b) =>
      Number(!running.includes(a.tournament.sport.key)) -
      Number(!running.includes(b.tournament.sport.key)),
  );
}

test('a price changed on the server shows on an open match page without reload', async ({
  context,
  request,
}) => {
  // The simulated feed reprices an event in play about once per running match minute; three
  // match pages are open, so one of them usually sees a change within the first wait.
  test.setTimeout(150_000);
  const matches = (await liveMatches(request)).slice(0, 3);
  expect(matches.length).toBeGreaterThan(0);

  const tabs = await Promise.all(
    matches.map(async (match) => {
      const page = await context.newPage();
      const pushed: string[] = [];
      /** Outcomes repriced by a push for this match: button key and the new price. */
      const moves: { key: string; odds: number }[] = [];
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => {
          const text = String(frame.payload);
          if (
            !text.includes(`"channel":"match:${match.id}"`) ||
            !text.includes('markets_changed')
          ) {
            return;
          }
          pushed.push(text);
          // A frame may carry several replies, one JSON document per line.
          for (const line of text.split('\n')) {
            const reply = JSON.parse(line) as {
              push?: { pub?: { data?: { type: string; data: MarketsChanged } } };
            };
            const event = reply.push?.pub?.data;
            if (event?.type !== 'markets_changed') continue;
            for (const market of event.data.markets) {
              for (const outcome of market.outcomes) {
                moves.push({
                  key: `${event.data.match_id}:${market.id}:${market.specifier}:${outcome.id}`,
                  odds: outcome.odds,
                });
              }
            }
          }
        });
      });
      const reads: string[] = [];
      /** Re-renders of this page by the server (a market line or the status changed). */
      let refreshes = 0;
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith(`/api/sportsbook/matches/${match.id}`)) reads.push(request.url());
        const headers = request.headers();
        if (
          headers.rsc === '1' &&
          !headers['next-router-prefetch'] &&
          path === new URL(page.url()).pathname
        ) {
          refreshes += 1;
        }
      });
      await page.goto(matchPath(match));
      await expect(page.getByRole('region', { name: /scoreboard/i })).toBeVisible();
      await expect.poll(() => connectionState(page), { timeout: 15_000 }).toBe('connected');
      await expect(priceButtons(page).first()).toBeVisible();
      // A mark on this document: a reload would lose it. (Same-document history updates, which
      // the router may make, are not reloads.)
      await page.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });
      return { page, url: page.url(), pushed, moves, reads, refreshes: () => refreshes };
    }),
  );

  // The simulated feed decides which prices move; follow a push that repriced an
  // outcome this page shows. (A push may also carry an unchanged price, when only the outcome's
  // `active` flag changed, so the up/down mark is left to the outcome store's unit tests.)
  let moved: { tab: (typeof tabs)[number]; key: string } | undefined;
  const seen = async () => {
    for (const tab of tabs) {
      for (const move of tab.moves) {
        const shown = await tab.page.locator(`main [data-outcome-key="${move.key}"]`).count();
        if (shown > 0) moved = { tab, key: move.key };
      }
    }
    return moved !== undefined;
  };
  try {
    await expect.poll(seen, { timeout: 45_000, intervals: [500] }).toBe(true);
  } catch {
    // A quiet spell of the simulation (matches at a break, or about to end): the price of a
    // shown outcome is moved on the server through the dev feed endpoint, which writes through
    // the feed runner's own path, so the push travels exactly as a feed tick's would.
    const shown = tabs[0]!.page.locator('main button[data-outcome-key][data-state="open"]').first();
    const outcomeKey = (await shown.getAttribute('data-outcome-key')) ?? '';
    const odds = Number(/ (\d+\.\d+)/.exec((await shown.getAttribute('aria-label')) ?? '')?.[1]);
    const parts = outcomeKey.split(':');
    const response = await request.post('/api/platform/dev/feed/prices', {
      data: {
        match_id: Number(parts[0]),
        market_id: Number(parts[1]),
        specifier: parts.slice(2, -1).join(':'),
        outcome_id: parts.at(-1),
        odds: Math.round((odds + 0.37) * 100) / 100,
      },
    });
    expect(response.status()).toBe(200);
    await expect.poll(seen, { timeout: 30_000, intervals: [500] }).toBe(true);
  }
  const { tab, key } = moved!;
  // The repriced button shows the pushed price once it is on screen (buttons far off screen
  // catch up when they scroll in). Later pushes may move it again: read the last one.
  const button = tab.page.locator(`main [data-outcome-key="${key}"]`).first();
  await tab.page.bringToFront();
  await button.scrollIntoViewIfNeeded();
  const latestOdds = () => tab.moves.filter((move) => move.key === key).at(-1)!.odds;
  await expect
    .poll(async () => {
      const label = (await button.getAttribute('aria-label')) ?? '';
      return label.includes(formatPrice(latestOdds()));
    })
    .toBe(true);
  // It came over the socket: a push for this match arrived, the page was not reloaded, and
  // the only REST reads are the snapshot taken when the channel was subscribed, and one more
  // after each re-render of the page by the server (a line of a market or the match status
  // changed meanwhile, and the page subscribes anew for what it now shows).
  expect(tab.pushed.length).toBeGreaterThan(0);
  expect(tab.page.url()).toBe(tab.url);
  expect(
    await tab.page.evaluate(
      () => (window as unknown as { notReloaded?: boolean }).notReloaded === true,
    ),
  ).toBe(true);
  expect(tab.reads.filter((url) => url.includes('/markets')).length).toBeLessThanOrEqual(
    1 + tab.refreshes(),
  );
});

test('a provider switched off marks its selections not available', async ({ page, request }) => {
  const match = await liveMatch(request);
  const provider = match.provider;
  const setProvider = (status: 'active' | 'inactive') =>
    request.post(`/api/platform/dev/providers/${provider}`, { data: { status } });

  await page.goto(matchPath(match));
  await expect.poll(() => connectionState(page), { timeout: 15_000 }).toBe('connected');
  const open = page.locator('main button[data-outcome-key][data-state="open"]');
  await expect(open.first()).toBeVisible();
  const openBefore = await open.count();
  expect(openBefore).toBeGreaterThan(0);

  try {
    expect((await setProvider('inactive')).ok()).toBe(true);
    // Every selection of the match turns not available, without a reload. Buttons far off
    // screen catch up as they come near it (decision 0007), so the page is paged down to its
    // end and no open price may be on screen at any step.
    const openOnScreen = () =>
      page.evaluate(
        () =>
          Array.from(
            document.querySelectorAll('main button[data-outcome-key][data-state="open"]'),
          ).filter((button) => {
            const box = button.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          }).length,
      );
    for (let step = 0; step < 200; step += 1) {
      await expect.poll(openOnScreen, { timeout: 10_000 }).toBe(0);
      const moved = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY > before;
      });
      if (!moved) break;
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = page.locator('main button[data-outcome-key]').first();
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await expect(first).toHaveAccessibleName(/not available|suspended/);
  } finally {
    expect((await setProvider('active')).ok()).toBe(true);
  }
  // Back on: the selections are offered again. On a phone the match centre and the video
  // panel stand above the markets, and buttons off screen catch up only as they come near it.
  await page.locator('main button[data-outcome-key]').first().scrollIntoViewIfNeeded();
  await expect.poll(() => open.count(), { timeout: 15_000 }).toBeGreaterThan(0);
});
