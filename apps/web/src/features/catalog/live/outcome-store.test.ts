import { describe, expect, it, vi } from 'vitest';
import { createOutcomeStore, isOffered, outcomeKey, outcomeState } from './outcome-store';

const key = outcomeKey(1042, 1, '', '1');
const seed = { odds: 2.1, active: true, suspended: false };

function setup() {
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const store = createOutcomeStore({
    moveMs: 4000,
    schedule: (flush) => flush(),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
  });
  return { store, timers };
}

describe('outcome store', () => {
  it('builds keys from match, market, specifier and outcome', () => {
    expect(outcomeKey(7, 18, 'total=2.5', '12')).toBe('7:18:total=2.5:12');
  });

  it('seeds an outcome from server props when its button mounts', () => {
    const { store } = setup();
    store.subscribe(key, () => {}, seed);
    expect(store.get(key)).toEqual({ ...seed, move: null });
  });

  it('marks a drifting price as moving up and a shortening one as moving down', () => {
    const { store } = setup();
    store.subscribe(key, () => {}, seed);
    store.ingest([{ key, label: 'Arsenal', odds: 2.25, active: true, suspended: false }]);
    expect(store.get(key)?.move).toBe('up');
    store.ingest([{ key, label: 'Arsenal', odds: 2.05, active: true, suspended: false }]);
    expect(store.get(key)?.move).toBe('down');
  });

  it('clears the move mark after a few seconds', () => {
    const { store, timers } = setup();
    store.subscribe(key, () => {}, seed);
    store.ingest([{ key, label: 'Arsenal', odds: 2.25, active: true, suspended: false }]);
    const timer = timers.at(-1);
    expect(timer?.ms).toBe(4000);
    timer?.run();
    expect(store.get(key)).toMatchObject({ odds: 2.25, move: null });
  });

  it('notifies only the button whose outcome changed', () => {
    const { store } = setup();
    const other = outcomeKey(1042, 1, '', '2');
    const mine = vi.fn();
    const theirs = vi.fn();
    store.subscribe(key, mine, seed);
    store.subscribe(other, theirs, { ...seed, odds: 3.4 });
    store.ingest([
      { key, label: 'Arsenal', odds: 2.0, active: true, suspended: false },
      { key: other, label: 'Draw', odds: 3.4, active: true, suspended: false },
    ]);
    expect(mine).toHaveBeenCalledTimes(1);
    expect(theirs).not.toHaveBeenCalled();
  });

  it('batches notifications of one frame into one flush', () => {
    const flushes: (() => void)[] = [];
    const store = createOutcomeStore({ schedule: (flush) => flushes.push(flush) });
    const listener = vi.fn();
    store.subscribe(key, listener, seed);
    store.ingest([{ key, label: 'Arsenal', odds: 2.2, active: true, suspended: false }]);
    store.ingest([{ key, label: 'Arsenal', odds: 2.3, active: true, suspended: false }]);
    expect(flushes).toHaveLength(1);
    flushes[0]?.();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(key)?.odds).toBe(2.3);
  });

  it('reports price changes with names for announcements, not suspensions', () => {
    const { store } = setup();
    const changes = vi.fn();
    store.onChanges(changes);
    store.subscribe(key, () => {}, seed);
    store.ingest([{ key, label: 'Arsenal', odds: 2.1, active: true, suspended: true }]);
    expect(changes).not.toHaveBeenCalled();
    expect(store.get(key)?.suspended).toBe(true);
    store.ingest([{ key, label: 'Arsenal', odds: 2.05, active: true, suspended: false }]);
    expect(changes).toHaveBeenCalledWith([{ key, label: 'Arsenal', from: 2.1, to: 2.05 }]);
  });

  it('forgets outcomes no button shows, so a stale price never comes back', () => {
    const { store } = setup();
    const unsubscribe = store.subscribe(key, () => {}, seed);
    unsubscribe();
    expect(store.get(key)).toBeUndefined();
    store.ingest([{ key, label: 'Arsenal', odds: 9, active: true, suspended: false }]);
    expect(store.get(key)).toBeUndefined();
  });
});

