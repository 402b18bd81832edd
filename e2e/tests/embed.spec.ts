import { type APIRequestContext, type Page, expect, request, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { snapshot } from '../support/protection';

// Embedded mode (issue 18, decision 0042): the demo operator page on another origin embeds the
// sportsbook with the host SDK, hears its messages (page loaded, size, bet slip, balance), sends
// navigate and add-selection, hands a signed-in player over with a one-time code, and the frame
// ignores a window of a foreign origin. A second journey blocks the frame's storage and cookies,
// as a browser that refuses third-party storage does. Each journey signs up a player of its own.

const hostPort = Number(process.env.E2E_EMBED_HOST_PORT ?? 3100);
const hostUrl = `http://127.0.0.1:${hostPort}/`;
// The same demo server under another name: another origin, which the sportsbook does not allow.
const foreignUrl = `http://localhost:${hostPort}/foreign.html`;
const webPort = Number(process.env.E2E_WEB_PORT ?? 3000);
const webOrigin = `http://localhost:${webPort}`;

const log = (page: Page) => page.getByRole('list', { name: 'Messages from the sportsbook' });
const frame = (page: Page) => page.frameLocator('iframe[title="Sportsbook"]');

interface Wire {
  id: number;
  status: number;
  specifier: string;
  outcomes: { id: string; active: boolean; odds: number }[];
}

/** A player of this journey, signed up and funded through the API (not in the page). */
async function newPlayer(): Promise<{ id: number; api: APIRequestContext }> {
  const api = await request.newContext({ baseURL: webOrigin });
  const email = `embed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sportsbook.test`;
  const signUp = await api.post('/api/platform/users/sign_up', {
    data: { email, password: 'embed-password-1', currency: 'EUR', terms_accepted: true },
  });
  expect(signUp.status()).toBe(200);
  const { token, user } = (await signUp.json()) as { token: string; user: { id: number } };
  const deposit = await api.post('/api/platform/payments/quick_deposit', {
    data: { amount: 2500, currency: 'EUR' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  return { id: user.id, api };
}

/** An open outcome of a prematch match, as the host names it. */
async function openOutcome(api: APIRequestContext) {
  const list = await api.get('/api/sportsbook/matches', {
    params: { match_status: '0', type: 'match', limit: '20' },
  });
  expect(list.ok()).toBe(true);
  const { data } = (await list.json()) as { data: { id: number }[] };
  for (const match of data) {
    const answer = await api.get(`/api/sportsbook/matches/${match.id}/markets`);
    const markets = ((await answer.json()) as { data: Wire[] }).data;
    for (const market of markets) {
      const outcome = market.outcomes.find((item) => item.active);
      if (market.status === 1 && outcome)
        return { matchId: match.id, marketId: market.id, specifier: market.specifier, outcome };
    }
  }
  throw new Error('no open outcome');
}

async function embedAndDrive(page: Page) {
  const player = await newPlayer();
  const pick = await openOutcome(player.api);
  await page.goto(`${hostUrl}?foreign=${encodeURIComponent(foreignUrl)}`);

  // The frame says it is up, which page it shows and how tall it is.
  await expect(log(page)).toContainText('initialized {"version":1');
  await expect(log(page)).toContainText('pageLoaded {"path":"/"');
  await expect(log(page)).toContainText('pageSizeChanged {"height":');
  await expect(frame(page).locator('body')).toHaveAttribute('data-embedded', 'true');
  await expect(frame(page).getByRole('main')).toBeVisible();
  // The host sized the frame to the page it shows.
  const height = await page.getByTitle('Sportsbook').evaluate((element) => element.clientHeight);
  expect(height).toBeGreaterThan(600);

  // A window of a foreign origin told the frame to open e-sports; the frame ignored it: the
  // host's own command after it is the next page the frame reports.
  await expect
    .poll(() =>
      page
        .frames()
        .find((item) => item.url() === foreignUrl)
        ?.title(),
    )
    .toBe('Foreign widget: sent');
  await page.getByRole('button', { name: 'Go to live' }).click();
  await expect(log(page)).toContainText('pageLoaded {"path":"/live"');
  await expect(frame(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(log(page)).not.toContainText('/cybersport');
  expect(new URL(page.frames()[1]!.url()).pathname).toBe('/sports/live');

  // The host adds a selection: it lands on the slip and the host hears the slip's state.
  await page.getByLabel('Match id').fill(String(pick.matchId));
  await page.getByLabel('Market id').fill(String(pick.marketId));
  await page.getByLabel('Specifier').fill(pick.specifier);
  await page.getByLabel('Outcome id').fill(pick.outcome.id);
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await expect(log(page)).toContainText(
    `betSlipStateChanged {"count":1,"selections":[{"matchId":${pick.matchId},"marketId":${pick.marketId}`,
  );
  await expect(page.locator('#slip-count')).toHaveText('1');

  // Sign-in goes to the platform, which listens for it: nothing opens in the frame.
  const frameHeader = frame(page).getByRole('banner');
  await frameHeader.getByRole('link', { name: 'Sign in' }).click();
  await expect(log(page)).toContainText('platform: open our sign-in');
  await expect(frame(page).getByRole('dialog')).toHaveCount(0);

  // The platform's signed-in player is handed over: the frame shows the player's balance and
  // the host hears it.
  await page.getByLabel('Platform player id').fill(String(player.id));
  await page.getByRole('button', { name: 'Sign in on the platform' }).click();
  await expect(log(page)).toContainText('sessionChanged {"signedIn":true,"error":null}');
  await expect(log(page)).toContainText('balanceChanged {"balance":2500,"currency":"EUR"}');
  await expect(page.locator('#balance')).toHaveText('25.00 EUR');
  await expect(frameHeader.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await player.api.dispose();
}

test.describe('the sportsbook embedded in an operator page', () => {
  // Two full pages (host and sportsbook) and a sign-up per journey.
  test.describe.configure({ timeout: 120_000 });

  test('speaks with its host, follows its commands and signs a handed-over player in', async ({
    page,
  }) => {
    await embedAndDrive(page);
    await expectNoAxeViolations(page);
    await snapshot(page, 'embed-demo-host');
  });

  test('works in a frame whose storage and cookies the browser refuses', async ({ page }) => {
    // What a browser blocking third-party storage does to a cross-site frame: every access to
    // local and session storage and to document.cookie throws a SecurityError.
    await page.addInitScript(() => {
      if (window.top === window.self) return;
      const refuse = () => {
        throw new DOMException('third-party storage is blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: refuse });
      Object.defineProperty(window, 'sessionStorage', { get: refuse });
      Object.defineProperty(Document.prototype, 'cookie', { get: refuse, set: refuse });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await embedAndDrive(page);
    expect(errors).toEqual([]);
  });

  test('cannot be framed by a page the operator did not allow', async ({ page }) => {
    // The same demo page on an origin outside EMBED_HOST_ORIGINS: frame-ancestors refuses it.
    const response = await page.request.get(`${webOrigin}/sports`);
    expect(response.headers()['content-security-policy']).toBe(
      `frame-ancestors 'self' ${hostUrl.replace(/\/$/, '')}`,
    );
    await page.goto(`http://localhost:${hostPort}/`);
    await expect(page.getByTitle('Sportsbook')).toBeAttached();
    await expect
      .poll(async () =>
        page
          .frames()
          .find((item) => item !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^(chrome-error:|about:blank)/);
    await expect(log(page)).not.toContainText('initialized');
  });
});
