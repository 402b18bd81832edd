'use client';

import type { Market } from '@sportsbook/contract';
import { formatCombinedOdds, formatDecimalOdds } from '../../../lib/format/odds';
import { useOddsFormat } from '../../../lib/format/use-odds-format';
import { Spinner } from '../../../components/ui/spinner';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { type BuilderLeg, type BuilderSection, legOf } from '../model/builder-legs';
import type { CustomPrice } from '../model/use-custom-odds';

/** The bet builder markets by group; each outcome a toggle button (pressed = a leg). */
export function BuilderPicker({
  matchId,
  sections,
  legs,
  onPick,
}: {
  matchId: number;
  sections: readonly BuilderSection[];
  legs: readonly BuilderLeg[];
  onPick(leg: BuilderLeg): void;
}) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const t = messages.betSlip.builder;
  const picked = new Set(legs.map((leg) => leg.key));
  const groupName = (group: string) =>
    (t.groups as Record<string, string | undefined>)[group] ??
    group.charAt(0).toUpperCase() + group.slice(1).replaceAll('_', ' ');
  return (
    <div className="flex flex-col gap-2">
      {sections.map((section) => (
        <fieldset
          key={section.group}
          className="overflow-hidden rounded-lg border border-line bg-surface"
        >
          <legend className="sr-only">{groupName(section.group)}</legend>
          <p
            aria-hidden="true"
            className="border-b border-line px-3 py-2 text-xs font-bold tracking-wider text-muted uppercase"
          >
            {groupName(section.group)}
          </p>
          <div className="flex flex-col gap-2 p-2">
            {section.markets.map((market: Market, index) => (
              <div key={`${market.id}:${market.specifier}`} className="flex flex-col gap-1">
                {/* The lines of one market (totals 1.5, 2.5, …) share its name. */}
                {section.markets[index - 1]?.id !== market.id ? (
                  <p className="px-1 pt-0.5 text-xs font-semibold text-ink-2">{market.name}</p>
                ) : null}
                <div
                  className={`grid gap-1.5 ${market.outcomes.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
                >
                  {market.outcomes.map((outcome) => {
                    const leg = legOf(matchId, market, outcome.id);
                    const on = leg !== null && picked.has(leg.key);
                    // Three outcomes side by side on a phone: the price goes under the name.
                    const stacked = market.outcomes.length === 3;
                    return (
                      <button
                        key={outcome.id}
                        type="button"
                        aria-pressed={on}
                        disabled={!outcome.active || leg === null}
                        onClick={() => leg && onPick(leg)}
                        className={`group/pick flex min-h-10 rounded-md border border-line bg-subtle px-2.5 py-1.5 text-start text-[13px] hover:border-ink-3 disabled:opacity-50 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white ${
                          stacked
                            ? 'flex-col items-start justify-center'
                            : 'items-center justify-between gap-2'
                        }`}
                      >
                        <span className="max-w-full min-w-0 truncate font-medium">
                          {outcome.name}
                          <span className="sr-only"> – {market.name}</span>
                        </span>
                        <span className="shrink-0 text-xs font-semibold text-ink-2 tabular-nums group-aria-pressed/pick:text-white">
                          {formatDecimalOdds(outcome.odds, locale, oddsFormat)}
                        </span>
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The legs picked so far, each with a remove button. */
export function LegList({
  legs,
  onRemove,
}: {
  legs: readonly BuilderLeg[];
  onRemove(leg: BuilderLeg): void;
}) {
  const { messages } = useClientIntl();
  const t = messages.betSlip.builder;
  return (
    <ol aria-label={t.legs} className="flex flex-col">
      {legs.map((leg) => (
        <li
          key={leg.key}
          className="relative flex items-center gap-2 py-1.5 ps-5 before:absolute before:start-1.5 before:top-1/2 before:size-2 before:-translate-y-1/2 before:rounded-full before:border-2 before:border-brand"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate text-[13px] font-semibold">{leg.outcomeName}</span>
            <span className="block truncate text-xs text-muted">{leg.marketName}</span>
          </span>
          <button
            type="button"
            onClick={() => onRemove(leg)}
            aria-label={formatTemplate(t['remove-leg'], { name: leg.outcomeName })}
            className="flex size-7 shrink-0 items-center justify-center rounded-md text-faint hover:bg-subtle hover:text-ink"
          >
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The combined price of the legs, or why there is none. */
export function PriceLine({ price, minLegs }: { price: CustomPrice; minLegs: number }) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const t = messages.betSlip.builder;
  const text = (() => {
    switch (price.status) {
      case 'idle':
        return formatTemplate(t['pick-more'], { count: Math.max(2, minLegs) });
      case 'loading':
        return t.pricing;
      case 'unavailable':
        return t.reasons[price.reason];
      case 'error':
        return price.message ?? t['price-failed'];
      case 'priced':
        return null;
    }
  })();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={price.status === 'loading' || undefined}
      className="flex min-h-10 items-center justify-between gap-3"
    >
      <span className="text-[13px] font-semibold text-ink">{t['combined-odds']}</span>
      {price.status === 'priced' ? (
        <span className="text-lg font-extrabold text-brand tabular-nums" data-testid="builder-odds">
          {formatCombinedOdds(price.odds, locale, oddsFormat)}
        </span>
      ) : (
        <span
          className={`flex items-center gap-2 text-end text-xs ${
            price.status === 'unavailable' || price.status === 'error' ? 'text-down' : 'text-muted'
          }`}
        >
          {price.status === 'loading' ? <Spinner /> : null}
          {text}
        </span>
      )}
    </div>
  );
}
