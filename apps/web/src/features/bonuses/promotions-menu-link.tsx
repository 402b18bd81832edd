import { getTranslations } from 'next-intl/server';
import { TrophyIcon } from '../../components/ui/icons';
import { getLocalizedHref } from '../../lib/i18n/href.server';
import { PlainLink } from '../../components/layout/plain-link';

/**
 * Promotions in the phone menu: below the mobile breakpoint the header's section links are
 * hidden, so the menu panel names the section (spec section 2 named sections).
 */
export async function PromotionsMenuLink() {
  const [t, href] = await Promise.all([getTranslations('header'), getLocalizedHref()]);
  return (
    <PlainLink
      href={href('/promotions')}
      className="mb-2 flex h-10 items-center gap-2.5 rounded-md bg-surface px-2.5 text-[13.5px] font-semibold shadow-[inset_0_0_0_1px_var(--color-line)] hover:bg-subtle desk:hidden"
    >
      <TrophyIcon size={18} className="text-brand" />
      <span className="flex-1">{t('promotions')}</span>
    </PlainLink>
  );
}
