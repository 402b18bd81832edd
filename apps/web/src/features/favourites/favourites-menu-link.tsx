import { getTranslations } from 'next-intl/server';
import { getLocalizedHref } from '../../lib/i18n/href.server';
import { PlainLink } from '../../components/layout/plain-link';

/**
 * The spec's named section "favorites", at the top of the sports menu: the left column on wide
 * screens, the menu panel on phones. Not in the header, whose section links already fill a
 * signed-in German header at 780 px, nor in the phone tab bar, which keeps its five tabs.
 */
export async function FavouritesMenuLink() {
  const [t, href] = await Promise.all([getTranslations('favourites'), getLocalizedHref()]);
  return (
    <PlainLink
      href={href('/favorites')}
      className="mb-2 flex h-10 items-center gap-2.5 rounded-md bg-surface px-2.5 text-[13.5px] font-semibold shadow-[inset_0_0_0_1px_var(--color-line)] hover:bg-subtle"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="text-[#9a6700]">
        <path
          d="m12 3.2 2.7 5.5 6 .9-4.35 4.24 1.03 6-5.38-2.83-5.38 2.83 1.03-6L3.3 9.6l6-.9Z"
          fill="currentColor"
        />
      </svg>
      <span className="flex-1">{t('nav')}</span>
    </PlainLink>
  );
}
