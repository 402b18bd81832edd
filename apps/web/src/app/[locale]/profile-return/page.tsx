import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../../../components/ui/status-page';
import { DepositReturn } from '../../../features/account/components/deposit-return';
import { isDepositStatus } from '../../../features/account/model/deposit-result';
import { pageLocale } from '../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ deposit?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'account.deposit' });
  return pageMetadata({
    locale,
    path: '/profile-return',
    title: t('return-title'),
    description: t('return-title'),
    noindex: true,
  });
}

/**
 * The payment provider's return page (`?deposit=success|error|pending`). In the deposit iframe
 * it tells the opening page the outcome; opened on its own it shows the outcome.
 */
export default async function ProfileReturnPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, href] = await Promise.all([getTranslations('account.deposit'), getLocalizedHref()]);
  const raw = (await searchParams).deposit;
  const status = isDepositStatus(raw) ? raw : 'pending';
  return (
    <div className="py-6">
      <DepositReturn status={status} />
      <StatusPage
        variant={status}
        title={t(`${status}-title`)}
        description={t(status)}
        action={{ href: href('/'), label: t('back-home') }}
      />
    </div>
  );
}
