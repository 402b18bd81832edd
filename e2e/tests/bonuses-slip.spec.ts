import { expect, test } from '@playwright/test';
import {
  balance,
  cents,
  euros,
  openFootballWithEmptySlip,
  placeBet,
  slip,
} from '../support/bet-slip';
import {
  activateHunting,
  newestOpenBet,
  pickRows,
  settleLegs,
  typeStake,
} from '../support/bonuses';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// Bonuses on the slip, against the demo campaigns `npm start` seeds: a combo of three
// selections takes the comboboost, shows the boosted potential win, and settlement pays exactly
// that; a player who activated the hunting places a bet the slip puts in the hunt, and its points
// turn into a freebet the slip then offers. Each journey
// signs up its own player and each project plays its own matches (rows), since a settled market
// stays settled. Both projects: 1440 px and 390 px.

const rows = (project: string) =>
  project === 'phone' ? { combo: [16, 17, 18], hunting: 19 } : { combo: [12, 13, 14], hunting: 15 };

test('a combo of three takes the comboboost and is paid boosted at settlement', async ({
  page,
}, info) => {
  await signUpPlayer(page, `combo-${info.project.name}`);
  await seedDeposit(page, 5000);
  await openFootballWithEmptySlip(page);
  const before = await cents(page);

  await pickRows(page, rows(info.project.name).combo);
  await slip(page).getByRole('button', { name: 'Combo', exact: true }).click();
  const chip = slip(page).getByTestId('slip-bonus-chip');
  await expect(chip).toHaveText(/^Combo boost ×\d\.\d{2}$/);
  await typeStake(page, '2.00');
  // The boost shows as what it adds to the potential win, beside the odds without it.
  await expect(slip(page).getByTestId('boost-extra')).toHaveText(/^\+€\d+\.\d\d$/);
  await expect(slip(page).getByText(/^Odds without boost /)).toBeAttached();
  await snapshot(page, 'slip-comboboost');
  await placeBet(page);
  await expect(balance(page)).toHaveText(euros(before - 200));
  const bet = await newestOpenBet(page);
  expect(bet.bonus?.type).toBe('comboboost');
  // The receipt shows the number the server will pay (at the prices placed), and it is more
  // than the plain combo would pay.
  await expect(slip(page).getByTestId('receipt-potential-win')).toHaveText(
    euros(bet.potential_win),
  );
  const plain = bet.selections.reduce((product, leg) => product * leg.odds, 1) * 200;
  expect(bet.potential_win).toBeGreaterThan(Math.floor(plain));

  await settleLegs(page, bet, 'win');
  await expect(balance(page)).toHaveText(euros(before - 200 + bet.potential_win));
  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  await slip(page).getByRole('button', { name: 'Settled', exact: true }).click();
  const card = slip(page).getByRole('list', { name: 'Your bets' }).getByTestId('my-bet').first();
  await expect(card).toContainText('Won');
  await expect(card.getByTestId('my-bet-bonus')).toHaveText(/^Boost ×\d\.\d{2}$/);
  await expect(card).toContainText(euros(bet.potential_win));
});

test('qualifying hunting bets farm a freebet that the slip then offers', async ({ page }, info) => {
  await signUpPlayer(page, `hunter-${info.project.name}`);
  await seedDeposit(page, 10000);
  await activateHunting(page);
  await openFootballWithEmptySlip(page);

  await pickRows(page, [rows(info.project.name).hunting]);
  // Auto-selection (spec section 4): hunting comes first.
  await expect(slip(page).getByTestId('slip-bonus-chip')).toHaveText('Hunting');
  await typeStake(page, '50.00');
  await placeBet(page);
  const bet = await newestOpenBet(page);
  expect(bet.bonus?.type).toBe('hunting');
  await settleLegs(page, bet, 'lose');

  // 500 points (10 per euro staked at odds of 1.50 or more) make the campaign's €5 freebet.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/sportsbook/bonuses/freebets?available=true');
      return ((await response.json()) as { data: unknown[] }).data.length;
    })
    .toBeGreaterThan(0);
  await slip(page).getByRole('button', { name: 'Done' }).click();
  await pickRows(page, [rows(info.project.name).hunting + 1]);
  const freebet = slip(page).getByRole('combobox', { name: 'Freebet' });
  await expect(freebet.getByRole('option', { name: /^€5\.00 · / })).toBeAttached();
});
