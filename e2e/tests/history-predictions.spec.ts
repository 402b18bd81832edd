import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { markBonusesSeen } from '../support/bet-slip';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// The player's own sportsbook: the bet history page (filters in the URL, paging, a bet's
// details) and the match page's "Who wins?" vote. Each journey signs up its own player; the
// one settled market is a total line of the journey's own pick, settled against its bet.

interface Selection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

interface ListedMatch {
  id: number;
  slug: string;
  tournament: { sport: { key: string } };
  competitors: { home: { name: string }; away: { name: string } } | null;
  main_market: {
    id: number;
    specifier: string;
    status: number;
    outcomes: { id: string; odds: number; active: boolean }[];
  } | null;
}

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'sb_csrf');
  expect(cookie, 'signed in (sb_csrf cookie)').toBeTruthy();
  return { 'x-csrf-token': cookie!.value };
}

/** Open pre-match football matches with an open match result market. */
async function openMatches(page: Page): Promise<ListedMatch[]> {
  const response = await page.request.get(
    '/api/sportsbook/matches?sport_key=football&type=match&match_status=0&bettable=true&limit=50',
  );
  expect(response.status()).toBe(200);
  const matches = (await response.json()).data as ListedMatch[];
  return matches.filter((m) => m.competitors && m.main_market?.status === 1);
}

/** An open line of the match's markets: its first over/under total, else the match result. */
async function lineOf(page: Page, match: ListedMatch, total: boolean): Promise<Selection> {
  if (total) {
    const response = await page.request.get(`/api/sportsbook/matches/${match.id}/markets`);
    const markets = (await response.json()).data as {
      id: number;
      specifier: string;
      status: number;
      outcomes: { id: string; odds: number; active: boolean }[];
    }[];
    const market = markets.find(
      (m) => m.status === 1 && m.specifier.startsWith('total=') && m.outcomes.length === 2,
    );
    const outcome = market?.outcomes.find((o) => o.active);
    if (market && outcome) {
      return {
        match_id: match.id,
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      };
    }
  }
  const market = match.main_market!;
  const outcome = market.outcomes.find((o) => o.active)!;
  return {
    match_id: match.id,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcome.id,
    odds: outcome.odds,
  };
}

