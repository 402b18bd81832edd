import { type Market, type Match, settingsEndpoints } from '@sportsbook/contract';
import { MATCH_STATUS } from '@sportsbook/domain';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { EmptyState, PageHeader } from '../../../components/ui/page-header';
import { callEndpoint } from '../../../lib/api/api-client';
import { serverRequestContext } from '../../../lib/api/request-context.server';
import { formatDateTime } from '../../../lib/format/kickoff';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { serverQuery } from '../../../lib/query/query-client.server';
import { requestTime } from '../../../lib/time/request-time.server';
import { MATCH_MARKETS_LIMIT, getMatchMarketsQueryOptions } from '../api/get-match-markets';
import { MarketBlockView } from '../components/market-block';
import { PeriodScoresLoader, ScoreboardLiveLoader } from '../components/scoreboard-loader';
import { PeriodScoresView, ScoreboardLiveView } from '../components/scoreboard-live-view';
import { ScoreboardPrematch } from '../components/scoreboard-prematch';
import { TeamBadge } from '../components/team-badge';
import { marketLineKey } from '../live/live-quotes';
import { LiveUpdates } from '../live/live-updates';
import { MATCH_POLL_MS } from '../live/poll-intervals';
import { BetBuilderEntry } from '../../bet-builder/bet-builder-entry';
import { MatchPrediction } from '../../predictions/match-prediction';
import { MatchVideo } from '../../streams/match-video';
import { MatchCentre } from '../../match-centre/match-centre';
import { betEventAttributes, betEventOf } from '../model/bet-event';
import { catalogItemPath, sportPath } from '../model/catalog-paths';
import {
  type MarketBlock,
  type MarketGroupKey,
  availableGroups,
  buildMarketBlocks,
  listedMarkets,
  marketsOfGroup,
  sectionsByPrimaryGroup,
} from '../model/market-layout';
import { getCatalogNames } from '../catalog-names.server';
import { FavouriteStar } from '../../favourites/favourite-star';
import { localizeMarket } from '../model/catalog-names';
import { PlainLink } from '../../../components/layout/plain-link';

/**
 * The match page: scoreboard (clock, score, periods) and every market, by market group. The
 * group tabs are links (`?group=totals`), so each view is server-rendered and shareable.
 */