describe('outcome store: realtime rates', () => {
  it('lets every move marked before one flush share one expiry timer', () => {
    const flushes: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const store = createOutcomeStore({
      schedule: (flush) => flushes.push(flush),
      setTimer: (run) => timers.push(run),
    });
    const keys = ['1', '2', '3'].map((id) => outcomeKey(7, 1, '', id));
    for (const k of keys) store.subscribe(k, () => {}, seed);
    store.ingest(
      keys.map((k) => ({ key: k, label: k, odds: 2.5, active: true, suspended: false })),
    );
    expect(timers).toHaveLength(1);
    flushes.shift()?.();
    store.ingest([{ key: keys[0]!, label: 'a', odds: 2.6, active: true, suspended: false }]);
    expect(timers).toHaveLength(2);
    // The first timer no longer clears the outcome that moved again since.
    timers[0]!();
    expect(store.get(keys[0]!)?.move).toBe('up');
    expect(store.get(keys[1]!)?.move).toBeNull();
    timers[1]!();
    expect(store.get(keys[0]!)?.move).toBeNull();
  });

  it('updates the suspended flag of one market line only', () => {
    const { store } = setup();
    const line = outcomeKey(7, 18, 'total=2.5', '12');
    const other = outcomeKey(7, 18, 'total=3.5', '12');
    store.subscribe(line, () => {}, seed);
    store.subscribe(other, () => {}, seed);
    store.setLineSuspended('7:18:total=2.5', true);
    expect(store.get(line)?.suspended).toBe(true);
    expect(store.get(other)?.suspended).toBe(false);
  });

  it('marks the prices of a match stale while the connection is down, and live once confirmed', () => {
    const { store } = setup();
    const other = outcomeKey(2000, 1, '', '1');
    const listener = vi.fn();
    store.subscribe(key, listener, seed);
    store.subscribe(other, () => {}, seed);
    store.setMatchesStale([1042], true);
    expect(store.get(key)).toMatchObject({ odds: 2.1, stale: true });
    expect(isOffered(store.get(key)!)).toBe(false);
    expect(isOffered(store.get(other)!)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    // A price seen while stale (a poll, a replayed publication) keeps the mark.
    store.ingest([{ key, label: 'Arsenal', odds: 2.3, active: true, suspended: false }]);
    expect(store.get(key)).toMatchObject({ odds: 2.3, stale: true });
    store.setMatchesStale([1042], false);
    expect(store.get(key)?.stale).toBeUndefined();
    expect(isOffered(store.get(key)!)).toBe(true);
    expect(store.staleMatchIds()).toEqual([]);
  });

  it('a button mounted while its match is stale starts stale', () => {
    const { store } = setup();
    store.setMatchesStale([1042], true);
    store.subscribe(key, () => {}, seed);
    expect(store.get(key)?.stale).toBe(true);
  });

  it('tells a price-only tick from a change of what the button shows', () => {
    const open = { ...seed, move: null };
    expect(outcomeState(open)).toBe('open');
    // A price move, up or down, leaves the shape: it is written without a render.
    expect(outcomeState({ ...open, odds: 2.4, move: 'up' })).toBe('open');
    expect(outcomeState({ ...open, stale: true, odds: 2.4 })).toBe('stale');
    expect(outcomeState({ ...open, active: false })).toBe('inactive');
    expect(outcomeState({ ...open, unavailable: true })).toBe('inactive');
    // Suspended wins over every other state; not available over stale.
    expect(outcomeState({ ...open, suspended: true, active: false, stale: true })).toBe(
      'suspended',
    );
    expect(outcomeState({ ...open, unavailable: true, stale: true })).toBe('inactive');
  });

  it("hands a frame's listeners only the latest of many ticks to one outcome", () => {
    const flushes: (() => void)[] = [];
    const store = createOutcomeStore({ schedule: (flush) => flushes.push(flush) });
    const seen: number[] = [];
    store.subscribe(key, () => seen.push(store.get(key)!.odds), seed);
    for (const odds of [2.2, 2.3, 2.15, 2.4]) {
      store.ingest([{ key, label: 'Arsenal', odds, active: true, suspended: false }]);
    }
    expect(flushes).toHaveLength(1);
    flushes[0]!();
    expect(seen).toEqual([2.4]);
    expect(store.get(key)?.move).toBe('up');
  });

  it("notifies at most a frame's share of outcomes per flush, the oldest first", () => {
    const flushes: (() => void)[] = [];
    const store = createOutcomeStore({ schedule: (flush) => flushes.push(flush), maxPerFlush: 2 });
    const keys = ['1', '2', '3'].map((id) => outcomeKey(1042, 1, '', id));
    const seen: string[] = [];
    for (const each of keys) store.subscribe(each, () => seen.push(each), seed);
    const tick = (each: string, odds: number) =>
      store.ingest([{ key: each, label: each, odds, active: true, suspended: false }]);
    keys.forEach((each) => tick(each, 2.2));
    // The first key ticks again before the flush: it keeps its place, with its latest price.
    tick(keys[0]!, 2.3);
    expect(flushes).toHaveLength(1);
    flushes.shift()!();
    expect(seen).toEqual([keys[0], keys[1]]);
    // What was left over goes in the next frame, before anything newer.
    tick(keys[1]!, 2.4);
    expect(flushes).toHaveLength(1);
    flushes.shift()!();
    expect(seen).toEqual([keys[0], keys[1], keys[2], keys[1]]);
    expect(flushes).toHaveLength(0);
    expect(store.get(keys[0]!)?.odds).toBe(2.3);
  });
});
