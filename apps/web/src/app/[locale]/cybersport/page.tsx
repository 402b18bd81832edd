import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GamepadIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { LiveAndUpcoming } from '../../../features/catalog/components/live-and-upcoming';
import { pageLocale } from '../../../i18n/page-locale.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.esports' });
  return pageMetadata({
    locale,
    path: '/cybersport',
    title: t('title'),
    description: t('description'),
  });
}

/** E-sports: the cyber sport type, live and upcoming, by game then league. */
export default async function EsportsPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('esports');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('heading')} icon={<GamepadIcon size={22} className="text-muted" />} />
      <LiveAndUpcoming
        base={{ sport_type: 'cyber' }}
        groupBy="sport"
        emptyText={t('empty')}
        idPrefix="esports"
      />
    </div>
  );
}
