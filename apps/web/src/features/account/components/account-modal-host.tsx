'use client';

import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithTexts } from '../../../lib/i18n/lazy-with-texts';
import { currentModal, noModal, subscribeModal } from '../modal-store';
import { ACCOUNT_DIALOG_TEXTS, preloadAccountDialog } from '../preload-account-dialog';

const AccountDialog = lazyWithTexts(ACCOUNT_DIALOG_TEXTS, () =>
  preloadAccountDialog().then((module) => module.default),
);

/** Watches the URL for `#signIn`, `#signUp` or `?modal=…` and loads the dialog on demand. */
export function AccountModalHost() {
  const modal = useSyncExternalStore(subscribeModal, currentModal, noModal);
  if (modal === null) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialog key={modal} modal={modal} />
    </Suspense>
  );
}
