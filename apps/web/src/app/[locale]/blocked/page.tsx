import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlockedNotice } from '../../../features/geo/blocked-notice';
import { pageLocale } from '../../../i18n/page-locale.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ country?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.blocked' });
  return pageMetadata({
    locale,
    path: '/blocked',
    title: t('title'),
    description: t('title'),
    noindex: true,
  });
}

/** Not available in the visitor's country (spec: the page names the country: `?country=DE`). */
export default async function BlockedPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const code = (await searchParams).country;
  return (
    <div className="py-6">
      <BlockedNotice country={typeof code === 'string' ? code : null} locale={locale} />
    </div>
  );
}
