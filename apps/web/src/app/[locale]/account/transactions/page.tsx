import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '../../../../components/ui/page-header';
import { TransactionsList } from '../../../../features/responsible-gambling/components/account-area';
import { pageLocale } from '../../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../../lib/i18n/href.server';
import { pageMetadata } from '../../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.transactions' });
  return pageMetadata({
    locale,
    path: '/account/transactions',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** Every ledger entry of the player's account (UKGC RTS 1: history online). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const [messages, href] = await Promise.all([getMessages({ locale }), getLocalizedHref()]);
  const t = messages['account-area'];
  return (
    <div className="flex flex-col gap-4 py-2">
      <PageHeader
        title={t.transactions.title}
        crumbs={[{ href: href('/account'), label: t.title }]}
        crumbsLabel={t.title}
      />
      <p className="px-1 text-sm text-muted">{t.transactions.intro}</p>
      <TransactionsList t={t} />
    </div>
  );
}
