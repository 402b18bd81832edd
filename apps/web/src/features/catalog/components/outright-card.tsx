import type { Match } from '@sportsbook/contract';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { TrophyIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format/kickoff';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { isSuspended } from '../live/live-quotes';
import { outcomeKey } from '../live/outcome-store';
import { betEventAttributes } from '../model/bet-event';
import { catalogItemPath } from '../model/catalog-paths';
import { OutcomeButton } from './outcome-button';
import { getOutcomeText } from './outcome-text.server';
import { PlainLink } from '../../../components/layout/plain-link';

const SHOWN_OUTCOMES = 6;

/** An outright (league winner and the like): the shortest prices and a link to all of them. */
export async function OutrightCard({ outright }: { outright: Match }) {
  const [t, href, locale, timeZone, text] = await Promise.all([
    getTranslations(),
    getLocalizedHref(),
    getLocale(),
    getTimeZone(),
    getOutcomeText(),
  ]);
  const market = outright.mainMarket;
  const path = href(catalogItemPath(outright.tournament.sport.key, outright.slug));
  const favourites = market
    ? [...market.outcomes].sort((a, b) => a.odds - b.odds).slice(0, SHOWN_OUTCOMES)
    : [];
  return (
    <article
      aria-labelledby={`outright-${outright.id}`}
      {...betEventAttributes(outright)}
      className="overflow-hidden rounded-lg border border-line bg-surface"
    >
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <TrophyIcon size={18} className="shrink-0 text-accent-strong" />
        <div className="min-w-0 flex-1">
          <h3 id={`outright-${outright.id}`} className="truncate text-[13.5px] font-semibold">
            <PlainLink href={path} className="hover:text-brand">
              {outright.name}
            </PlainLink>
          </h3>
          {outright.endDate ? (
            <p className="text-xs text-muted">
              {t('league.ends', { date: formatDateTime(outright.endDate, locale, timeZone) })}
            </p>
          ) : null}
        </div>
      </header>
      {market ? (
        <div className="grid grid-cols-2 gap-1.5 p-2 @min-[36rem]/list:grid-cols-3">
          {favourites.map((outcome) => (
            <OutcomeButton
              key={outcome.id}
              variant="market"
              outcomeKey={outcomeKey(outright.id, market.id, market.specifier, outcome.id)}
              odds={outcome.odds}
              active={outcome.active}
              suspended={isSuspended(market)}
              label={outcome.name}
              name={outcome.name}
              market={market.name}
              kind="in-market"
              text={text}
            />
          ))}
        </div>
      ) : null}
      {market && market.outcomes.length > SHOWN_OUTCOMES ? (
        <PlainLink
          href={path}
          className="block border-t border-line px-3 py-2 text-center text-xs font-semibold text-brand hover:bg-subtle"
        >
          {t('catalog.more-outcomes', { count: market.outcomes.length })}
        </PlainLink>
      ) : null}
    </article>
  );
}
