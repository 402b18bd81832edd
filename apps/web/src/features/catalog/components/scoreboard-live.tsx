'use client';

import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useNow } from '../../../lib/time/use-now';
import { type LiveMatchState, useLiveMatchState } from '../live/match-live-store';
import { PeriodScoresView, ScoreboardLiveView } from './scoreboard-live-view';
import { useCatalogNames } from './use-catalog-names';

/**
 * The middle of a started match's scoreboard: score, running clock and period, kept current by
 * polls and realtime. Before kick-off the page renders `ScoreboardPrematch` instead.
 */
export function ScoreboardLive({
  matchId,
  initial,
  renderedAt,
  kickoffText,
  versus,
}: {
  matchId: number;
  initial: LiveMatchState;
  renderedAt: number;
  kickoffText: string;
  versus: string;
}) {
  const { messages } = useClientIntl();
  const names = useCatalogNames();
  const state = useLiveMatchState(matchId, initial);
  const now = useNow(1000) ?? renderedAt;
  return (
    <ScoreboardLiveView
      state={state}
      now={now}
      texts={{
        live: messages.catalog.live,
        interrupted: messages.catalog.interrupted,
        finished: messages.catalog.finished,
        pause: (pause) => messages.matchCentre.pause[pause],
        period: names.period,
      }}
      kickoffText={kickoffText}
      versus={versus}
    />
  );
}

/** Period by period scores (halves, sets, quarters) with the current game score. */
export function PeriodScores({
  matchId,
  initial,
  ...props
}: {
  matchId: number;
  initial: LiveMatchState;
  homeName: string;
  awayName: string;
  labels: { period: string; total: string; serving: string; points: string };
}) {
  const state = useLiveMatchState(matchId, initial);
  const names = useCatalogNames();
  return <PeriodScoresView state={state} periodName={names.period} {...props} />;
}
