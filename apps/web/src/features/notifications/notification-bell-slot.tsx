'use client';

import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyWithTexts, preloadTexts } from '../../lib/i18n/lazy-with-texts';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';

// The bell, its count and its panel: a chunk loaded once a player is signed in, so visitors'
// pages carry none of it (a returning player's is fetched while the session is checked).
// Its texts come with it (decision 0072).
const BELL_TEXTS = ['notifications'] as const;
const loadBell = () => {
  preloadTexts(BELL_TEXTS);
  return import('./notification-bell');
};
const NotificationBell = lazyWithTexts(BELL_TEXTS, () =>
  loadBell().then((module) => module.default),
);

/** The header's place for the notification bell: empty for visitors. */
export function NotificationBellSlot() {
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const pending = auth.status === 'pending';
  useEffect(() => {
    if (pending) void loadBell();
  }, [pending]);
  if (auth.status !== 'logged_in') return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-9 max-[359px]:w-7" />}>
      <NotificationBell />
    </Suspense>
  );
}