export async function MatchView({ match, group }: { match: Match; group: MarketGroupKey | null }) {
  const context = await serverRequestContext();
  const [t, catalog, matchCentre, href, names, locale, timeZone, marketsAnswer] = await Promise.all(
    [
      getTranslations('match'),
      getTranslations('catalog'),
      getTranslations('match-centre'),
      getLocalizedHref(),
      getCatalogNames(),
      getLocale(),
      getTimeZone(),
      serverQuery(getMatchMarketsQueryOptions(match.id, { limit: MATCH_MARKETS_LIMIT }, context)),
    ],
  );
  const home = match.competitors?.home;
  const away = match.competitors?.away;
  const competitorNames = home && away ? [home.name, away.name] : [];
  const markets = listedMarkets(marketsAnswer.data).map((market) =>
    localizeMarket(names, market, competitorNames),
  );
  const groups = availableGroups(markets);
  const selected = group && groups.includes(group) ? group : null;
  // The bet builder shows where the match offers its markets and the operator has it on.
  const offersBuilder =
    markets.some((market) => market.customBetGroups.length > 0) &&
    (await callEndpoint(settingsEndpoints.getSettings, {}, context)
      .then((settings) => settings.customBetEnabled)
      .catch(() => false));
  const renderedAt = requestTime();
  const { tournament } = match;
  const live = { status: match.status, stage: match.stage, statistics: match.statistics };
  const pagePath = catalogItemPath(tournament.sport.key, match.slug);
  const groupName = (key: MarketGroupKey) => t(`groups.${key}`);
  const kickoffText = formatDateTime(match.startTime, locale, timeZone);
  const periodLabels = {
    period: t('period'),
    total: t('total'),
    serving: t('serving'),
    points: t('points'),
  };

  const crumbs = [
    { href: href(sportPath(tournament.sport.key)), label: names.sport(tournament.sport) },
    {
      href: href(catalogItemPath(tournament.sport.key, tournament.category.slug)),
      label: names.category(tournament.category),
    },
    { href: href(catalogItemPath(tournament.sport.key, tournament.slug)), label: tournament.name },
  ];

  const blockView = (block: MarketBlock) => (
    <MarketBlockView
      key={block.key}
      block={block}
      matchId={match.id}
      competitorNames={competitorNames}
      mainMarketId={match.mainMarket?.id ?? null}
    />
  );
  const blocksOf = (list: Market[]) => buildMarketBlocks(list).map(blockView);

  return (
    <div className="flex flex-col gap-4" {...betEventAttributes(match)}>
      {home && away ? (
        <>
          <PageHeader
            title={catalog('match-label', { home: home.name, away: away.name })}
            crumbs={crumbs}
            crumbsLabel={catalog('breadcrumbs')}
            aside={<FavouriteStar type="match" id={match.id} size="page" />}
          />
          <section
            aria-label={t('scoreboard')}
            className="overflow-hidden rounded-xl bg-[linear-gradient(135deg,var(--color-ink)_0%,var(--color-ink-3)_100%)] text-white"
          >
            <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 px-4 py-5 sm:px-8">
              <div className="flex min-w-0 flex-col items-center gap-2 text-center">
                <TeamBadge name={home.name} logo={home.logo} />
                <span className="line-clamp-2 text-sm font-semibold sm:text-base">{home.name}</span>
              </div>
              {match.status === MATCH_STATUS.prematch ? (
                <ScoreboardPrematch kickoffText={kickoffText} versus="–" />
              ) : (
                <ScoreboardLiveLoader
                  matchId={match.id}
                  initial={live}
                  renderedAt={renderedAt}
                  kickoffText={kickoffText}
                  versus="–"
                  // The island is streamed after the page's shell: its markup at the request's
                  // time holds its place until then (decision 0084).
                  placeholder={
                    <ScoreboardLiveView
                      state={live}
                      now={renderedAt}
                      texts={{
                        live: catalog('live'),
                        interrupted: catalog('interrupted'),
                        finished: catalog('finished'),
                        pause: (pause) => matchCentre(`pause.${pause}`),
                        period: names.period,
                      }}
                      kickoffText={kickoffText}
                      versus="–"
                    />
                  }
                />
              )}
              <div className="flex min-w-0 flex-col items-center gap-2 text-center">
                <TeamBadge name={away.name} logo={away.logo} />
                <span className="line-clamp-2 text-sm font-semibold sm:text-base">{away.name}</span>
              </div>
            </div>
            {match.status !== MATCH_STATUS.prematch ? (
              <div className="border-t border-white/10 px-4 py-2 sm:px-8">
                <PeriodScoresLoader
                  matchId={match.id}
                  initial={live}
                  homeName={home.name}
                  awayName={away.name}
                  labels={periodLabels}
                  placeholder={
                    <PeriodScoresView
                      state={live}
                      periodName={names.period}
                      homeName={home.name}
                      awayName={away.name}
                      labels={periodLabels}
                    />
                  }
                />
              </div>
            ) : null}
            {match.stadium || match.city ? (
              <p className="border-t border-white/10 px-4 py-2 text-center text-xs text-white/60 sm:px-8">
                <span className="sr-only">{t('venue')}: </span>
                {[match.stadium, match.city].filter(Boolean).join(', ')}
              </p>
            ) : null}
          </section>
        </>
      ) : (
        <PageHeader
          title={match.name}
          crumbs={crumbs}
          crumbsLabel={catalog('breadcrumbs')}
          aside={<FavouriteStar type="match" id={match.id} size="page" />}
        />
      )}

      <MatchVideo match={match} />

      <MatchCentre match={match} />
      <MatchPrediction match={match} />

      <section aria-labelledby="markets-heading" className="flex flex-col gap-3">
        <h2 id="markets-heading" className="sr-only">
          {t('markets')}
        </h2>
        {groups.length > 1 ? (
          <nav aria-label={t('market-groups')}>
            <ul className="-mx-2 flex gap-1.5 overflow-x-auto px-2 pb-1 [scrollbar-width:none] desk:mx-0 desk:px-0">
              {[null, ...groups].map((key) => (
                <li key={key ?? 'all'} className="shrink-0">
                  <PlainLink
                    href={`${href(pagePath)}${key ? `?group=${key}` : ''}`}
                    keepScroll
                    aria-current={key === selected ? 'page' : undefined}
                    className="flex h-8 items-center rounded-full border border-line bg-surface px-3.5 text-[13px] font-semibold text-ink-2 hover:bg-subtle aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
                  >
                    {key ? groupName(key) : t('all-markets')}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {offersBuilder ? <BetBuilderEntry event={betEventOf(match)} /> : null}

        {markets.length === 0 ? (
          <EmptyState>{t('no-markets')}</EmptyState>
        ) : selected ? (
          <div className="@container/markets">
            <div className="gap-3 @min-[46rem]/markets:columns-2">
              {blocksOf(marketsOfGroup(markets, selected))}
            </div>
          </div>
        ) : (
          <div className="@container/markets flex flex-col gap-4">
            {sectionsByPrimaryGroup(markets).map((section) => (
              <section
                key={section.group}
                aria-labelledby={`group-${section.group}`}
                className="flex flex-col gap-2"
              >
                <h3
                  id={`group-${section.group}`}
                  className="px-1 text-xs font-bold tracking-wider text-muted uppercase"
                >
                  {groupName(section.group)}
                </h3>
                <div className="gap-3 @min-[46rem]/markets:columns-2">
                  {section.blocks.map(blockView)}
                </div>
              </section>
            ))}
          </div>
        )}
      </section>

      <LiveUpdates
        kind="match"
        matchId={match.id}
        renderedStatus={match.status}
        renderedLines={markets.map(marketLineKey)}
        intervalMs={MATCH_POLL_MS}
      />
    </div>
  );
}
