import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getLocalizedHref } from '../../lib/i18n/href.server';
import { HeaderSearchSlot } from '../../features/search/components/header-search-slot';
import { TicketIcon } from '../ui/icons';
import { HeaderNav } from './header-nav';
import { PanelToggle } from './panel-toggle';
import { PlainLink } from './plain-link';

/**
 * Dark header: wordmark, section links, bet slip toggle (mid widths) and the account area
 * (language, sign-in and sign-up or the player's balance and menu), a client island the layout
 * passes in. Between the mobile breakpoint and `lg` the wordmark (below `md`) and the toggle's
 * label (below `md`) give way, so a signed-in German header fits 780 px without sideways scroll.
 */
export async function SiteHeader({
  logoUrl = '',
  betSlipId,
  betSlipBadge,
  account,
}: {
  /** The operator's logo (site settings' theme, decision 0043); empty: the built-in mark. */
  logoUrl?: string;
  betSlipId: string;
  /** The selection count, rendered by the bet slip feature. */
  betSlipBadge?: ReactNode;
  account: ReactNode;
}) {
  const [t, meta, href] = await Promise.all([
    getTranslations('header'),
    getTranslations('meta'),
    getLocalizedHref(),
  ]);
  return (
    <header className="sticky top-0 z-40 h-14 bg-(--color-header,var(--color-ink)) text-white">
      <div className="mx-auto flex h-full max-w-[1920px] items-center gap-3 px-3 desk:px-4 lg:gap-6">
        <PlainLink
          href={href('/')}
          aria-label={t('home-link')}
          className="flex shrink-0 items-center gap-2 rounded-sm"
        >
          {logoUrl ? (
            // An operator's image of any size from anywhere: next/image would need its host listed.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logoUrl} alt="" className="h-7 w-auto max-w-[8rem] object-contain" />
          ) : (
            <svg width="26" height="26" viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
              <path
                d="M9 20.5c1.6 1.6 4 2.5 6.6 2.5 3.6 0 6.2-1.8 6.2-4.6 0-2.6-2-3.7-5.4-4.4-2.4-.5-3.2-.9-3.2-1.8 0-.9 1-1.6 2.6-1.6 1.7 0 3 .6 4.1 1.6l2-2.4C20.4 8.3 18.3 7.5 15.8 7.5c-3.6 0-6 2-6 4.7 0 2.7 2 3.8 5.3 4.5 2.5.5 3.3.9 3.3 1.9 0 1-1.1 1.7-2.8 1.7-1.9 0-3.5-.7-4.7-1.9Z"
                fill="var(--color-ink)"
              />
            </svg>
          )}
          <span className="text-base font-extrabold tracking-tight max-[419px]:sr-only sm:text-[17px] desk:max-md:sr-only">
            {meta('site-name')}
          </span>
        </PlainLink>
        <HeaderNav
          label={t('nav-label')}
          items={[
            { path: '/', label: t('home') },
            { path: '/live', label: t('live') },
            { path: '/cybersport', label: t('esports') },
            { path: '/promotions', label: t('promotions') },
          ]}
        />
        <div className="ms-auto flex min-w-0 flex-1 justify-end">
          <HeaderSearchSlot />
        </div>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <PanelToggle
            panel="bet-slip"
            controls={betSlipId}
            className="hidden h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-white/80 hover:bg-white/10 hover:text-white aria-expanded:bg-white/10 aria-expanded:text-white desk:flex lg:hidden"
          >
            <TicketIcon size={18} />
            <span className="sr-only md:not-sr-only">{t('bet-slip')}</span>
            {betSlipBadge}
          </PanelToggle>
          {account}
        </div>
      </div>
    </header>
  );
}
