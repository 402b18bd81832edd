import { MATCH_STATUS } from '@sportsbook/domain';
import type { LiveMatchState } from '../model/live-cells';
import { type PeriodScore, clockTime, currentPeriod } from '../model/match-clock';
import { ScoreboardPrematch } from './scoreboard-prematch';

type Pause = NonNullable<NonNullable<LiveMatchState['statistics']>['pause']>;

/** The words a started match's scoreboard shows, from the document's texts or the server's. */
export interface ScoreboardTexts {
  live: string;
  interrupted: string;
  finished: string;
  pause: (pause: Pause) => string;
  period: (period: PeriodScore) => string;
}

/**
 * The markup of a started match's scoreboard middle (score, clock or break, period) at `now`.
 * Drawn by the island (`ScoreboardLive`, kept current by the live match store and its clock) and,
 * until that island has hydrated, by the match page in its place, from the server's state at the
 * request's time (decision 0084): the same markup, so nothing moves when the island takes over.
 * No hooks: it renders on the server and in the island alike.
 */
export function ScoreboardLiveView({
  state,
  now,
  texts,
  kickoffText,
  versus,
}: {
  state: LiveMatchState;
  now: number;
  texts: ScoreboardTexts;
  kickoffText: string;
  versus: string;
}) {
  const score = state.statistics?.totalScore;
  if (state.status === MATCH_STATUS.prematch || !score) {
    return <ScoreboardPrematch kickoffText={kickoffText} versus={versus} />;
  }
  const live = state.status === MATCH_STATUS.live;
  // A break shows as a break, never as a clock standing at 45:00 or 00:00 (decision 0047).
  const pause = live ? (state.statistics?.pause ?? null) : null;
  const clock = live
    ? pause
      ? texts.pause(pause)
      : clockTime(state.statistics?.clock ?? null, now)
    : null;
  const latest = live ? currentPeriod(state.statistics) : null;
  const period = live ? (state.stage ?? (latest ? texts.period(latest) : null)) : null;
  const statusText = live
    ? texts.live
    : state.status === MATCH_STATUS.stopped
      ? texts.interrupted
      : texts.finished;
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

/**
 * Period by period scores (halves, sets, quarters) with the current game score: the markup of
 * the island `PeriodScores` and of its placeholder, as `ScoreboardLiveView`.
 */
export function PeriodScoresView({
  state,
  periodName,
  homeName,
  awayName,
  labels,
}: {
  state: LiveMatchState;
  periodName: (period: PeriodScore) => string;
  homeName: string;
  awayName: string;
  labels: { period: string; total: string; serving: string; points: string };
}) {
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
              title={periodName(period)}
            >
              <abbr title={periodName(period)} className="no-underline">
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
