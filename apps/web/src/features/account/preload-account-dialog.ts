/**
 * Loads the account dialog's code ahead of need, so sign-in or sign-up opens at once (the site
 * settings' sign-in and sign-up preloaders, decision 0043).
 */
export const preloadAccountDialog = () => import('./components/account-dialog');
