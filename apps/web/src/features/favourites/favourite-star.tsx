import { getTranslations } from 'next-intl/server';
import type { StarType } from './favourite-ids';
import { starAttribute } from './star-value';

const SIZES = {
  row: 'size-6 rounded',
  header: 'size-8 rounded-md',
  page: 'size-9 rounded-lg border border-line bg-surface',
} as const;

/**
 * The star of a match or a league (a toggle button: "Favourite", pressed or not). Server HTML
 * with no script of its own, because a list renders hundreds: one listener for the whole page
 * (`FavouriteStars` in the layout) handles every press and paints the player's stars.
 */
export async function FavouriteStar({
  type,
  id,
  size = 'row',
}: {
  type: StarType;
  id: number;
  size?: keyof typeof SIZES;
}) {
  const t = await getTranslations('favourites');
  return (
    <button
      type="button"
      aria-pressed="false"
      aria-label={t('star')}
      title={t('star')}
      {...{ [starAttribute]: `${type}:${id}` }}
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
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
