import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// A player verifies a phone number by SMS code (the SMS lands in the development mailbox); the
// account dialog for missing sign-in details then has nothing left to ask.

// A long journey: on a loaded two-core machine it can take more than the default minute.
test.setTimeout(120_000);

interface MailboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  body: string;
}

test('a player verifies a phone number with the code from the SMS', async ({ page }, testInfo) => {
  // page.request shares the page's cookies: the page is signed in afterwards.
  const email = `phone-${testInfo.project.name}-${Date.now()}@sportsbook.test`;
  const phone = `+4915${String(Date.now()).slice(-8)}`;
  const created = await page.request.post('/api/platform/users/sign_up', {
    data: { email, password: 'phone-password-1', currency: 'EUR', terms_accepted: true },
  });
  expect(created.status()).toBe(200);

  await page.goto('/sports#phoneVerification');
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await dialog.getByLabel('Phone number').fill('0151 2345678');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('starting with + and the country code')).toBeVisible();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a code to ${phone}.`)).toBeVisible();
  // A new code waits for the resend timeout, counted down on screen.
  await expect(dialog.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');

  const res = await page.request.get('/api/platform/dev/mailbox?format=json');
  const { messages } = (await res.json()) as { messages: MailboxMessage[] };
  const sms = messages.find((item) => item.channel === 'sms' && item.recipient === phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await dialog.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('This code is not correct')).toBeVisible();
  await dialog.getByLabel('Code from the SMS').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Your phone number ${phone} is verified`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  // Missing sign-in details: the verified phone counts, nothing is left to add.
  await page.goto('/sports?modal=missedAuthFields');
  const missed = page.getByRole('dialog', { name: 'Complete your account' });
  await expect(missed.getByRole('status')).toContainText('Your account has everything it needs');
  await expectNoAxeViolations(page, 'dialog[open]');
});

test('a visitor signs up with a phone number and signs in with it', async ({ page }, testInfo) => {
  const phone = `+4916${String(Date.now()).slice(-8)}${testInfo.project.name === 'phone' ? 1 : 2}`;
  await page.goto('/sports#signUp');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByText('Phone', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  await dialog.getByLabel('Phone number').fill('0160 1234567');
  await dialog.getByLabel('Password').fill('phone-password-1');
  await dialog.getByLabel(/accept the terms/).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('starting with + and the country code')).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Balance: €0\.00/ })).toBeVisible();

  // The number is the player's login.
  await page.context().clearCookies();
  await page.goto('/sports#signIn');
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel(/E-mail or phone/).fill(phone);
  await signIn.getByLabel('Password').fill('phone-password-1');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toBeHidden();
  await expect(header.getByRole('button', { name: /Balance: €0\.00/ })).toBeVisible();
});
