import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '../../../components/ui/page-header';
import { getSiteSettings } from '../../../features/site-settings/site-settings.server';
import { SaferGamblingArea } from '../../../features/responsible-gambling/components/safer-gambling-area';
import { pageLocale } from '../../../i18n/page-locale.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.safer-gambling' });
  return pageMetadata({
    locale,
    path: '/safer-gambling',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** The Safer gambling area: a route of its own, so its code loads only here. */
export default async function Page({ params }: Props) {
  if (!(await getSiteSettings()).responsibleGambling) notFound();
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  const t = messages['safer-gambling'];
  return (
    <div className="flex flex-col gap-4 py-2">
      <PageHeader title={t.title} />
      <SaferGamblingArea t={t} />
    </div>
  );
}
