'use client';

import { MATCH_STATUS } from '@sportsbook/domain';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useNow } from '../../../lib/time/use-now';
import { type LiveMatchState, useLiveMatchState } from '../live/match-live-store';
import { clockTime, currentPeriod } from '../model/match-clock';
import { ScoreboardPrematch } from './scoreboard-prematch';
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
  const score = state.statistics?.totalScore;

  if (state.status === MATCH_STATUS.prematch || !score) {
    return <ScoreboardPrematch kickoffText={kickoffText} versus={versus} />;
  }
  const live = state.status === MATCH_STATUS.live;
  // A break shows as a break, never as a clock standing at 45:00 or 00:00 (decision 0047).
  const pause = live ? (state.statistics?.pause ?? null) : null;
  const clock = live
    ? pause
      ? messages.matchCentre.pause[pause]
      : clockTime(state.statistics?.clock ?? null, now)
    : null;
  const latest = live ? currentPeriod(state.statistics) : null;
  const period = live ? (state.stage ?? (latest ? names.period(latest) : null)) : null;
  const statusText = live
    ? messages.catalog.live
    : state.status === MATCH_STATUS.stopped
      ? messages.catalog.interrupted
      : messages.catalog.finished;
  return (
    <div className="flex flex-col items-center gap-1.5 text-center">
      <span className="inline-flex items-baseline text-4xl leading-none font-extrabold tracking-tight text-white tabular-nums">
        {score.home}
        <span className="mx-1.5 text-white/40">:</span>
        {score.away}
      </span>
      <span
        className={`flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${
          live ? 'bg-live text-white' : 'bg-white/10 text-white/80'
        }`}
      >
        {live && !pause ? (
          <span aria-hidden="true" className="size-1.5 animate-live-pulse rounded-full bg-white" />
        ) : null}
        {clock ?? statusText}
      </span>
      {period ? <span className="text-xs text-white/70">{period}</span> : null}
    </div>
  );
}

/** Period by period scores (halves, sets, quarters) with the current game score. */
export function PeriodScores({
  matchId,
  initial,
  homeName,
  awayName,
  labels,
}: {
  matchId: number;
  initial: LiveMatchState;
  homeName: string;
  awayName: string;
  labels: { period: string; total: string; serving: string; points: string };
}) {
  const state = useLiveMatchState(matchId, initial);
  const names = useCatalogNames();
  const statistics = state.statistics;
  if (!statistics || statistics.periodScore.length === 0) return null;
  const periods = [...statistics.periodScore].sort((a, b) => a.number - b.number);
  const game = statistics.gameScore;
  const row = (side: 'home' | 'away', name: string) => (
    <tr>
      <th scope="row" className="max-w-0 truncate py-1 pe-3 text-start font-medium text-white/90">
        {statistics.currentServer === side ? (
          <>
            <span
              aria-hidden="true"
              className="me-1.5 inline-block size-1.5 rounded-full bg-accent align-middle"
            />
            <span className="sr-only">{labels.serving}: </span>
          </>
        ) : null}
        {name}
      </th>
      {periods.map((period) => (
        <td key={period.periodKey} className="w-8 py-1 text-center text-white/75">
          {period[side]}
        </td>
      ))}
      {game ? (
        <td className="w-8 py-1 text-center font-semibold text-accent">{game[side]}</td>
      ) : null}
      <td className="w-10 py-1 text-center font-bold text-white">{statistics.totalScore[side]}</td>
    </tr>
  );
  return (
    <table className="w-full table-fixed text-xs tabular-nums">
      <caption className="sr-only">{labels.period}</caption>
      <thead>
        <tr className="text-[11px] text-white/50">
          <th scope="col" className="pb-1 text-start font-medium">
            <span className="sr-only">{labels.period}</span>
          </th>
          {periods.map((period) => (
            <th
              key={period.periodKey}
              scope="col"
              className="w-8 pb-1 font-medium"
              title={names.period(period)}
            >
              <abbr title={names.period(period)} className="no-underline">
                {period.number}
              </abbr>
            </th>
          ))}
          {game ? (
            <th scope="col" className="w-8 pb-1 font-medium" title={labels.points}>
              <abbr title={labels.points} className="no-underline">
                {labels.points.charAt(0)}
              </abbr>
            </th>
          ) : null}
          <th scope="col" className="w-10 pb-1 font-medium">
            {labels.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {row('home', homeName)}
        {row('away', awayName)}
      </tbody>
    </table>
  );
}
