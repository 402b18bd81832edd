// Who may use what on the operator's site (spec sections 4 and 6): the rules behind the site
// settings, read by the server's gates and the web app alike (decision 0043).

/** The status a test player carries (spec section 6). */
export const TEST_PLAYER_STATUS = 'spi_test';

/**
 * Quick deposit: on for everyone with `quickDeposit`; otherwise only test players, and only under
 * `quickDepositTest`. Example: quickDeposit off, quickDepositTest on, statuses ['spi_test'] → true.
 */
export function quickDepositAllowed(
  flags: { quick_deposit: boolean; quick_deposit_test: boolean },
  statuses: readonly string[],
): boolean {
  if (flags.quick_deposit) return true;
  return flags.quick_deposit_test && statuses.includes(TEST_PLAYER_STATUS);
}

/**
 * The user-group checker: with a group configured, a signed-out visitor or a player without that
 * status belongs on the main platform (only when there is one to send them to). Undecided while
 * the visitor's sign-in state is unknown (`signedIn` null), so nobody is sent away early.
 */
export function sendToMainPlatform(
  settings: { user_group: string; main_platform_url: string },
  signedIn: boolean | null,
  statuses: readonly string[],
): boolean {
  if (settings.user_group === '' || settings.main_platform_url === '' || signedIn === null) {
    return false;
  }
  return !signedIn || !statuses.includes(settings.user_group);
}

/** One day: the deposit reminder opens at most once in it (spec section 9). */
export const DEPOSIT_REMINDER_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The deposit reminder: on, for a player of the configured group (every player when none is
 * configured), and not within a day of the last one shown (`lastShownAt`, ms since epoch).
 */
export function depositReminderDue(
  settings: { deposit_reminder: boolean; deposit_reminder_group: string },
  statuses: readonly string[],
  lastShownAt: number | null,
  now: number,
): boolean {
  if (!settings.deposit_reminder) return false;
  if (
    settings.deposit_reminder_group !== '' &&
    !statuses.includes(settings.deposit_reminder_group)
  ) {
    return false;
  }
  return lastShownAt === null || now - lastShownAt >= DEPOSIT_REMINDER_EVERY_MS;
}

/**
 * The sign-up reminder: once ever for a signed-out visitor (`alreadyShown` from storage), after
 * a configured number of seconds (0: never), and only while sign-up is open.
 */
export function signUpReminderDue(
  settings: { sign_up_reminder_s: number; sign_up_enabled: boolean },
  signedIn: boolean | null,
  alreadyShown: boolean,
): boolean {
  return (
    settings.sign_up_enabled &&
    settings.sign_up_reminder_s > 0 &&
    signedIn === false &&
    !alreadyShown
  );
}
