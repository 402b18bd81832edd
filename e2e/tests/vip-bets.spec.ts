import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  balance,
  cents,
  euros,
  markBonusesSeen,
  openFootballWithEmptySlip,
  prematchPrice,
  selections,
  slip,
} from '../support/bet-slip';
import { seedDeposit, signUpPlayer, snapshot } from '../support/protection';

// The server's development key (OPERATOR_API_KEY unset outside production).
const OPERATOR_KEY = process.env.OPERATOR_API_KEY ?? 'dev-only-operator-api-key-change-me-00000000';
const operator = { authorization: `Bearer ${OPERATOR_KEY}` };

// A new player with €50,000 stakes €15,000 on a single, above the €10,000 max stake: the slip
// offers to send it as a VIP bet, holds the stake, and follows it live. The trader (operator API)
// counter-offers €10,000, the player accepts it in My bets: the bet is open at the new stake and
// the balance is down by exactly that. A second VIP bet, rejected, leaves My bets and its stake
// comes back. Both projects: 1440 px and 390 px.

/**
 * Presses "Send as VIP bet for review" until the request is sent. Pre-match prices move while a
 * journey runs: a moved price is accepted first (the slip's main button, as for a placement).
 */
async function sendForReview(page: Page) {
  const sent = slip(page).getByRole('region', { name: 'VIP bet sent for review' });
  const send = slip(page).getByRole('button', { name: 'Send as VIP bet for review' });
  const accept = slip(page).getByRole('button', { name: 'Accept odds' }).last();
  for (let attempt = 0; attempt < 4 && !(await sent.isVisible()); attempt += 1) {
    await expect(send.or(accept).first()).toBeVisible();
    await ((await send.isVisible()) ? send : accept).click();
    await expect(sent.or(send).or(accept).first()).toBeVisible();
  }
  await expect(sent).toBeVisible();
}

test('a stake above the max stake goes to a trader, comes back as a counter-offer and is placed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpPlayer(page, 'vip');
  await seedDeposit(page, 5_000_000);
  await markBonusesSeen(page);
  const playerId = (await (await page.request.get('/api/platform/player')).json()).id as number;
  const pendingOfPlayer = async () => {
    const res = await page.request.get(`/api/operator/vip-bets?player_id=${playerId}`, {
      headers: operator,
    });
    expect(res.status()).toBe(200);
    return (await res.json()).data as { id: string }[];
  };

  await openFootballWithEmptySlip(page);
  const before = await cents(page);
  expect(before).toBe(5_000_000);

  await prematchPrice(page, 2).click();
  await expect(selections(page)).toHaveCount(1);
  await slip(page)
    .getByRole('textbox', { name: /^Stake for / })
    .fill('15000');
  await expect(slip(page).getByRole('alert')).toHaveText('The stake must stay below €10,000.00.');
  await sendForReview(page);

  const sent = slip(page).getByRole('region', { name: 'VIP bet sent for review' });
  await expect(sent.getByTestId('vip-slip-status')).toHaveText('Pending review');
  await expect(balance(page)).toHaveText(euros(before - 1_500_000));
  await snapshot(page, 'vip-slip-pending');

  // The trader offers a lower stake; the slip hears it at once.
  const [first] = await pendingOfPlayer();
  expect(first).toBeDefined();
  const offered = await page.request.post(`/api/operator/vip-bets/${first!.id}/counter-offer`, {
    headers: operator,
    data: { stake: 1_000_000 },
  });
  expect(offered.status()).toBe(200);
  await expect(sent.getByTestId('vip-slip-status')).toHaveText('Counter-offer');

  // My bets shows the offer with its countdown; the player accepts it.
  await sent.getByRole('button', { name: 'Open My bets' }).click();
  const vipBets = slip(page).getByRole('list', { name: 'VIP bets' });
  const countered = vipBets.getByRole('article', { name: 'VIP Counter-offer' });
  await expect(countered).toContainText('The trader offers €10,000.00');
  await expect(countered.getByRole('timer')).toHaveText(/\d+ s left/);
  await snapshot(page, 'vip-my-bets-offer');
  await expectNoAxeViolations(page, '[data-testid="vip-bet"]');
  await countered.getByRole('button', { name: 'Accept offer' }).click();
  await expect(vipBets.getByRole('article', { name: 'VIP Accepted' })).toBeVisible();
  await expect(balance(page)).toHaveText(euros(before - 1_000_000));
  // The placed bet is open at the counter-offered stake.
  await expect(
    slip(page).getByRole('list', { name: /bets/i }).last().getByText('€10,000.00').first(),
  ).toBeVisible();

  // A second VIP bet, rejected: it leaves My bets and the stake comes back.
  await slip(page).getByRole('tab', { name: 'Bet slip' }).click();
  await sendForReview(page);
  await expect(balance(page)).toHaveText(euros(before - 2_500_000));
  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  const pending = vipBets.getByRole('article', { name: 'VIP Pending review' });
  await expect(pending).toBeVisible();
  const [second] = await pendingOfPlayer();
  const rejected = await page.request.post(`/api/operator/vip-bets/${second!.id}/reject`, {
    headers: operator,
    data: {},
  });
  expect(rejected.status()).toBe(200);
  await expect(pending).toHaveCount(0);
  await expect(balance(page)).toHaveText(euros(before - 1_000_000));
  await snapshot(page, 'vip-my-bets-after');
});
