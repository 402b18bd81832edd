import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  balance,
  cents,
  euros,
  openSlipOnPhone,
  placeBet,
  selections,
  slip,
  startSignedInOnFootball,
} from '../support/bet-slip';
import { isPhone } from '../support/layout';

// The bet builder: on a football match page the player opens the builder, picks three outcomes
// of one match, sees their price together, puts them on the slip as one bet builder bet, opens
// the editor from the slip to drop a leg and change another, places the bet and finds it in My
// bets with its legs, paid from the balance. Both projects: 1440 px and 390 px.

const builder = (page: Page) => page.getByRole('region', { name: 'Bet builder' });
const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit bet builder' });
const customLine = (page: Page) => slip(page).getByTestId('slip-custom-bet');
const PRICE = /^\d+\.\d{2,3}$/;

/** The n-th outcome of a bet builder group ("Match result", "Total goals", …). */
const outcome = (scope: Locator, group: string, n: number) =>
  scope.getByRole('group', { name: group }).getByRole('button').nth(n);

/** A screenshot of the builder's look, kept with the test's artifacts for review. */
const shot = (page: Page, path: string) => page.screenshot({ path });

test.beforeEach(async ({ page }) => {
  await startSignedInOnFootball(page);
  await expect(balance(page)).toBeVisible();
});

test('a bet builder bet is built, edited in its dialog, placed and found in My bets', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const before = await cents(page);
  await page
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('region', { name: /scoreboard/i })).toBeVisible();

  // The builder loads when it is opened, and the URL says so.
  const toggle = builder(page).getByRole('button', { name: /^Bet builder/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page).toHaveURL(/#bet-builder$/);
  const picker = builder(page);
  await expect(picker.getByRole('group', { name: 'Match result' })).toBeVisible();

  // Three legs; two in one group would replace each other.
  await outcome(picker, 'Match result', 0).click();
  await expect(picker.getByText('Pick at least 2 selections')).toBeVisible();
  await outcome(picker, 'Total goals', 0).click();
  await outcome(picker, 'Both teams to score', 0).click();
  await expect(outcome(picker, 'Match result', 0)).toHaveAttribute('aria-pressed', 'true');
  // The picked legs: listed beside the markets on desktop, counted in the compact bar on phones.
  if (isPhone(page)) await expect(picker.getByText('3 selections picked')).toBeVisible();
  else {
    const legs = picker.getByRole('list', { name: 'Selections' }).getByRole('listitem');
    await expect(legs).toHaveCount(3);
  }
  await expect(picker.getByTestId('builder-odds')).toHaveText(PRICE);
  await expectNoAxeViolations(page, 'section[aria-label="Bet builder"]');
  await shot(page, testInfo.outputPath('picker.png'));

  await picker.getByRole('button', { name: 'Add to bet slip' }).click();
  await expect(picker.getByText('Added to your bet slip')).toBeVisible();
  if (!(await slip(page).isVisible())) await openSlipOnPhone(page);
  await expect(customLine(page)).toBeVisible();
  await expect(customLine(page).getByTestId('slip-selection')).toHaveCount(3);
  await expect(customLine(page).getByTestId('custom-odds')).toHaveText(PRICE);

  // The editor: Escape leaves the bet as it was.
  const edit = customLine(page).getByRole('button', { name: /^Edit bet builder/ });
  await edit.click();
  await expect(editor(page)).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await shot(page, testInfo.outputPath('editor.png'));
  await page.keyboard.press('Escape');
  await expect(editor(page)).toBeHidden();
  await expect(customLine(page).getByTestId('slip-selection')).toHaveCount(3);

  // Drop the third leg and change the result, with the keyboard, then save.
  await edit.click();
  const dialog = editor(page);
  const dialogLegs = dialog.getByRole('list', { name: 'Selections' }).getByRole('listitem');
  await expect(dialogLegs).toHaveCount(3);
  await dialogLegs
    .nth(2)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(dialogLegs).toHaveCount(2);
  const away = outcome(dialog, 'Match result', 2);
  await away.focus();
  await page.keyboard.press('Enter');
  await expect(away).toHaveAttribute('aria-pressed', 'true');
  await expect(dialogLegs).toHaveCount(2);
  await expect(dialog.getByTestId('builder-odds')).toHaveText(PRICE);
  const awayName = (await dialogLegs.first().locator('span span').first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(customLine(page).getByTestId('slip-selection')).toHaveCount(2);
  await expect(customLine(page)).toContainText(awayName);

  await slip(page).getByRole('textbox', { name: 'Stake', exact: true }).fill('2');
  await placeBet(page);
  await expect(balance(page)).toHaveText(euros(before - 200));

  await slip(page).getByRole('button', { name: 'Open My bets' }).click();
  const bet = slip(page).getByRole('list', { name: 'Your bets' }).getByTestId('my-bet').first();
  await expect(bet).toHaveAccessibleName(/^Bet builder bet/);
  await expect(bet.getByRole('listitem')).toHaveCount(2);
  await expect(bet).toContainText(awayName);
  if (isPhone(page)) await expect(selections(page)).toHaveCount(0);
});
