import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUpPlayer, snapshot } from '../support/protection';

// The live stream on the match page (decision 0048): a signed-in player watches a live match
// with video (the demo HLS stream made by ffmpeg, played by hls.js), is told when the picture
// runs behind the match, a visitor is asked to sign in, and a match without video shows no
// player. Each journey has a player of its own and changes nothing others see.

interface ListedMatch {
  id: number;
  slug: string;
  has_video: boolean;
  competitors: { home: { name: string }; away: { name: string } } | null;
  tournament: { sport: { key: string } };
}

async function matchesOf(page: Page, status: 0 | 1, hasVideo: boolean): Promise<ListedMatch[]> {
  const response = await page.request.get(
    `/api/sportsbook/matches?match_status=${status}&type=match&has_video=${hasVideo}&limit=100`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()).data as ListedMatch[]).filter((m) => m.competitors);
}

/**
 * A live match with video, asked as the signed-in player: with a delayed broadcast when `delayed`
 * is true, else one on time if any is live (what is in play depends on the hour; the e-sports,
 * live around the clock, always run delayed).
 */
async function liveMatchWithVideo(page: Page, delayed?: boolean) {
  const live = [];
  for (const match of await matchesOf(page, 1, true)) {
    const response = await page.request.get(`/api/sportsbook/matches/${match.id}/video`);
    expect(response.status()).toBe(200);
    const video = (await response.json()).data;
    if (video.state === 'live') live.push({ match, video });
  }
  const found =
    delayed === true
      ? live.find((item) => item.video.delayed)
      : (live.find((item) => !item.video.delayed) ?? live[0]);
  if (!found) throw new Error(`no live match with a ${delayed ? 'delayed ' : ''}broadcast`);
  return found;
}

// The panel loads after the page and then asks for the link as the player; playing needs the
// player's chunk, hls.js and a few segments: on a busy two-core machine that takes a while.
const PANEL = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const pathOf = (match: ListedMatch) => `/sports/${match.tournament.sport.key}/${match.slug}`;

test('a signed-in player watches a live match', async ({ page }) => {
  await signUpPlayer(page, 'viewer');
  const { match } = await liveMatchWithVideo(page);
  await page.goto(pathOf(match));

  const panel = page.getByRole('region', { name: 'Live stream' });
  await expect(panel.getByText('The match is on: watch it here while you bet.')).toBeVisible(PANEL);
  await panel.getByRole('button', { name: 'Watch live' }).click();
  const video = panel.getByLabel(/^Live stream: /);
  await expect(video).toBeVisible(PANEL);
  // The stream plays: the picture moves on by more than a second.
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
  await expect(panel.getByText('You are watching the live stream.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Hide stream' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoAxeViolations(page, '[data-testid="match-video"]');
  await snapshot(page, 'streams-playing');

  await panel.getByRole('button', { name: 'Hide stream' }).click();
  await expect(video).toHaveCount(0);
});

test('a delayed broadcast says how far behind the match it runs', async ({ page }) => {
  await signUpPlayer(page, 'viewer-delay');
  const { match, video } = await liveMatchWithVideo(page, true);
  await page.goto(pathOf(match));
  const panel = page.getByRole('region', { name: 'Live stream' });
  await expect(
    panel.getByText(`The picture runs about ${video.delay_seconds} s behind the match`, {
      exact: false,
    }),
  ).toBeVisible(PANEL);
  await expectNoAxeViolations(page, '[data-testid="match-video"]');
});

test('a visitor is asked to sign in, and a match without video shows no player', async ({
  page,
}) => {
  const [withVideo] = await matchesOf(page, 1, true);
  const [withoutVideo] = await matchesOf(page, 0, false);
  expect(withVideo && withoutVideo).toBeTruthy();

  await page.goto(pathOf(withVideo!));
  const panel = page.getByRole('region', { name: 'Live stream' });
  await expect(panel.getByText('Sign in to watch this match live.')).toBeVisible(PANEL);
  await expect(panel.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="match-video"]');
  await snapshot(page, 'streams-signed-out');

  await signUpPlayer(page, 'viewer-none');
  await page.goto(pathOf(withoutVideo!));
  await expect(page.getByRole('heading', { name: 'Who wins?' })).toBeVisible(PANEL);
  await expect(page.getByRole('region', { name: 'Live stream' })).toHaveCount(0);
});
