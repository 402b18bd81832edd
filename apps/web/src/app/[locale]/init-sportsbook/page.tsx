import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPublishedPage } from '../../../features/pages/api/pages.server';
import { SitePage } from '../../../features/pages/site-page';
import { sitePageMetadata } from '../../../features/pages/site-page-route';
import { continuePath } from '../../../features/pages/site-page-paths';
import { pageLocale } from '../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { PlainLink } from '../../../components/layout/plain-link';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ to?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // An entry point, not content to find in a search engine.
  return sitePageMetadata('init-sportsbook', await pageLocale(params), { noindex: true });
}

/**
 * The initialisation entry of spec section 2: where a platform sends a player into the
 * sportsbook. It shows the operator's welcome (stored content) and continues to the page the
 * platform names in `to` (a path of the sportsbook), else the home page (decision 0044).
 */
export default async function InitSportsbookPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [page, { to }, t, href] = await Promise.all([
    getPublishedPage('init-sportsbook', locale),
    searchParams,
    getTranslations('pages.init'),
    getLocalizedHref(),
  ]);
  if (!page) notFound();
  const target = continuePath(to);
  return (
    <SitePage page={page} locale={locale}>
      <PlainLink
        href={href(target)}
        className="mt-5 inline-flex h-11 items-center rounded-md bg-accent px-5 text-sm font-bold text-ink hover:bg-accent-strong"
      >
        {target === '/' ? t('start') : t('continue')}
      </PlainLink>
    </SitePage>
  );
}
