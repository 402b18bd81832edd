'use client';

import { MATCH_STATUS } from '@sportsbook/domain';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useNow } from '../../../lib/time/use-now';
import { type LiveMatchState, useLiveMatchState } from '../live/match-live-store';
import { clockLabel, currentPeriod } from '../model/match-clock';
import { useCatalogNames } from './use-catalog-names';

/**
 * The time cell of a live row: red dot and minute (68'), the period below. Starts from exactly
 * what the server rendered (`renderedAt`) and ticks after hydration.
 */
export function LiveClock({
  matchId,
  initial,
  renderedAt,
}: {
  matchId: number;
  initial: LiveMatchState;
  renderedAt: number;
}) {
  const { messages } = useClientIntl();
  const names = useCatalogNames();
  const state = useLiveMatchState(matchId, initial);
  const now = useNow(1000) ?? renderedAt;

  if (state.status !== MATCH_STATUS.live) {
    const text =
      state.status === MATCH_STATUS.stopped
        ? messages.catalog.interrupted
        : messages.catalog.finished;
    return <span className="text-xs font-medium text-muted">{text}</span>;
  }
  // A break shows as a break, never as a stopped clock (decision 0047).
  const pause = state.statistics?.pause ?? null;
  const minute = pause
    ? messages.matchCentre['pause-short'][pause]
    : clockLabel(state.statistics?.clock ?? null, now);
  const latest = currentPeriod(state.statistics);
  const period = state.stage ?? (latest ? names.period(latest) : null);
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="flex items-center gap-1 text-xs font-bold text-live tabular-nums">
        <span
          aria-hidden="true"
          className="size-1.5 shrink-0 animate-live-pulse rounded-full bg-live"
        />
        {/* The minute reads 22' in right-to-left pages too. */}
        <span className="ltr-nums">{minute ?? messages.catalog.live}</span>
      </span>
      {/* Wraps, never cut: "4th qua…" told the player nothing (decision 0020). */}
      {period ? (
        <span className="line-clamp-2 text-[11px] break-words text-muted">{period}</span>
      ) : null}
    </span>
  );
}
