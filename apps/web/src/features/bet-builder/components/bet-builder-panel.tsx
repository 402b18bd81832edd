'use client';

import { oddsFromWire } from '@sportsbook/domain';
import { useCallback, useEffect, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { Spinner } from '../../../components/ui/spinner';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { betSlipStore, connectBetSlip, useBetSlip } from '../../bet-slip/bet-slip-runtime';
import type { BetEvent } from '../../catalog/outcomes';
import { slipLegsOf } from '../model/builder-legs';
import { useBuilder } from '../model/use-builder';
import { BuilderPicker, LegList, PriceLine } from './builder-picker';

/**
 * The match page's bet builder (loaded on demand by BetBuilderEntry): pick outcomes, see their
 * price together, put them on the slip as one custom bet.
 */
export default function BetBuilderPanel({ event }: { event: BetEvent }) {
  const { locale, messages } = useClientIntl();
  const t = messages.betSlip.builder;
  const [slip] = useState(() => betSlipStore(locale, messages.betSlip));
  useEffect(() => connectBetSlip(slip, locale, messages.betSlip), [slip, locale, messages]);
  // On phones the summary bar sticks above the tabbar: its height joins the page's bottom
  // scroll padding, so a pick that is focused or scrolled to is never hidden behind it.
  const summary = useCallback((bar: HTMLElement | null) => {
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--sticky-bottom-bar', `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-bottom-bar');
    };
  }, []);
  const { settings, ticket } = useBetSlip(slip);
  const builder = useBuilder(
    { id: event.id, teams: [event.nameA, event.nameB] },
    locale,
    settings.customBetMinLegs,
  );
  const [added, setAdded] = useState(false);
  const { price, legs } = builder;
  const canAdd =
    settings.customBetEnabled && price.status === 'priced' && !ticket.inProgress && legs.length > 0;

  if (builder.markets.status === 'loading') {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 px-1 py-6 text-sm text-muted"
      >
        <Spinner />
        {t.loading}
      </p>
    );
  }
  if (builder.markets.status === 'error') {
    return <p className="px-1 py-6 text-center text-sm text-down">{t['markets-failed']}</p>;
  }
  if (builder.markets.sections.length === 0) {
    return <p className="px-1 py-6 text-center text-sm text-muted">{t['no-markets']}</p>;
  }

  return (
    <div className="flex flex-col gap-3 desk:flex-row desk:items-start">
      <div className="min-w-0 flex-1">
        <BuilderPicker
          matchId={event.id}
          sections={builder.markets.sections}
          legs={legs}
          onPick={(leg) => {
            setAdded(false);
            builder.pick(leg);
          }}
        />
      </div>
      <aside
        ref={summary}
        aria-label={t.summary}
        // Above the phone tabbar (h-14) while the player scrolls the markets; beside them on desk.
        className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom)+0.5rem)] z-10 flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 shadow-lg desk:top-[4.25rem] desk:bottom-auto desk:w-72 desk:shadow-none"
      >
        {legs.length > 0 ? (
          <>
            {/* Phones keep the bar small: the picked buttons show the legs. */}
            <p className="text-xs font-semibold text-muted desk:hidden">
              {formatTemplate(t['legs-count'], { count: legs.length })}
            </p>
            <div className="hidden desk:block">
              <LegList legs={legs} onRemove={builder.remove} />
            </div>
          </>
        ) : (
          <p className="text-xs text-muted">{t.hint}</p>
        )}
        {builder.refusedAt !== null ? (
          <p role="alert" className="text-xs text-down">
            {formatTemplate(t['max-legs'], { limit: builder.refusedAt })}
          </p>
        ) : null}
        <div className="desk:border-t desk:border-line desk:pt-2">
          <PriceLine price={price} minLegs={settings.customBetMinLegs} />
        </div>
        <button
          type="button"
          aria-disabled={!canAdd || undefined}
          onClick={() => {
            if (!canAdd || price.status !== 'priced') return;
            slip.addCustomBet(slipLegsOf(legs, event), oddsFromWire(price.odds));
            builder.reset();
            setAdded(true);
          }}
          className="flex h-10 items-center justify-center rounded-md bg-accent text-sm font-bold text-ink hover:bg-accent-strong aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {t.add}
        </button>
        {added ? (
          <p role="status" className="text-center text-xs font-semibold text-up">
            {t.added}
          </p>
        ) : null}
      </aside>
    </div>
  );
}
