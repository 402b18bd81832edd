// Live prices, one entry per outcome, so a price tick re-renders only its own button. Keys are
// `matchId:marketId:specifier:outcomeId`. Entries are seeded from server-rendered props when a
// button mounts, updated by realtime events, snapshots and polls, and dropped when no button
// shows them, so a price from a page left minutes ago is never shown as live. While the socket
// is down, the prices of the matches it keeps current are marked stale (not live) until a
// recovery or a snapshot confirms them (decision 0018).

export type PriceMove = 'up' | 'down';

export interface OutcomeQuote {
  odds: number;
  active: boolean;
  /** The market is suspended (spec section 4: market status -1). */
  suspended: boolean;
}

export interface OutcomeEntry extends OutcomeQuote {
  /** Set for a few seconds after the price moved. */
  move: PriceMove | null;
  /** The match's odds provider is not active (spec section 4): shown as not available. */
  unavailable?: boolean;
  /**
   * The price may have moved unseen: the connection that keeps it current is down and nothing
   * has confirmed it since. Shown as not live and not offered (decision 0018).
   */
  stale?: boolean;
}

/** Whether a price may be offered: open, available and confirmed live. */
export const isOffered = (entry: OutcomeEntry) =>
  !entry.suspended && entry.active && !entry.unavailable && !entry.stale;

/**
 * What a button shows beyond its price, and the only thing that changes its shape: a tick that
 * leaves it the same is written into the button without a React render (decision 0053).
 * Stale (the connection is down, decision 0018) is calmer than suspended: the last price stays
 * readable, dimmed, and is not offered until a recovery or a snapshot confirms it.
 */
export function outcomeState(entry: OutcomeEntry): 'open' | 'suspended' | 'inactive' | 'stale' {
  if (entry.suspended) return 'suspended';
  if (!entry.active || entry.unavailable) return 'inactive';
  return entry.stale ? 'stale' : 'open';
}

export interface QuoteUpdate extends OutcomeQuote {
  key: string;
  /** Outcome name for announcements ("Arsenal"). */
  label: string;
}

export interface OddsChange {
  key: string;
  label: string;
  from: number;
  to: number;
}

export const outcomeKey = (
  matchId: number,
  marketId: number,
  specifier: string,
  outcomeId: string,
) => `${matchId}:${marketId}:${specifier}:${outcomeId}`;

export interface OutcomeStoreOptions {
  /** How long a price move stays marked. */
  moveMs?: number;
  /** Runs a notification batch; defaults to the next animation frame. */
  schedule?: (flush: () => void) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  /** Most outcomes notified in one flush; the rest go in the next frame, oldest first. */
  maxPerFlush?: number;
}

/**
 * Enough for every visible price of a long list at 2,000 ticks a second and 30 frames a second
 * (about 70 a frame); under overload (a slow phone falling behind) it bounds what one frame
 * styles, lays out and paints instead of letting each slow frame batch more (decision 0053).
 */
export const MAX_NOTIFIED_PER_FLUSH = 200;

export const PRICE_MOVE_MS = 4000;

const nextFrame = (flush: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 0);
};

