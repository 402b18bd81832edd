import { getTranslations } from 'next-intl/server';
import { StatusPage } from '../../components/ui/status-page';
import { countryName } from '../catalog/country';

/** "Not available in {country}" (spec: the blocked page names the country). */
export async function BlockedNotice({
  country,
  locale,
}: {
  country: string | null | undefined;
  locale: string;
}) {
  const t = await getTranslations('page.blocked');
  const name = country ? countryName(country, locale) : null;
  return (
    <StatusPage
      variant="blocked"
      title={t('title')}
      description={t('description', { country: name ?? t('your-country') })}
    />
  );
}
