'use client';

import { type MouseEvent, Suspense, lazy, useEffect, useRef, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { earlyPressReady } from '../../../lib/early-press';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../auth-store';
import type { AccountModal } from '../modal-store';
import { HeaderSignInLinks } from './header-sign-in-links';
import { stopProgress } from '../../../components/layout/progress-state';

// A player's balance and menus: never loaded for visitors; for a returning player, fetched
// beside the session check (`header-account-loader` starts both) rather than after it. Its
// menus' texts come with it (decision 0072).
const HeaderAccountSignedIn = lazy(() => import('./header-account-signed-in-texts'));
// The modal store (the URL's modal hash and e-mailed tokens) with the first press, not in every
// page's first load (decision 0077); the dialog's host reads the same store once it has loaded.
// The page's loading bar took the press for a navigation and finishes itself only if the address
// changed by the next task; when the store arrives later (a press replayed as the header hydrates,
// decision 0081), the dialog's opening finishes it.
const openModal = (modal: AccountModal) =>
  void import('../modal-store').then((store) => {
    store.openModal(modal);
    stopProgress();
  });

/**
 * The header's account area: Sign in / Sign up for visitors, balance with the currency switch
 * and the account menu (name, sign out) for players. Small; the dialogs load on demand. Hydrated
 * on its own (`HeaderAccountLoader`, decision 0081), in the place of the server's same links
 * (`HeaderAccountPlaceholder`, decision 0084): a press on a link before that is replayed.
 */
export function HeaderAccount({
  signIn = true,
  signUp = true,
}: {
  /** Sign-in and sign-up availability (site settings, decision 0043). */
  signIn?: boolean;
  signUp?: boolean;
}) {
  const { messages } = useClientIntl();
  const t = messages.account;
  const href = useLocalizedHref();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const signInLink = useRef<HTMLAnchorElement>(null);
  const signUpLink = useRef<HTMLAnchorElement>(null);
  const visitor = auth.status !== 'pending' && (auth.status !== 'logged_in' || !auth.profile);

  // The links' handlers are attached: a press kept before this is replayed now.
  useEffect(() => {
    if (!visitor) return;
    earlyPressReady(signInLink.current);
    earlyPressReady(signUpLink.current);
  }, [visitor]);

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
      <HeaderSignInLinks
        signIn={signIn}
        signUp={signUp}
        texts={{ signIn: t.header['sign-in'], signUp: t.header['sign-up'] }}
        hrefs={{ signIn: href('/users/sign-in'), signUp: href('/users/sign-up') }}
        signInRef={signInLink}
        signUpRef={signUpLink}
        onSignIn={open('signIn')}
        onSignUp={open('signUp')}
      />
    );
  }

  return (
    <Suspense fallback={pending}>
      <HeaderAccountSignedIn auth={auth} />
    </Suspense>
  );
}
