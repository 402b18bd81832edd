import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../../../components/ui/status-page';
import { LockedActions } from '../../../features/account/components/locked-actions';
import { pageLocale } from '../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';
import { PlainLink } from '../../../components/layout/plain-link';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.locked' });
  return pageMetadata({
    locale,
    path: '/locked',
    title: t('title'),
    description: t('title'),
    noindex: true,
  });
}

/**
 * The visitor is not authorised to view the page. A player whose account is locked (too many
 * wrong passwords) can ask for the unlock link here.
 */
export default async function LockedPage({ params }: Props) {
  await pageLocale(params);
  const [t, home, href] = await Promise.all([
    getTranslations('page.locked'),
    getTranslations('page.not-found'),
    getLocalizedHref(),
  ]);
  return (
    <div className="py-6">
      <StatusPage
        variant="blocked"
        title={t('title')}
        description={t('description')}
        action={
          <>
            <PlainLink
              href={href('/')}
              className="mt-2 flex h-10 items-center rounded-md bg-ink px-5 text-sm font-semibold text-white hover:bg-ink-3"
            >
              {home('home-button')}
            </PlainLink>
            <LockedActions hint={t('unlock-hint')} unlockLabel={t('unlock-button')} />
          </>
        }
      />
    </div>
  );
}
