import { type Page, expect, test } from '@playwright/test';
import { euros, openFootballWithEmptySlip, placeBet, slip } from '../support/bet-slip';
import {
  newestOpenBet,
  operator,
  pickRows,
  sportsbookPost,
  priceOfRow,
  settleLegs,
  typeStake,
} from '../support/bonuses';
import { expectNoAxeViolations } from '../support/axe';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// A lootbox's booster in the browser: the journey's own player is issued its own lootbox (the
// operator API, to this player only) and a €5 no-risk freebet; one settled bet opens a box (a
// €3 freebet, the booster), the promotions page offers "Boost" for the €5 freebet, boosting it
// spends the booster, and the slip then shows the freebet's potential win boosted ×2, the way
// settlement pays it. Each project plays its own match. Both projects: 1440 px and 390 px.

const rows = (project: string) =>
  project === 'phone' ? { bet: 11, slip: 13 } : { bet: 10, slip: 12 };

/**
 * Marks every bonus the player has not seen yet seen (its own lootbox and freebets, and the
 * demo campaigns its bet took part in), so the unseen-bonus popup stays closed.
 */
async function markSeen(page: Page) {
  const response = await page.request.get('/api/sportsbook/bonuses?unseen=true&limit_per_type=50');
  const byKind = (
    (await response.json()) as { data: Record<string, { id: string; type: string }[]> }
  ).data;
  const bonuses = Object.values(byKind)
    .flat()
    .map((bonus) => ({ id: bonus.id, type: bonus.type }));
  if (bonuses.length > 0) await sportsbookPost(page, '/bonuses/mark-as-seen', { bonuses });
}

test('a lootbox booster boosts a freebet, and the slip shows its boosted potential win', async ({
  page,
}, info) => {
  // Sign-up, two operator calls, a settled bet and two pages: longer than a short journey.
  test.setTimeout(120_000);
  const email = await signUpPlayer(page, `booster-${info.project.name}`);
  await seedDeposit(page, 5000);
  const me = await page.request.get('/api/platform/player');
  const playerId = ((await me.json()) as { id: number }).id;
  const name = `Box ${info.project.name} ${Date.now()}`;
  const created = (await operator(page, 'post', '/campaigns', {
    type: 'lootbox',
    name,
    description: 'Every settled bet opens a box.',
    // Issued by the operator only: no other journey's player farms it.
    trigger_key: 'operator',
    config: {
      min_stake: { EUR: 100 },
      bets_per_box: 1,
      farm_once_per_event: false,
      farming_freebet_type: 'freebet_no_risk',
      freebet_amounts: { EUR: 300 },
      boost_multiplier: 2,
    },
  })) as { data: { id: number } };
  await operator(page, 'post', `/campaigns/${created.data.id}/issue`, { player_ids: [playerId] });
  const target = `Target ${info.project.name} ${Date.now()}`;
  await operator(page, 'post', '/freebets', {
    email,
    type: 'freebet_no_risk',
    name: target,
    amount: 500,
    currency: 'EUR',
  });
  await markSeen(page);

  // One cash bet, settled: the lootbox opens a box (its booster freebet).
  await openFootballWithEmptySlip(page);
  await pickRows(page, [rows(info.project.name).bet]);
  await typeStake(page, '2.00');
  await placeBet(page);
  await settleLegs(page, await newestOpenBet(page), 'lose');
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/sportsbook/bonuses/freebets?available=true');
      return ((await response.json()) as { data: unknown[] }).data.length;
    })
    .toBe(2);
  await markSeen(page);

  await page.goto('/sports/promotions');
  // The lootbox's card (the booster it gave is a freebet named after it).
  const card = page.getByRole('article', { name }).and(page.locator('[data-kind="lootbox"]'));
  await expect(card).toContainText('Freebets to boost: 1');
  await card.getByRole('button', { name: `Boost: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  const section = dialog.getByRole('region', { name: 'Boost a freebet' });
  await expect(section).toBeVisible();
  await expect(section).toContainText(target);
  await expect(section).toContainText('Stake: €5.00');
  await expectNoAxeViolations(page, '[data-testid="bonus-detail"]');
  await snapshot(page, 'lootbox-boost');

  await section.getByRole('button', { name: `Boost ${target}` }).click();
  await expect(page.getByText(`${target} is boosted: its winnings count ×2.00.`)).toBeVisible();
  // The booster is spent: nothing left to boost, and the lists were refreshed.
  await expect(section).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('button', { name: `Boost: ${name}` })).toBeHidden();

  // On the slip the boosted freebet's potential win counts its winnings twice.
  await openFootballWithEmptySlip(page);
  const price = await priceOfRow(page, rows(info.project.name).slip);
  await pickRows(page, [rows(info.project.name).slip]);
  await slip(page)
    .getByRole('combobox', { name: 'Freebet' })
    .selectOption({ label: '€5.00 · no-risk freebet' });
  await expect
    .poll(async () => {
      const label = (await price.getAttribute('aria-label')) ?? '';
      const odds = Number(/ (\d+\.\d{2})(,|$)/.exec(label)?.[1] ?? 0);
      const shown = await slip(page).getByTestId('potential-win').textContent();
      // €5 no-risk wins stake × (odds − 1); boosted ×2.
      return shown === euros(2 * (Math.floor(500 * odds + 1e-9) - 500));
    })
    .toBe(true);
  await snapshot(page, 'slip-boosted-freebet');
});
