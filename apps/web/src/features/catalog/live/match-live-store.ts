// Live match state (status, score, clock) by match id, fed by polls and realtime, read by the
// live cells' controller (a list's rows) and the match page's scoreboard. A match absent from
// the store shows its server-rendered state.
import type { Match } from '@sportsbook/contract';
import { useCallback, useSyncExternalStore } from 'react';
import type { LiveMatchState } from '../model/live-cells';
import { shareEqual } from './structural-share';

export type { LiveMatchState };

const states = new Map<number, LiveMatchState>();
const listeners = new Map<number, Set<() => void>>();

export function ingestMatchStates(matches: readonly Match[]) {
  for (const match of matches) {
    const current = states.get(match.id);
    const fresh: LiveMatchState = {
      status: match.status,
      stage: match.stage,
      statistics: match.statistics,
    };
    // Polls and realtime answer fresh objects every time; keep the old ones (score, periods)
    // where equal, so unchanged rows stay still (spec section 4).
    const next = current ? shareEqual(current, fresh) : fresh;
    if (next === current) continue;
    states.set(match.id, next);
    listeners.get(match.id)?.forEach((listener) => listener());
  }
}

/** Tells `listener` of each new state of the match; returns the unsubscribe function. */
export function subscribeMatchState(matchId: number, listener: () => void): () => void {
  let set = listeners.get(matchId);
  if (!set) listeners.set(matchId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) {
      listeners.delete(matchId);
      states.delete(matchId);
    }
  };
}

/** The latest state the store has of a match, if any. */
export function matchStateOf(matchId: number): LiveMatchState | undefined {
  return states.get(matchId);
}

/** The latest known state of a match, or the server-rendered one. */
export function useLiveMatchState(matchId: number, initial: LiveMatchState): LiveMatchState {
  const subscribeToMatch = useCallback(
    (listener: () => void) => subscribeMatchState(matchId, listener),
    [matchId],
  );
  return useSyncExternalStore(
    subscribeToMatch,
    () => states.get(matchId) ?? initial,
    () => initial,
  );
}
