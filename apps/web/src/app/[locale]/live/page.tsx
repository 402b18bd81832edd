import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LiveIcon } from '../../../components/ui/icons';
import { EmptyState, PageHeader } from '../../../components/ui/page-header';
import type { GetMatchesQuery } from '../../../features/catalog/api/get-matches';
import { MatchesBySport } from '../../../features/catalog/components/match-groups';
import { LiveUpdates } from '../../../features/catalog/live/live-updates';
import { LIVE_LIST_POLL_MS } from '../../../features/catalog/live/poll-intervals';
import {
  fetchMatches,
  getSportsInOrder,
} from '../../../features/catalog/server/catalog-data.server';
import { pageLocale } from '../../../i18n/page-locale.server';
import { pageMetadata } from '../../../lib/seo/metadata.server';
import { requestTime } from '../../../lib/time/request-time.server';

interface Props {
  params: Promise<{ locale: string }>;
}

const LIVE_QUERY: GetMatchesQuery = {
  type: 'match',
  markets: 'main',
  match_status: '1',
  sort_by: 'priority',
  limit: 500,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.live' });
  return pageMetadata({ locale, path: '/live', title: t('title'), description: t('description') });
}

/** In play: every live match, grouped by sport, then league. */
export default async function LivePage({ params }: Props) {
  await pageLocale(params);
  const [t, matches, sports] = await Promise.all([
    getTranslations('live'),
    fetchMatches(LIVE_QUERY),
    getSportsInOrder(),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('heading')} icon={<LiveIcon size={22} className="text-live" />} />
      {matches.length > 0 ? (
        <MatchesBySport
          matches={matches}
          renderedAt={requestTime()}
          sportOrder={sports.map((sport) => sport.key)}
        />
      ) : (
        <EmptyState>{t('empty')}</EmptyState>
      )}
      <LiveUpdates
        kind="matches"
        query={LIVE_QUERY}
        renderedIds={matches.map((match) => match.id)}
        intervalMs={LIVE_LIST_POLL_MS}
      />
    </div>
  );
}