/** A 2.00 single through the API; a price the feed just moved is taken as the refusal names it. */
async function placeSingle(page: Page, selection: Selection): Promise<void> {
  let odds = selection.odds;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await page.request.post('/api/sportsbook/v3/bets', {
      headers: {
        ...(await csrfHeader(page)),
        'idempotency-key': `e2e-history-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
      data: {
        meta: { device_id: 'e2e-history', quick: false, type: 'single' },
        bets: [
          {
            type: 'single',
            stake: { value: 200, currency: 'EUR' },
            selections: [{ ...selection, odds }],
          },
        ],
      },
    });
    if (response.status() === 200) return;
    const body = await response.json();
    const current = body?.data?.details?.current_odds?.['0']?.[0];
    expect(typeof current, JSON.stringify(body)).toBe('number');
    odds = current;
  }
  throw new Error('the bet could not be placed');
}

const historyList = (page: Page) => page.getByRole('list', { name: 'Your bets' });
const historyRows = (page: Page) => historyList(page).getByTestId('history-bet');

test('the bet history filters, pages and opens bets; a match vote shows the split', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpPlayer(page, 'history');
  await seedDeposit(page, 5_000);

  const matches = await openMatches(page);
  expect(matches.length).toBeGreaterThan(2);
  // The latest matches: the other journeys bet on the first rows of the football page.
  const lostMatch = matches.at(-1)!;
  const openMatch = matches.at(-2)!;
  const lost = await lineOf(page, lostMatch, true);
  await placeSingle(page, lost);
  await placeSingle(page, await lineOf(page, openMatch, false));

  // The other outcome of the total line wins: the journey's bet on it is lost.
  const outcomes = await page.request.get(`/api/sportsbook/matches/${lost.match_id}/markets`);
  const market = (
    (await outcomes.json()).data as { id: number; specifier: string; outcomes: { id: string }[] }[]
  ).find((m) => m.id === lost.market_id && m.specifier === lost.specifier);
  const winner = market?.outcomes.find((o) => o.id !== lost.outcome_id)?.id ?? 'none';
  const settled = await page.request.post('/api/platform/dev/feed/results', {
    data: {
      match_id: lost.match_id,
      market_id: lost.market_id,
      specifier: lost.specifier,
      winning_outcome_id: winner,
    },
  });
  expect(settled.status(), await settled.text()).toBe(200);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/sportsbook/v3/bets?filter=settled');
      return ((await response.json()).data as unknown[]).length;
    })
    .toBe(1);

  // Bonuses the bets earned would open their popup over the page.
  await markBonusesSeen(page);

  // Both bets, newest first.
  await page.goto('/sports/account/history');
  await expect(page.getByRole('heading', { name: 'Bet history', level: 1 })).toBeVisible();
  await expect(historyRows(page)).toHaveCount(2);
  await expect(page.getByText('Bets found: 2')).toBeVisible();

  // Settled, then lost: one bet, and the filters are in the URL.
  await page.getByRole('group', { name: 'Bets' }).getByRole('button', { name: 'Settled' }).click();
  await expect(page).toHaveURL(/[?&]filter=settled/);
  await expect(historyRows(page)).toHaveCount(1);
  await page.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Lost' }).click();
  await expect(page).toHaveURL(/filter=settled&result=lose/);
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('Lost');
  await page.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Won' }).click();
  await expect(page.getByText('No bets match these filters.')).toBeVisible();
  // The back button returns to the lost bets.
  await page.goBack();
  await expect(page).toHaveURL(/result=lose/);
  await expect(historyRows(page)).toHaveCount(1);

  // The bet opens My bets' card of it: its selection, stake and result.
  const row = historyRows(page).first();
  await row.getByRole('button').first().click();
  const details = page.getByRole('region', { name: /^Details of bet / });
  await expect(details).toBeVisible();
  await expect(details.getByTestId('my-bet')).toContainText('Lost');
  await expect(details.getByTestId('my-bet')).toContainText('2.00');
  await expectNoAxeViolations(page, 'main');
  await snapshot(page, 'bet-history');

  // One bet per page through the URL: page 1 of 2, then the last page.
  await page.goto('/sports/account/history?limit=1');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(historyRows(page)).toHaveCount(1);
  await pages.getByRole('button', { name: 'Last' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(page).toHaveURL(/page=2/);
  await expect(historyRows(page).first()).toContainText('Lost');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'First' }).click();
  await expect(pages).toContainText('Page 1 of 2');

  // The open bet's match: vote, then see the split with the vote counted.
  const before = await page.request.get(`/api/sportsbook/vote?prediction_id=match:${openMatch.id}`);
  const total = (await before.json()).data.total as number;
  await page.goto(`/sports/${openMatch.tournament.sport.key}/${openMatch.slug}`);
  const vote = page.getByTestId('prediction');
  await expect(vote.getByRole('heading', { name: 'Who wins?' })).toBeVisible();
  const home = openMatch.competitors!.home.name;
  await vote.getByRole('button', { name: `Vote ${home}`, exact: true }).click();
  // Counted: the total grows by this vote at least (others may vote meanwhile: the demo's
  // voters do, so an exact total races them).
  await expect
    .poll(async () => Number((await vote.getByText(/^Votes: \d+$/).textContent())?.slice(7)))
    .toBeGreaterThan(total);
  await expect(vote.getByText(`Your vote: ${home}`)).toBeVisible();
  await expect(
    vote.getByRole('button', { name: new RegExp(`^Vote ${home}, \\d+%$`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, '[data-testid="prediction"]');
  await vote.scrollIntoViewIfNeeded();
  await snapshot(page, 'prediction');

  // In German, at a tablet's width: the history addresses the player as "du".
  await page.setViewportSize({ width: 780, height: 1000 });
  await page.goto('/sports/de/account/history?filter=settled');
  await expect(page.getByRole('heading', { name: 'Wettverlauf', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Deine Wetten' }).getByTestId('history-bet'),
  ).toHaveCount(1);
  await snapshot(page, 'bet-history-de');
});
