import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../../../components/ui/status-page';
import { countryName } from '../../../features/catalog/model/country';
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
  const t = await getTranslations('page.blocked');
  const code = (await searchParams).country;
  const name = typeof code === 'string' ? countryName(code, locale) : null;
  return (
    <div className="py-6">
      <StatusPage
        variant="blocked"
        title={t('title')}
        description={t('description', { country: name ?? t('your-country') })}
      />
    </div>
  );
}
