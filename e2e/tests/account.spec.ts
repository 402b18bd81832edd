import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoHorizontalOverflow } from '../support/layout';
import { alertSaying } from '../support/alerts';

// A visitor signs up through the modal, signs out, signs in as the demo player and switches the
// language back and forth. Runs at 1440 px (desktop project) and 390 px (phone project).

const DEMO = { login: 'demo@sportsbook.test', password: 'demo-password-1' };

const header = (page: Page) => page.getByRole('banner');

test('a visitor signs up, signs out, signs in and switches the language', async ({
  page,
}, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now()}@sportsbook.test`;

  // Sign up through the modal (opened by the header button, reflected in the URL hash).
  await page.goto('/sports');
  await header(page).getByRole('link', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  await expect(page).toHaveURL(/#signUp$/);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByText('Please accept the terms to continue')).toBeVisible();
  await signUp.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(signUp.getByLabel('Currency')).toHaveValue('EUR');
  await signUp.getByLabel(/accept the terms/).check();
  // The server refuses one of the most common passwords and the form says why.
  await signUp.getByLabel('Password').fill('password123');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByText(/one of the most common/)).toBeVisible();
  await signUp.getByLabel('Password').fill('e2e-password-1');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  // The welcome closes itself after 5 s: looked for first, while it is sure to be up.
  await expect(alertSaying(page, `Welcome, ${email}`)).toBeVisible();
  await expect(signUp).toBeHidden();
  await expect(page).not.toHaveURL(/#signUp/);
  const account = header(page).getByRole('button', { name: new RegExp(email) });
  await expect(account).toBeVisible();
  await expect(header(page).getByRole('button', { name: /Balance: €0\.00/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // Sign out: the header goes back to the visitor's buttons.
  await account.click();
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(alertSaying(page, 'You have signed out')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Sign in as the demo player (other journeys in the same run may have bet with it, so any
  // balance); the dialog passes axe while open.
  await header(page).getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByText('Please fill in this field')).toHaveCount(2);
  await signIn.getByLabel('E-mail or phone').fill(DEMO.login);
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(/not correct/);
  await signIn.getByLabel('Password').fill(DEMO.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(alertSaying(page, 'Welcome back')).toBeVisible();
  await expect(signIn).toBeHidden();
  await expect(header(page).getByRole('button', { name: /Balance: €[\d,]+\.\d\d/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('signed-in.png') });

  // Language: German and back, on the same page with its query kept; the player stays in.
  await page.goto('/sports/live?view=all');
  await expect(header(page).getByRole('button', { name: /Balance: €[\d,]+\.\d\d/ })).toBeVisible();
  await header(page)
    .getByRole('button', { name: /Language/ })
    .click();
  await header(page).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/sports\/de\/live\?view=all$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    header(page).getByRole('button', { name: /Guthaben: [\d.]+,\d\d\s€/ }),
  ).toBeVisible();
  await header(page)
    .getByRole('button', { name: /Sprache/ })
    .click();
  await header(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/sports\/live\?view=all$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the sign-in page and the ?modal= parameter show the same form', async ({ page }) => {
  await page.goto('/sports/users/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('E-mail or phone')).toBeVisible();

  await page.goto('/sports/live?modal=signUp');
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signUp).toBeHidden();
  await expect(page).toHaveURL(/\/sports\/live$/);
});
