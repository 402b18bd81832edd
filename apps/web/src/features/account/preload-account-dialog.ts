import { preloadTexts } from '../../lib/i18n/lazy-with-texts';

/** The dialog's forms read the whole account namespace, which comes with them (decision 0072). */
export const ACCOUNT_DIALOG_TEXTS = ['account'] as const;

/**
 * Loads the account dialog's code and texts ahead of need, so sign-in or sign-up opens at once
 * (the site settings' sign-in and sign-up preloaders, decision 0043).
 */
export const preloadAccountDialog = () => {
  preloadTexts(ACCOUNT_DIALOG_TEXTS);
  return import('./components/account-dialog');
};
