import { getTranslations } from 'next-intl/server';
import { PlainLink } from '../../../components/layout/plain-link';
import { EmptyState, SectionHeading } from '../../../components/ui/page-header';
import { requestTime } from '../../../lib/time/request-time.server';
import type { GetMatchesQuery } from '../api/get-matches';
import { LiveUpdates } from '../live/live-updates';
import { LIVE_LIST_POLL_MS } from '../live/poll-intervals';
import { fetchMatches, getSportsInOrder } from '../server/catalog-data.server';
import { MatchesByLeague, MatchesBySport } from './match-groups';

/**
 * Live matches first (kept current), then the next ones to start, for any slice of the catalog.
 * With `firstUpcoming`, the document lists only that many upcoming matches and a link under them
 * shows the rest (`moreHref`, the same page asking for them all, keeping the scroll position): a
 * long list's rows are most of a page's document, and the first screens hold far fewer
 * (decision 0085). The link is a plain link, so a keyboard and a search engine reach every match.
 * The rest (`showRest`) come as a list of their own under the first ones, where the link was, so
 * nothing above moves and a league that goes on past the cut shows its later matches there.
 */
export async function LiveAndUpcoming({
  base,
  groupBy,
  emptyText,
  upcomingLimit = 40,
  firstUpcoming,
  idPrefix,
}: {
  base: GetMatchesQuery;
  groupBy: 'league' | 'sport';
  emptyText: string;
  upcomingLimit?: number;
  firstUpcoming?: { count: number; moreHref: string; showRest: boolean };
  idPrefix: string;
}) {
  const liveQuery: GetMatchesQuery = {
    ...base,
    type: 'match',
    markets: 'main',
    match_status: '1',
    sort_by: 'priority',
    limit: 200,
  };
  const upcomingQuery: GetMatchesQuery = {
    ...base,
    type: 'match',
    markets: 'main',
    match_status: '0',
    sort_by: 'start_time',
    limit: upcomingLimit,
  };
  const [t, live, upcoming, sports] = await Promise.all([
    getTranslations('sport'),
    fetchMatches(liveQuery),
    fetchMatches(upcomingQuery),
    getSportsInOrder(),
  ]);
  const renderedAt = requestTime();
  const cut = firstUpcoming && upcoming.length > firstUpcoming.count ? firstUpcoming.count : null;
  const sportOrder = sports.map((sport) => sport.key);
  const render = (matches: typeof live) =>
    groupBy === 'sport' ? (
      <MatchesBySport matches={matches} renderedAt={renderedAt} sportOrder={sportOrder} />
    ) : (
      <MatchesByLeague matches={matches} renderedAt={renderedAt} />
    );

  return (
    <>
      {live.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-live`} className="flex flex-col gap-3">
          <SectionHeading id={`${idPrefix}-live`} live count={live.length}>
            {t('live')}
          </SectionHeading>
          {render(live)}
        </section>
      ) : null}
      <LiveUpdates
        kind="matches"
        query={liveQuery}
        renderedIds={live.map((match) => match.id)}
        intervalMs={LIVE_LIST_POLL_MS}
      />
      {upcoming.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-upcoming`} className="flex flex-col gap-3">
          <SectionHeading id={`${idPrefix}-upcoming`} count={upcoming.length}>
            {t('upcoming')}
          </SectionHeading>
          {cut === null ? render(upcoming) : render(upcoming.slice(0, cut))}
          {cut === null ? null : firstUpcoming?.showRest ? (
            render(upcoming.slice(cut))
          ) : (
            <PlainLink href={firstUpcoming!.moreHref} keepScroll className="match-list-more">
              {t('show-more')}
            </PlainLink>
          )}
        </section>
      ) : null}
      {live.length === 0 && upcoming.length === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
    </>
  );
}
