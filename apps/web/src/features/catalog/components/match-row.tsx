import type { Match } from '@sportsbook/contract';
import { MATCH_STATUS, isListedMarketStatus } from '@sportsbook/domain';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { describeKickoff } from '../../../lib/format/kickoff';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { outcomeKey } from '../live/outcome-store';
import { isSuspended } from '../live/live-quotes';
import { type SharedBetEvent, betEventAttributes } from '../model/bet-event';
import { catalogItemPath } from '../model/catalog-paths';
import { mainMarketLabels, outcomeNameKind } from '../model/outcome-label';
import { LiveClockCell, LiveScoreCell } from './live-cells';
import { getLiveCellTexts } from './live-cell-texts.server';
import { LIVE_MATCH_ATTRIBUTE, liveClockView, liveScoreText } from '../model/live-cells';
import { OutcomeButton } from './outcome-button';
import { OUTCOME_GROUP_ATTRIBUTE, OUTCOME_MARKET_ATTRIBUTE } from '../model/outcome-button-markup';
import { getOutcomeText } from './outcome-text.server';
import { PlainLink } from '../../../components/layout/plain-link';
import { getCatalogNames } from '../catalog-names.server';
import { localizeMarket } from '../model/catalog-names';
import { FavouriteStar } from '../../favourites/favourite-star';

/**
 * A compact match row: time or live clock, the teams with the score, the main market's prices
 * and a link to every market. Phones stack the prices under the teams (container query on the
 * list, so the row also fits the narrow middle column of a tablet).
 */
export async function MatchRow({
  match,
  renderedAt,
  sharedEvent,
}: {
  match: Match;
  renderedAt: number;
  /** The event fields its league's element carries (`data-bet-league`), left out of the row. */
  sharedEvent?: SharedBetEvent;
}) {
  const [t, locale, timeZone, href, names, text, liveTexts] = await Promise.all([
    getTranslations('catalog'),
    getLocale(),
    getTimeZone(),
    getLocalizedHref(),
    getCatalogNames(),
    getOutcomeText(),
    getLiveCellTexts(),
  ]);
  const path = href(catalogItemPath(match.tournament.sport.key, match.slug));
  const home = match.competitors?.home.name ?? match.name;
  const away = match.competitors?.away.name ?? '';
  const competitorNames = match.competitors ? [home, away] : [];
  const market =
    match.mainMarket && isListedMarketStatus(match.mainMarket.status)
      ? localizeMarket(names, match.mainMarket, competitorNames)
      : null;
  const shortLabels = market ? mainMarketLabels(market.outcomes.length) : null;
  const more = Math.max(0, match.availableMarkets - (market ? 1 : 0));
  const started = match.status !== MATCH_STATUS.prematch;
  const live = { status: match.status, stage: match.stage, statistics: match.statistics };
  const kickoff = started
    ? null
    : describeKickoff(match.startTime, new Date(renderedAt), locale, timeZone);
  const matchLabel = away ? t('match-label', { home, away }) : home;

  return (
    <article
      aria-label={matchLabel}
      {...betEventAttributes(match, sharedEvent)}
      {...{ [OUTCOME_GROUP_ATTRIBUTE]: '' }}
      {...(started ? { [LIVE_MATCH_ATTRIBUTE]: match.id } : {})}
      className="match-row"
    >
      <div className="match-row-time">
        <FavouriteStar type="match" id={match.id} />
        {kickoff ? (
          <span className="match-row-kickoff">
            <span>{kickoff.day.kind === 'date' ? kickoff.day.text : t(kickoff.day.kind)}</span>
            <span>{kickoff.time}</span>
          </span>
        ) : (
          <LiveClockCell view={liveClockView(live, renderedAt, liveTexts)} />
        )}
      </div>

      <PlainLink href={path} className="match-row-teams">
        <span className="match-row-team">
          <span>{home}</span>
          {started && match.competitors ? (
            <LiveScoreCell side="home" score={liveScoreText(live, 'home')} />
          ) : null}
        </span>
        {away ? (
          <span className="match-row-team">
            <span>{away}</span>
            {started && match.competitors ? (
              <LiveScoreCell side="away" score={liveScoreText(live, 'away')} />
            ) : null}
          </span>
        ) : null}
      </PlainLink>

      <div
        {...(market ? { [OUTCOME_MARKET_ATTRIBUTE]: market.name } : {})}
        className={`match-row-odds ${
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
                marketOnGroup
                kind={outcomeNameKind(outcome.name, competitorNames, true)}
                text={text}
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
        className="match-row-more"
      >
        {more > 0 ? (
          <span className="tabular-nums">{t('more-markets', { count: more })}</span>
        ) : null}
      </PlainLink>
    </article>
  );
}
