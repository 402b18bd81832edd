'use client';

import { type LiveMatchState, useLiveMatchState } from '../live/match-live-store';

/** One side's score in a match row, kept current by polls. */
export function LiveScore({
  matchId,
  initial,
  side,
}: {
  matchId: number;
  initial: LiveMatchState;
  side: 'home' | 'away';
}) {
  const state = useLiveMatchState(matchId, initial);
  const score = state.statistics?.totalScore[side];
  if (score === undefined) return null;
  return <span className="shrink-0 text-[13.5px] font-bold tabular-nums text-live">{score}</span>;
}
