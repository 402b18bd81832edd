'use client';

import { useEffect } from 'react';
import { takeClicksBeforeCode } from '../../lib/clicks-before-code';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { authSnapshot, subscribeAuth } from '../account/auth-store';
import { starAttribute } from './star-value';

const loadStars = () => import('./star-presses');

/**
 * Every star on the page works through this one listener (the stars are server HTML): a press
 * loads the favourites code on first use; a signed-in player's stars are painted as soon as the
 * player is known. Renders nothing.
 */
export function FavouriteStars() {
  const { locale, messages } = useClientIntl();
  const t = messages.favourites;
  useEffect(() => {
    const context = { locale, errorTitle: t['error-title'], errorMessage: t['error-message'] };
    const press = (star: Element) => {
      const value = star.getAttribute(starAttribute) ?? '';
      void loadStars().then((stars) => stars.pressStar(value, context));
    };
    const onClick = (event: MouseEvent) => {
      const star = (event.target as Element | null)?.closest?.(`[${starAttribute}]`);
      if (star) press(star);
    };
    document.addEventListener('click', onClick);
    // A press made before this code ran counts as one made now.
    for (const star of takeClicksBeforeCode(`[${starAttribute}]`)) press(star);
    let painting = false;
    const follow = () => {
      if (painting || authSnapshot().status !== 'logged_in') return;
      painting = true;
      void loadStars().then((stars) => stars.paintStars(context));
    };
    const stopFollowing = subscribeAuth(follow);
    follow();
    return () => {
      document.removeEventListener('click', onClick);
      stopFollowing();
    };
  }, [locale, t]);
  return null;
}
