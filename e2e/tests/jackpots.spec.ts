import { expect, test } from '@playwright/test';
import { openFootballWithEmptySlip, placeBet, slip } from '../support/bet-slip';
import { operator, pickRows, typeStake } from '../support/bonuses';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// Jackpots in the browser: the widget shows live pools; with a level of the journey's own
// jackpot made certain through the operator API, a qualifying bet wins it, the hit popup opens,
// dismissing it marks it seen, and My bets marks the bet as played for the jackpot. Each project
// signs up its own player and plays its own match. Both projects: 1440 px and 390 px.

test('a qualifying bet on a level made certain shows the hit popup and is marked in My bets', async ({
  page,
}, info) => {
  await signUpPlayer(page, `jackpot-${info.project.name}`);
  await seedDeposit(page, 5000);
  const name = `Lucky ${info.project.name} ${Date.now()}`;
  const created = (await operator(page, 'post', '/jackpot-programmes', {
    code: `e2e-${info.project.name}-${Date.now()}`,
    name,
    currency: 'EUR',
    contribution_bps: 100,
    min_stake: 100,
    levels: [
      {
        code: 'mini',
        name: 'Mini',
        seed_amount: 1000,
        contribution_weight: 1,
        must_hit_by: 100000,
      },
      {
        code: 'grand',
        name: 'Grand',
        seed_amount: 50000,
        contribution_weight: 1,
        must_hit_by: 5000000,
      },
    ],
  })) as { data: { id: number } };
  await operator(page, 'post', `/jackpot-programmes/${created.data.id}/levels/mini/force-hit`);

  await openFootballWithEmptySlip(page);
  const widget = page.getByTestId('jackpot-widget').filter({ hasText: name });
  await expect(widget).toBeVisible();
  await expect(widget.getByTestId('jackpot-level')).toHaveCount(2);
  await expect(widget.getByTestId('jackpot-level').first()).toContainText('Mini');
  await snapshot(page, 'jackpot-widget');

  await pickRows(page, [info.project.name === 'phone' ? 21 : 20]);
  await typeStake(page, '2.00');
  await expect(slip(page).getByTestId('slip-jackpots')).toContainText(name);
  await placeBet(page);

  const popup = page.getByRole('dialog', { name: 'Jackpot!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(`You hit the Mini level of ${name}.`);
  await snapshot(page, 'jackpot-hit-popup');
  await popup.getByRole('button', { name: 'Collect' }).click();
  await expect(popup).toBeHidden();
  await expect
    .poll(async () => {
      const response = await page.request.get(
        '/api/sportsbook/jackpot-hits?for_user=true&unseen=true',
      );
      return ((await response.json()) as { data: unknown[] }).data.length;
    })
    .toBe(0);

  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  const card = slip(page).getByRole('list', { name: 'Your bets' }).getByTestId('my-bet').first();
  await expect(card.getByTestId('my-bet-jackpot')).toContainText('Played for the jackpot');
});
