import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '../../../components/ui/page-header';
import { getSiteSettings } from '../../../features/site-settings/site-settings.server';
import { AccountOverview } from '../../../features/responsible-gambling/components/account-area';
import { pageLocale } from '../../../i18n/page-locale.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.account' });
  return pageMetadata({
    locale,
    path: '/account',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** The player's account: net position (stakes against returns) per period. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  const t = messages['account-area'];
  return (
    <div className="flex flex-col gap-4 py-2">
      <PageHeader title={t.title} />
      <AccountOverview t={t} saferGambling={(await getSiteSettings()).responsibleGambling} />
    </div>
  );
}
