import type { Match } from '@sportsbook/contract';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { describeKickoff } from '../../../lib/format/kickoff';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { outcomeKey } from '../live/outcome-store';
import { isSuspended } from '../live/live-quotes';
import { betEventAttributes } from '../model/bet-event';
import { catalogItemPath } from '../model/catalog-paths';
import { mainMarketLabels, outcomeNameKind } from '../model/outcome-label';
import { LiveClock } from './live-clock';
import { LiveScore } from './live-score';
import { OutcomeButton } from './outcome-button';
import { OUTCOME_GROUP_ATTRIBUTE } from '../live/visibility-gate';
import { PlainLink } from '../../../components/layout/plain-link';
import { getCatalogNames } from '../catalog-names.server';
import { localizeMarket } from '../model/catalog-names';

/**
 * A compact match row: time or live clock, the teams with the score, the main market's prices
 * and a link to every market. Phones stack the prices under the teams (container query on the
 * list, so the row also fits the narrow middle column of a tablet).
 */
export async function MatchRow({ match, renderedAt }: { match: Match; renderedAt: number }) {
  const [t, locale, timeZone, href, names] = await Promise.all([
    getTranslations('catalog'),
    getLocale(),
    getTimeZone(),
    getLocalizedHref(),
    getCatalogNames(),
  ]);
  const path = href(catalogItemPath(match.tournament.sport.key, match.slug));
  const home = match.competitors?.home.name ?? match.name;
  const away = match.competitors?.away.name ?? '';
  const competitorNames = match.competitors ? [home, away] : [];
  const market =
    match.mainMarket && match.mainMarket.status !== 0
      ? localizeMarket(names, match.mainMarket, competitorNames)
      : null;
  const shortLabels = market ? mainMarketLabels(market.outcomes.length) : null;
  const more = Math.max(0, match.availableMarkets - (market ? 1 : 0));
  const started = match.status !== 0;
  const live = { status: match.status, stage: match.stage, statistics: match.statistics };
  const kickoff = started
    ? null
    : describeKickoff(match.startTime, new Date(renderedAt), locale, timeZone);
  const matchLabel = away ? t('match-label', { home, away }) : home;

  return (
    <article
      aria-label={matchLabel}
      {...betEventAttributes(match)}
      {...{ [OUTCOME_GROUP_ATTRIBUTE]: '' }}
      className="grid grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-center gap-x-2 gap-y-1.5 px-3 py-2 @min-[36rem]/list:grid-cols-[3.75rem_minmax(0,1fr)_minmax(0,17.5rem)_2.75rem] @min-[36rem]/list:gap-x-3"
    >
      <div className="col-start-1 row-start-1 min-w-0">
        {kickoff ? (
          <span className="flex flex-col leading-tight">
            <span className="truncate text-[11px] text-muted">
              {kickoff.day.kind === 'date' ? kickoff.day.text : t(kickoff.day.kind)}
            </span>
            <span className="text-xs font-semibold tabular-nums">{kickoff.time}</span>
          </span>
        ) : (
          <LiveClock matchId={match.id} initial={live} renderedAt={renderedAt} />
        )}
      </div>

      <PlainLink
        href={path}
        className="col-start-2 row-start-1 flex min-w-0 flex-col gap-0.5 rounded-sm py-0.5 hover:text-brand"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium">{home}</span>
          {started && match.competitors ? (
            <LiveScore matchId={match.id} initial={live} side="home" />
          ) : null}
        </span>
        {away ? (
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">{away}</span>
            {started && match.competitors ? (
              <LiveScore matchId={match.id} initial={live} side="away" />
            ) : null}
          </span>
        ) : null}
      </PlainLink>

      <div
        className={`col-span-3 row-start-2 grid gap-1 @min-[36rem]/list:col-span-1 @min-[36rem]/list:col-start-3 @min-[36rem]/list:row-start-1 ${
          market && market.outcomes.length === 2 ? 'grid-cols-2' : 'grid-cols-3'
        }`}
      >
        {market ? (
          market.outcomes
            .slice(0, 3)
            .map((outcome, index) => (
              <OutcomeButton
                key={outcome.id}
                outcomeKey={outcomeKey(match.id, market.id, market.specifier, outcome.id)}
                odds={outcome.odds}
                active={outcome.active}
                suspended={isSuspended(market)}
                label={shortLabels?.[index] ?? outcome.name}
                name={outcome.name}
                market={market.name}
                kind={outcomeNameKind(outcome.name, competitorNames, true)}
              />
            ))
        ) : (
          <span className="col-span-full flex h-10 items-center justify-center rounded-md bg-subtle text-xs text-faint">
            {t('no-odds')}
          </span>
        )}
      </div>

      <PlainLink
        href={path}
        aria-label={more > 0 ? t('more-markets-label', { more, match: matchLabel }) : matchLabel}
        className="col-start-3 row-start-1 flex h-8 items-center justify-center gap-0.5 justify-self-end rounded-md px-1 text-xs font-semibold text-muted hover:bg-subtle hover:text-ink @min-[36rem]/list:col-start-4"
      >
        {more > 0 ? (
          <span className="tabular-nums">{t('more-markets', { count: more })}</span>
        ) : null}
        <ChevronRightIcon size={14} />
      </PlainLink>
    </article>
  );
}
