'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { currentModal, noModal, subscribeModal } from '../modal-store';

const AccountDialog = lazy(() => import('./account-dialog'));

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
