import { expect, type Page, test } from '@playwright/test';
import {
  balance,
  cents,
  euros,
  placeBet,
  prematchPrice,
  selections,
  slip,
  startSignedInOnFootball,
} from '../support/bet-slip';

// Journeys driven by the feed itself, through the dev tools' feed corrections (which take the
// feed runner's own write path, so the realtime events and settlement run as in production):
// a price that moves while the slip is open must be accepted before placing; a bet whose market
// settles as a win pays out into the header balance and shows as won in My bets. Both projects:
// 1440 px and 390 px. Each project plays its own matches (rows), since the server and the demo
// player are shared by the whole run and a settled market stays settled.

const rows = (project: string) =>
  project === 'phone' ? { price: 6, win: 7 } : { price: 4, win: 5 };

/** The ids of the slip's first selection, from the slip as stored in the browser. */
async function slipSelectionIds(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('bets'));
  const bets = JSON.parse(stored ?? '[]') as {
    selections: { outcomeId: string; odds: number }[];
  }[];
  const selection = bets[0]?.selections[0];
  if (!selection) throw new Error('the slip holds no selection');
  // Outcome keys read match:market:specifier:outcome.
  const parts = selection.outcomeId.split(':');
  return {
    match_id: Number(parts[0]),
    market_id: Number(parts[1]),
    specifier: parts.slice(2, -1).join(':'),
    outcome_id: parts.at(-1) as string,
    odds: selection.odds,
  };
}

test.beforeEach(async ({ page }) => {
  await startSignedInOnFootball(page);
});

test('a price that moves while the slip is open must be accepted before placing', async ({
  page,
}, info) => {
  const price = prematchPrice(page, rows(info.project.name).price);
  await price.click();
  await expect(selections(page)).toHaveCount(1);
  await slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .fill('1.00');
  // The banner's button (the slip's main button reads the same while a change is pending).
  const accept = slip(page).getByRole('button', { name: 'Accept odds' }).first();
  const place = slip(page).getByRole('button', { name: 'Place bet' });
  // The simulation may have moved the price already: start from an accepted slip.
  await expect(place.or(accept)).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(place).toBeVisible();

  const ids = await slipSelectionIds(page);
  const moved = Math.round((ids.odds + 0.37) * 100) / 100;
  const response = await page.request.post('/api/platform/dev/feed/prices', {
    data: { ...ids, odds: moved },
  });
  expect(response.status()).toBe(200);

  // The realtime price change reaches the open slip: banner, new price, placing blocked.
  await expect(
    slip(page).getByRole('alert').filter({ hasText: 'Odds have changed' }),
  ).toBeVisible();
  await expect(selections(page).first()).toContainText(moved.toFixed(2));
  await expect(place).toHaveCount(0);
  await accept.click();
  await expect(slip(page).getByRole('alert').filter({ hasText: 'Odds have changed' })).toHaveCount(
    0,
  );
  await place.click();
  await expect(slip(page).getByText('Bet placed')).toBeVisible();

  const placed = await page.request.get('/api/sportsbook/v3/bets?filter=open&limit=1');
  const [bet] = (await placed.json()).data as { selections: { odds: number }[] }[];
  expect(bet?.selections[0]?.odds).toBe(moved);
});

test('a bet whose market settles as a win pays out into the balance and shows as won', async ({
  page,
}, info) => {
  const before = await cents(page);
  const price = prematchPrice(page, rows(info.project.name).win);
  await price.click();
  await expect(selections(page)).toHaveCount(1);
  await slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .fill('2.00');
  await placeBet(page);
  await expect(balance(page)).toHaveText(euros(before - 200));

  const open = await page.request.get('/api/sportsbook/v3/bets?filter=open&limit=1');
  const [bet] = (await open.json()).data as {
    id: string;
    potential_win: number;
    selections: {
      match: { id: number };
      market: { id: number };
      specifier: string;
      outcome: { id: string };
    }[];
  }[];
  const leg = bet?.selections[0];
  if (!bet || !leg) throw new Error('the bet was not found');
  const settled = await page.request.post('/api/platform/dev/feed/results', {
    data: {
      match_id: leg.match.id,
      market_id: leg.market.id,
      specifier: leg.specifier,
      winning_outcome_id: leg.outcome.id,
    },
  });
  expect(settled.status()).toBe(200);

  // Settlement credits the payout: the header balance follows over the realtime socket.
  await expect(balance(page)).toHaveText(euros(before - 200 + bet.potential_win));
  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  await slip(page).getByRole('button', { name: 'Settled', exact: true }).click();
  const card = slip(page).getByRole('list', { name: 'Your bets' }).getByTestId('my-bet').first();
  await expect(card).toHaveAccessibleName(/^Single bet/);
  await expect(card).toContainText('Won');
  await expect(card).toContainText(euros(bet.potential_win));
});
