'use client';

import { type MouseEvent, Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { UserIcon } from '../../../components/ui/icons';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { authSnapshot, initAuth, serverAuthSnapshot, subscribeAuth } from '../auth-store';
import type { AccountModal } from '../modal-store';
import { headerGhostClass } from './header-classes';
import { withBasePath } from '../../../components/layout/plain-link';

// A player's balance and menus: never loaded for visitors; for a returning player, fetched
// beside the session check (the CSRF cookie says one may be signed in) rather than after it.
// Its menus' texts come with it (decision 0072).
const loadSignedIn = () => import('./header-account-signed-in-texts');
const HeaderAccountSignedIn = lazy(loadSignedIn);
// The modal store (the URL's modal hash and e-mailed tokens) with the first press, not in every
// page's first load (decision 0077); the dialog's host reads the same store once it has loaded.
const openModal = (modal: AccountModal) =>
  void import('../modal-store').then((store) => store.openModal(modal));

/**
 * The header's account area: Sign in / Sign up for visitors, balance with the currency switch
 * and the account menu (name, sign out) for players. Small; the dialogs load on demand.
 */
export function HeaderAccount({
  signIn = true,
  signUp = true,
}: {
  /** Sign-in and sign-up availability (site settings, decision 0043). */
  signIn?: boolean;
  signUp?: boolean;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const href = useLocalizedHref();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);

  useEffect(() => {
    initAuth(locale);
    if (authSnapshot().status === 'pending') void loadSignedIn();
  }, [locale]);

  const open = (modal: AccountModal) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openModal(modal);
  };

  const pending = (
    <div role="status" className="flex h-9 items-center gap-2">
      <span className="sr-only">{t.header.loading}</span>
      <span aria-hidden="true" className="h-7 w-20 animate-pulse rounded-md bg-white/10" />
      <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-white/10" />
    </div>
  );
  if (auth.status === 'pending') return pending;

  if (auth.status !== 'logged_in' || auth.profile === null) {
    return (
      <>
        {signIn && (
          <a
            href={withBasePath(href('/users/sign-in'))}
            onClick={open('signIn')}
            className={headerGhostClass}
          >
            <UserIcon size={18} className="hidden sm:block" />
            {t.header['sign-in']}
          </a>
        )}
        {signUp && (
          <a
            href={withBasePath(href('/users/sign-up'))}
            onClick={open('signUp')}
            className="flex h-9 items-center rounded-md bg-accent px-2.5 text-[13px] font-bold whitespace-nowrap text-ink hover:bg-accent-strong sm:px-3.5 sm:text-sm"
          >
            {t.header['sign-up']}
          </a>
        )}
      </>
    );
  }

  return (
    <Suspense fallback={pending}>
      <HeaderAccountSignedIn auth={auth} />
    </Suspense>
  );
}
