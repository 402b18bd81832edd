import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../../../components/ui/status-page';
import { pageLocale } from '../../../i18n/page-locale.server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'page.error' });
  return pageMetadata({
    locale,
    path: '/500',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** The error page at its own address (spec status page /500), same texts as the error boundary. */
export default async function ServerErrorPage({ params }: Props) {
  await pageLocale(params);
  const [t, href] = await Promise.all([getTranslations('page.error'), getLocalizedHref()]);
  return (
    <div className="py-6">
      <StatusPage
        title={t('title')}
        description={t('description')}
        action={{ href: href('/'), label: t('home-button.title') }}
      />
    </div>
  );
}