export function createOutcomeStore(options: OutcomeStoreOptions = {}) {
  const moveMs = options.moveMs ?? PRICE_MOVE_MS;
  const schedule = options.schedule ?? nextFrame;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const maxPerFlush = options.maxPerFlush ?? MAX_NOTIFIED_PER_FLUSH;

  const entries = new Map<string, OutcomeEntry>();
  const listeners = new Map<string, Set<() => void>>();
  const changeListeners = new Set<(changes: OddsChange[]) => void>();
  const dirty = new Set<string>();
  /** Matches whose provider is off: their outcomes are not available until it is back. */
  const offMatches = new Set<number>();
  /** Matches whose prices may have moved unseen (connection down, not yet confirmed). */
  const staleMatches = new Set<number>();
  let flushScheduled = false;

  const matchIdOf = (key: string) => Number(key.slice(0, key.indexOf(':')));
  /** Shown outcomes by market line (`matchId:marketId:specifier`), for line-wide updates. */
  const byLine = new Map<string, Set<string>>();
  const lineOf = (key: string) => key.slice(0, key.lastIndexOf(':'));

  // At most one notification batch (one React commit) per frame, however many ticks arrive.
  // A key ticked again before its flush keeps its place (a Set keeps first insertion order), so
  // what a capped flush leaves over is the oldest and goes first next frame.
  function flush() {
    flushScheduled = false;
    openBucket = null;
    let left = maxPerFlush;
    for (const key of dirty) {
      if (left-- === 0) return scheduleFlush();
      dirty.delete(key);
      listeners.get(key)?.forEach((listener) => listener());
    }
  }
  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    schedule(flush);
  }
  function markDirty(key: string) {
    dirty.add(key);
    scheduleFlush();
  }

  function setEntry(key: string, entry: OutcomeEntry) {
    entries.set(key, entry);
    markDirty(key);
  }

  // Move marks expire in buckets: every move marked before the next frame's flush shares one
  // timer, so 2,000 ticks a second cost a few timers a second, not 2,000.
  let openBucket: Set<string> | null = null;
  const bucketOf = new Map<string, Set<string>>();
  function clearMoveLater(key: string) {
    bucketOf.get(key)?.delete(key);
    if (!openBucket) {
      const bucket = new Set<string>();
      openBucket = bucket;
      setTimer(() => {
        for (const expired of bucket) {
          bucketOf.delete(expired);
          const entry = entries.get(expired);
          if (entry?.move) setEntry(expired, { ...entry, move: null });
        }
      }, moveMs);
    }
    openBucket.add(key);
    bucketOf.set(key, openBucket);
  }

  return {
    get(key: string): OutcomeEntry | undefined {
      return entries.get(key);
    },

    /** Subscribes a button; the first subscriber seeds the entry from server props. */
    subscribe(key: string, listener: () => void, seed: OutcomeQuote): () => void {
      if (!entries.has(key)) {
        const line = lineOf(key);
        let keys = byLine.get(line);
        if (!keys) byLine.set(line, (keys = new Set()));
        keys.add(key);
        entries.set(key, {
          ...seed,
          move: null,
          ...(offMatches.has(matchIdOf(key)) ? { unavailable: true } : {}),
          ...(staleMatches.has(matchIdOf(key)) ? { stale: true } : {}),
        });
      }
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(key);
        entries.delete(key);
        const line = lineOf(key);
        const keys = byLine.get(line);
        keys?.delete(key);
        if (keys?.size === 0) byLine.delete(line);
        bucketOf.get(key)?.delete(key);
        bucketOf.delete(key);
      };
    },

    /**
     * Applies a batch of quotes (a poll answer). Only outcomes some button shows are kept;
     * a changed price marks its move and is reported to change listeners once per batch.
     */
    ingest(updates: readonly QuoteUpdate[]): OddsChange[] {
      const changes: OddsChange[] = [];
      for (const update of updates) {
        const current = entries.get(update.key);
        if (!current) continue;
        const moved = update.odds !== current.odds;
        if (!moved && update.active === current.active && update.suspended === current.suspended) {
          continue;
        }
        const move: PriceMove | null = moved
          ? update.odds > current.odds
            ? 'up'
            : 'down'
          : current.move;
        setEntry(update.key, {
          odds: update.odds,
          active: update.active,
          suspended: update.suspended,
          move,
          ...(current.unavailable ? { unavailable: true } : {}),
          ...(current.stale ? { stale: true } : {}),
        });
        if (moved) {
          clearMoveLater(update.key);
          changes.push({
            key: update.key,
            label: update.label,
            from: current.odds,
            to: update.odds,
          });
        }
      }
      if (changes.length > 0) changeListeners.forEach((listener) => listener(changes));
      return changes;
    },

    /**
     * A market line's status changed without its outcomes (realtime `markets_changed` with no
     * outcomes): sets the suspended flag of every shown outcome of the line
     * (`matchId:marketId:specifier`).
     */
    setLineSuspended(line: string, suspended: boolean): void {
      const keys = byLine.get(line);
      if (!keys) return;
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && entry.suspended !== suspended) setEntry(key, { ...entry, suspended });
      }
    },

    /** Marks every outcome of these matches not available (provider off), or available again. */
    setMatchesAvailable(matchIds: Iterable<number>, available: boolean): void {
      const ids = new Set(matchIds);
      if (ids.size === 0) return;
      for (const id of ids) {
        if (available) offMatches.delete(id);
        else offMatches.add(id);
      }
      for (const [key, entry] of entries) {
        if (!ids.has(matchIdOf(key)) || !entry.unavailable === available) continue;
        const { unavailable: _, ...rest } = entry;
        setEntry(key, available ? rest : { ...entry, unavailable: true });
      }
    },

    /**
     * Marks the prices of these matches stale (the connection keeping them current dropped) or
     * live again (a recovery or a snapshot confirmed them; ingest the snapshot first).
     */
    setMatchesStale(matchIds: Iterable<number>, stale: boolean): void {
      const ids = new Set(matchIds);
      if (ids.size === 0) return;
      for (const id of ids) {
        if (stale) staleMatches.add(id);
        else staleMatches.delete(id);
      }
      for (const [key, entry] of entries) {
        if (!ids.has(matchIdOf(key)) || Boolean(entry.stale) === stale) continue;
        const { stale: _, ...rest } = entry;
        setEntry(key, stale ? { ...entry, stale: true } : rest);
      }
    },

    /** Matches whose prices are marked stale. */
    staleMatchIds(): number[] {
      return [...staleMatches];
    },

    /** Keys of the outcomes some button shows (snapshot refetches ask only for those). */
    shownKeys(): IterableIterator<string> {
      return entries.keys();
    },

    onChanges(listener: (changes: OddsChange[]) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}

export type OutcomeStore = ReturnType<typeof createOutcomeStore>;

/** The page's store (browser only: the server never subscribes or ingests). */
export const outcomeStore: OutcomeStore = createOutcomeStore();
