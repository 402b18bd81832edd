'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { type StarType, isFavourite, subscribeFavourites } from './favourite-ids';
import { startFavourites, toggleFavourite } from './favourites-store';

const SIZES = {
  row: 'size-6 rounded',
  header: 'size-8 rounded-md',
  page: 'size-9 rounded-lg border border-line bg-surface',
} as const;

/**
 * The star of a match or a league: pressed, it flips at once (a visitor is asked to sign in).
 * Kept tiny because a list renders hundreds; the work happens in the favourites runtime.
 */
export function FavouriteStar({
  type,
  id,
  size = 'row',
}: {
  type: StarType;
  id: number;
  size?: keyof typeof SIZES;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.favourites;
  const on = useSyncExternalStore(
    subscribeFavourites,
    () => isFavourite(type, id),
    () => false,
  );
  useEffect(() => {
    startFavourites({ locale, errorTitle: t['error-title'], errorMessage: t['error-message'] });
  }, [locale, t]);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? t.remove : t.add}
      title={on ? t.remove : t.add}
      onClick={() => toggleFavourite(type, id)}
      className={`favourite-star ${SIZES[size]} inline-flex shrink-0 items-center justify-center text-faint hover:bg-subtle hover:text-ink aria-pressed:text-[#9a6700]`}
    >
      <svg
        width={size === 'row' ? 16 : 18}
        height={size === 'row' ? 16 : 18}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="m12 3.2 2.7 5.5 6 .9-4.35 4.24 1.03 6-5.38-2.83-5.38 2.83 1.03-6L3.3 9.6l6-.9Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
