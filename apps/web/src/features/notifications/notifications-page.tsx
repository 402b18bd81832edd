'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import { openModal } from '../account/modal-store';

const NotificationPanel = lazy(() => import('./components/notification-panel'));

/** The account's notifications page: the panel's list at full width, for signed-in players. */
export function NotificationsPage({
  signInPrompt,
  signInButton,
}: {
  signInPrompt: string;
  signInButton: string;
}) {
  const { messages } = useClientIntl();
  const t = messages.notifications;
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  if (auth.status === 'not_logged_in') {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-5">
        <p className="text-sm">{signInPrompt}</p>
        <button
          type="button"
          onClick={() => openModal('signIn')}
          className="h-10 rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong"
        >
          {signInButton}
        </button>
      </div>
    );
  }
  const loading = (
    <p role="status" className="text-sm text-muted">
      {t.loading}
    </p>
  );
  if (auth.status !== 'logged_in') return loading;
  return (
    <Suspense fallback={loading}>
      <NotificationPanel variant="page" />
    </Suspense>
  );
}
