// Live match state (status, score, clock) by match id, fed by polls, read by the score and
// clock islands. A match absent from the store shows its server-rendered state.
import type { Match } from '@sportsbook/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { shareEqual } from './structural-share';

export type LiveMatchState = Pick<Match, 'status' | 'stage' | 'statistics'>;

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

function subscribe(matchId: number, listener: () => void) {
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

/** The latest known state of a match, or the server-rendered one. */
export function useLiveMatchState(matchId: number, initial: LiveMatchState): LiveMatchState {
  const subscribeToMatch = useCallback(
    (listener: () => void) => subscribe(matchId, listener),
    [matchId],
  );
  return useSyncExternalStore(
    subscribeToMatch,
    () => states.get(matchId) ?? initial,
    () => initial,
  );
}
