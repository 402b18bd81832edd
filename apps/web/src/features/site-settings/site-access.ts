// The site settings' checks for other features' islands (public entry of this feature).
import { quickDepositAllowed } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import { siteFlags } from './site-flags';

/**
 * Whether the deposit dialog offers quick deposit to this player: the same rule as the server's
 * gate on POST /payments/quick_deposit (spec section 6), so the dialog never offers what the
 * server refuses.
 */
export function quickDepositOffered(statuses: readonly string[]): boolean {
  const flags = siteFlags();
  return quickDepositAllowed(
    {
      quick_deposit: flags.quickDeposit !== false,
      quick_deposit_test: flags.quickDepositTest === true,
    },
    statuses,
  );
}

/**
 * Whether this page may offer unlock instructions itself: inside a host platform's frame only
 * with `iframe_user_unlock` on (off: the platform unlocks its players). Browser only.
 */
export function userUnlockOffered(): boolean {
  let framed = false;
  try {
    framed = window.top !== window.self;
  } catch {
    // A cross-origin parent's window cannot be compared: framed.
    framed = true;
  }
  return !framed || siteFlags().iframeUserUnlock !== false;
}

/**
 * Whether the operator lets visitors sign up here (`sign_up_enabled`; the server's gate answers
 * 403 otherwise), so a sign-up link or `#signUp` shows a closed notice, not a form it refuses.
 */
export function signUpOffered(): boolean {
  return siteFlags().signUpEnabled !== false;
}

const noChanges = () => () => {};

/**
 * One of these checks in a component. The page's settings and frame never change while it
 * lives; the server render, which cannot tell, offers (the browser's answer follows hydration).
 */
export function useSiteAccess(check: () => boolean): boolean {
  return useSyncExternalStore(noChanges, check, () => true);
}
