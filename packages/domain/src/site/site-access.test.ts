import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_REMINDER_EVERY_MS,
  depositReminderDue,
  quickDepositAllowed,
  sendToMainPlatform,
  signUpReminderDue,
} from './site-access';

describe('quick deposit', () => {
  it('is open to everyone while the flag is on', () => {
    expect(quickDepositAllowed({ quick_deposit: true, quick_deposit_test: false }, [])).toBe(true);
  });
  it('is left to test players under the test flag when the flag is off', () => {
    const flags = { quick_deposit: false, quick_deposit_test: true };
    expect(quickDepositAllowed(flags, ['spi_test'])).toBe(true);
    expect(quickDepositAllowed(flags, ['vip'])).toBe(false);
  });
  it('is closed to test players too without the test flag', () => {
    expect(
      quickDepositAllowed({ quick_deposit: false, quick_deposit_test: false }, ['spi_test']),
    ).toBe(false);
  });
});

describe('user-group checker', () => {
  const settings = { user_group: 'vip', main_platform_url: 'https://casino.example' };
  it('sends signed-out visitors and players outside the group to the main platform', () => {
    expect(sendToMainPlatform(settings, false, [])).toBe(true);
    expect(sendToMainPlatform(settings, true, ['spi_test'])).toBe(true);
  });
  it('keeps players of the group, and waits while the sign-in state is unknown', () => {
    expect(sendToMainPlatform(settings, true, ['vip'])).toBe(false);
    expect(sendToMainPlatform(settings, null, [])).toBe(false);
  });
  it('does nothing without a group or without a platform to send to', () => {
    expect(sendToMainPlatform({ ...settings, user_group: '' }, false, [])).toBe(false);
    expect(sendToMainPlatform({ ...settings, main_platform_url: '' }, false, [])).toBe(false);
  });
});

describe('deposit reminder', () => {
  const on = { deposit_reminder: true, deposit_reminder_group: '' };
  const now = Date.UTC(2026, 10, 25, 12);
  it('opens once a day for every player when no group is configured', () => {
    expect(depositReminderDue(on, [], null, now)).toBe(true);
    expect(depositReminderDue(on, [], now - DEPOSIT_REMINDER_EVERY_MS + 1, now)).toBe(false);
    expect(depositReminderDue(on, [], now - DEPOSIT_REMINDER_EVERY_MS, now)).toBe(true);
  });
  it('opens only for players of the configured group', () => {
    const group = { ...on, deposit_reminder_group: 'new_player' };
    expect(depositReminderDue(group, ['new_player'], null, now)).toBe(true);
    expect(depositReminderDue(group, ['vip'], null, now)).toBe(false);
  });
  it('never opens while the feature is off', () => {
    expect(depositReminderDue({ ...on, deposit_reminder: false }, [], null, now)).toBe(false);
  });
});

describe('sign-up reminder', () => {
  const settings = { sign_up_reminder_s: 30, sign_up_enabled: true };
  it('reminds a signed-out visitor once', () => {
    expect(signUpReminderDue(settings, false, false)).toBe(true);
    expect(signUpReminderDue(settings, false, true)).toBe(false);
  });
  it('never reminds players, visitors of unknown state, or when sign-up is closed or the delay is 0', () => {
    expect(signUpReminderDue(settings, true, false)).toBe(false);
    expect(signUpReminderDue(settings, null, false)).toBe(false);
    expect(signUpReminderDue({ ...settings, sign_up_enabled: false }, false, false)).toBe(false);
    expect(signUpReminderDue({ ...settings, sign_up_reminder_s: 0 }, false, false)).toBe(false);
  });
});
