'use client';

import type { Currency } from '@sportsbook/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { getFreebetProgressProgrammes } from '../api/freebet-progress';
import { useBetSlip, usePlacements } from '../bet-slip-runtime';
import type { BetSlipStore } from '../model/bet-slip-store';
import { type FreebetProgressView, freebetProgressView } from '../model/freebet-progress';
import { useSlipFlags } from '../slip-flags';
import { FALLBACK_CURRENCY, money } from './format';

/**
 * Progress toward the player's next freebet (spec section 3 "Freebet progress", behind
 * FEATURE_FREEBET_PROGRESS_BAR): read on sign-in and again after every placement. Nothing shows
 * for visitors, without a programme, or when the call fails (the slip works without it).
 */
export function FreebetProgressBar({ slip }: { slip: BetSlipStore }) {
  const { freebetProgressBar } = useSlipFlags();
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const player = auth.status === 'logged_in' ? String(auth.profile?.id) : null;
  const placements = usePlacements();
  // The answer is kept with the player it is for: after a sign-out or a switch it is not shown.
  const [loaded, setLoaded] = useState<{
    player: string;
    views: readonly FreebetProgressView[];
  } | null>(null);
  const { currencies } = useBetSlip(slip).settings;

  useEffect(() => {
    if (!freebetProgressBar || player === null) return;
    const abort = new AbortController();
    getFreebetProgressProgrammes(locale, abort.signal)
      .then((programmes) => setLoaded({ player, views: programmes.map(freebetProgressView) }))
      .catch(() => {
        if (!abort.signal.aborted) setLoaded({ player, views: [] });
      });
    return () => abort.abort();
  }, [freebetProgressBar, player, locale, placements]);

  const views = freebetProgressBar && loaded?.player === player ? loaded.views : [];
  if (views.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-b border-line px-3 py-2.5">
      {views.map((view) => (
        <ProgressLine
          key={view.id}
          view={view}
          currency={currencies[view.currency] ?? { ...FALLBACK_CURRENCY, code: view.currency }}
        />
      ))}
    </div>
  );
}

function ProgressLine({ view, currency }: { view: FreebetProgressView; currency: Currency }) {
  const { messages, locale } = useClientIntl();
  const t = messages.betSlip.progress;
  const count = formatTemplate(t.count, { count: view.count, total: view.total });
  const caption =
    view.next === null
      ? t.done
      : formatTemplate(t.next, {
          freebets: view.next.freebets,
          amount: money(view.next.amount, currency, locale),
          bets: view.next.bets,
        });
  return (
    <section aria-label={t.title} data-testid="freebet-progress">
      <p className="flex items-baseline justify-between gap-2 text-xs">
        <span className="min-w-0 truncate font-semibold text-ink">{view.name}</span>
        <span className="shrink-0 text-muted tabular-nums">{count}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t.label}
        aria-valuemin={0}
        aria-valuemax={view.total}
        aria-valuenow={view.count}
        aria-valuetext={`${count}. ${caption}`}
        className="relative mt-1 h-2 overflow-hidden rounded-full bg-subtle ring-1 ring-line ring-inset"
      >
        <span
          className="absolute inset-y-0 start-0 bg-brand transition-[width] duration-300"
          style={{ width: `${view.percent}%` }}
        />
        {/* The milestones before the last: a range's freebets are earned there. */}
        {view.marks.map((mark) => (
          <span
            key={mark}
            className="absolute inset-y-0 w-0.5 bg-surface"
            style={{ insetInlineStart: `${mark}%` }}
          />
        ))}
      </div>
      <p className="mt-1 flex flex-wrap justify-between gap-x-2 text-[11px] text-muted">
        <span>{caption}</span>
        {view.next !== null && view.minStake > 0 ? (
          <span className="text-faint">
            {formatTemplate(t['min-stake'], { amount: money(view.minStake, currency, locale) })}
          </span>
        ) : null}
      </p>
    </section>
  );
}
