import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// A match page renders its first screen only: market blocks far below it are skipped by the
// browser (content-visibility) in a room worked out from their rows of prices, so a match with
// many markets costs little while the page loads (decision 0065). Reads only: safe beside any
// other journey.

interface ListedMatch {
  id: number;
  slug: string;
  tournament: { sport: { key: string } };
}

/** The football match with the most markets among the first listed: the longest match page. */
async function longestMatchPage(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/sportsbook/matches', {
    params: { type: 'match', limit: '100' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ListedMatch[] };
  const football = data.filter((match) => match.tournament.sport.key === 'football').slice(0, 6);
  expect(football.length).toBeGreaterThan(0);
  const counted = await Promise.all(
    football.map(async (match) => {
      const markets = await request.get(`/api/sportsbook/matches/${match.id}/markets`, {
        params: { limit: '500' },
      });
      const body = (await markets.json()) as { data?: unknown[] };
      return { match, count: body.data?.length ?? 0 };
    }),
  );
  const { match } = counted.sort((a, b) => b.count - a.count)[0]!;
  return `/sports/${match.tournament.sport.key}/${match.slug}`;
}

/** For every market block: whether the browser renders its content, and its height now. */
function blockStates(page: Page) {
  return page.locator('main details').evaluateAll((blocks) =>
    blocks.map((block) => ({
      rendered: (block.lastElementChild as Element).checkVisibility({
        contentVisibilityAuto: true,
      }),
      height: block.getBoundingClientRect().height,
      farBelow: block.getBoundingClientRect().top > 2 * window.innerHeight,
    })),
  );
}

test('market blocks below the first screen of a match page wait in their own room', async ({
  page,
}) => {
  await page.goto(await longestMatchPage(page.request));
  const blocks = page.locator('main details');
  await expect(blocks.first()).toBeVisible();
  const before = await blockStates(page);
  expect(before.length).toBeGreaterThan(3);
  // Blocks far below the first screen are skipped; most of them at least: on a live match a
  // block or two far down has been observed rendered already by the time this reads.
  const farBelow = before.filter((block) => block.farBelow);
  expect(farBelow.length).toBeGreaterThan(0);
  expect(farBelow.filter((block) => !block.rendered).length).toBeGreaterThan(farBelow.length / 2);

  // A skipped block keeps room for its header and rows: never more than its real height (a
  // price's name may wrap onto more lines, never fewer), never just its border.
  await blocks.evaluateAll((elements) =>
    elements.forEach((element) => ((element as HTMLElement).style.contentVisibility = 'visible')),
  );
  const after = await blockStates(page);
  for (const [index, block] of before.entries()) {
    if (block.rendered) continue;
    expect(block.height).toBeGreaterThan(60);
    expect(block.height).toBeLessThanOrEqual((after[index]?.height ?? 0) + 1.5);
  }

  // Scrolled to, the last block shows its prices, which read and work as the others.
  await page.reload();
  await blocks.last().scrollIntoViewIfNeeded();
  await expect(blocks.last().getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});
