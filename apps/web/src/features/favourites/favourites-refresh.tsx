'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import { confirmedChanges, subscribeFavourites } from './favourite-ids';
import { startFavourites } from './favourites-store';

/**
 * Keeps the server-rendered favourites page current: it renders again when the server confirmed
 * a star or unstar (from this page or any other list) and when the player signs in or out.
 */
export function FavouritesRefresh() {
  const router = useRouter();
  const { locale, messages } = useClientIntl();
  const t = messages.favourites;
  const changes = useSyncExternalStore(subscribeFavourites, confirmedChanges, () => 0);
  const signedIn =
    useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot).status === 'logged_in';
  const seen = useRef({ changes, signedIn });
  useEffect(() => {
    startFavourites({ locale, errorTitle: t['error-title'], errorMessage: t['error-message'] });
  }, [locale, t]);
  useEffect(() => {
    const before = seen.current;
    seen.current = { changes, signedIn };
    if (before.changes !== changes || before.signedIn !== signedIn) router.refresh();
  }, [changes, signedIn, router]);
  return null;
}
