import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '../../../components/ui/page-header';
import { getPromotionsOnServer } from '../../../features/bonuses/api/promotions.server';
import { PromotionsView } from '../../../features/bonuses/components/promotions-view';
import { pageLocale } from '../../../i18n/page-locale.server';
import { PageMessages } from '../../../lib/i18n/page-messages.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.promotions' });
  return pageMetadata({
    locale,
    path: '/promotions',
    title: t('title'),
    description: t('description'),
  });
}

/** Promotions (spec section 2 `/promotions`): a route of its own, so its code loads only here. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const [messages, promotions] = await Promise.all([
    getMessages({ locale }),
    getPromotionsOnServer(),
  ]);
  const t = messages.bonuses;
  return (
    <div className="flex flex-col gap-4 py-2">
      <PageHeader title={t.title} />
      <p className="-mt-2 px-1 text-sm text-muted">{t.intro}</p>
      <PageMessages namespaces={['bonuses']}>
        <PromotionsView initial={promotions} />
      </PageMessages>
    </div>
  );
}
