// Drives the in-process odds feed: seeds the catalog from its snapshot, then on every tick
// advances it to "now" and persists what changed. Listeners (the catalog read cache today, the
// realtime hub later) hear about each committed change.
import type { Provider } from '@sportsbook/contract';
import type { FeedChanges, FeedMarket, FeedSnapshot } from '../feed/feed-model';
import type { Clock } from '../shared/clock';
import type { FeedRepository, PersistSummary } from './feed-repository';

/** The part of the simulated feed (`createOddsFeed`) the runner uses. */
export interface FeedSource {
  snapshot(): FeedSnapshot;
  advance(now: Date): FeedChanges;
  /** Marks a provider active or inactive (the simulated feed; scripted test feeds may lack it). */
  setProviderStatus?(provider: Provider, status: 'active' | 'inactive'): unknown;
}

export interface FeedRunnerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SeedResult {
  /** False when the database already held a catalog from an earlier run. */
  fresh: boolean;
  /** Null when nothing was written (`onlyIfEmpty` and a catalog was there). */
  summary: PersistSummary | null;
  durationMs: number;
}

export interface SeedOptions {
  /** Leave an existing catalog untouched (a server that serves but does not run the feed). */
  onlyIfEmpty?: boolean;
}

export type ChangesListener = (changes: FeedChanges) => void;
export type PersistedListener = () => void;

export interface FeedRunner {
  /** Writes the feed's snapshot (upsert by URN, so a restart on an existing database is safe). */
  seed(options?: SeedOptions): Promise<SeedResult>;
  /** Advances the feed to the clock's now and persists the changes; returns them. */
  tick(): Promise<FeedChanges>;
  /** Starts ticking every `tickMs` (the first tick after one interval). */
  start(): void;
  /** Stops ticking and waits for a tick in flight. */
  stop(): Promise<void>;
  /** Called after each tick's changes are committed. Returns an unsubscribe function. */
  onChanges(listener: ChangesListener): () => void;
  /** Called after any committed write (seed or a tick that changed something), e.g. to drop read caches. */
  onPersisted(listener: PersistedListener): () => void;
  /** Last known status of each feed provider. */
  providerStatuses(): Partial<Record<Provider, 'active' | 'inactive'>>;
  /**
   * Switches a provider off or on (operators, tests). A real change is announced to `onChanges`
   * listeners as a change with only `providers` set, and to `onPersisted` listeners so read
   * caches drop answers that showed the old status. Returns whether the status changed.
   */
  setProviderStatus(provider: Provider, status: 'active' | 'inactive'): boolean;
  /** The feed's markets as they are now (realtime diffs later ticks against them). */
  currentMarkets(): readonly FeedMarket[];
  /**
   * An operator correction (dev tools): `edit` gets the market's current view and returns the
   * corrected one, which is written and announced like a tick's change (catalog, realtime,
   * settlement). From then on the market keeps that view: the simulation's later moves of it
   * are ignored. Null when the feed has no such market.
   */
  correctMarket(
    key: { matchUrnId: string; marketId: number; specifier: string },
    edit: (market: FeedMarket) => FeedMarket,
  ): Promise<FeedMarket | null>;
}

export interface FeedRunnerOptions {
  feed: FeedSource;
  repository: FeedRepository;
  clock: Clock;
  tickMs: number;
  logger?: FeedRunnerLogger;
}

const silentLogger: FeedRunnerLogger = { info() {}, warn() {}, error() {} };

/** A tick that changed nothing needs no write and leaves read caches valid. */
const isEmpty = (changes: FeedChanges): boolean =>
  changes.matches.length === 0 &&
  changes.markets.length === 0 &&
  changes.tournaments.length === 0 &&
  changes.competitors.length === 0;

export function createFeedRunner(options: FeedRunnerOptions): FeedRunner {
  const { feed, repository, clock, tickMs } = options;
  const logger = options.logger ?? silentLogger;
  const changeListeners = new Set<ChangesListener>();
  const persistedListeners = new Set<PersistedListener>();
  let providers: Partial<Record<Provider, 'active' | 'inactive'>> = {};
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<unknown> | undefined;
  // A failed write loses that tick's changes; the next tick then rewrites the whole snapshot so
  // the database catches up with the feed.
  let needsResync = false;
  let lastAdvance: Date | undefined;
  // Operator corrections by market key; they win over the simulation's views of those markets.
  const corrected = new Map<string, FeedMarket>();
  const keyOf = (m: { matchUrnId: string; marketId: number; specifier: string }) =>
    `${m.matchUrnId}|${m.marketId}|${m.specifier}`;
  const withCorrections = (markets: readonly FeedMarket[]) =>
    corrected.size === 0 ? [...markets] : markets.map((m) => corrected.get(keyOf(m)) ?? m);
  // Ticks and corrections write one at a time, so a correction never races a tick's write.
  let writes: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = writes.then(work);
    writes = run.catch(() => undefined);
    return run;
  };

  const notify = <L extends (...args: never[]) => void>(
    listeners: Set<L>,
    ...args: Parameters<L>
  ) => {
    for (const listener of listeners) {
      try {
        listener(...args);
      } catch (error) {
        logger.error({ err: error }, 'feed listener failed');
      }
    }
  };

  const logSkipped = (summary: PersistSummary) => {
    if (summary.skipped.length > 0) {
      logger.warn(
        { skipped: summary.skipped.length, first: summary.skipped.slice(0, 5) },
        'feed items with unknown parents were not stored',
      );
    }
  };

  async function seed(seedOptions: SeedOptions = {}): Promise<SeedResult> {
    const started = performance.now();
    const fresh = !(await repository.hasCatalog());
    if (!fresh && seedOptions.onlyIfEmpty) {
      return { fresh, summary: null, durationMs: performance.now() - started };
    }
    const snapshot = feed.snapshot();
    const summary = await repository.persistSnapshot(snapshot);
    providers = { ...snapshot.providers };
    needsResync = false;
    logSkipped(summary);
    notify(persistedListeners);
    return { fresh, summary, durationMs: performance.now() - started };
  }

  const tick = () => serial(tickOnce);

  async function tickOnce(): Promise<FeedChanges> {
    // The feed refuses to go back in time; a wall clock stepped backwards waits instead.
    const now = clock.now();
    const at = lastAdvance && now < lastAdvance ? lastAdvance : now;
    lastAdvance = at;
    const advanced = feed.advance(at);
    const changes =
      corrected.size === 0
        ? advanced
        : { ...advanced, markets: advanced.markets.filter((m) => !corrected.has(keyOf(m))) };
    if (needsResync) {
      const snapshot = feed.snapshot();
      const summary = await repository.persistSnapshot({
        ...snapshot,
        markets: withCorrections(snapshot.markets),
      });
      logSkipped(summary);
      needsResync = false;
      notify(persistedListeners);
    } else if (!isEmpty(changes)) {
      logSkipped(await repository.persistChanges(changes));
      notify(persistedListeners);
    }
    providers = { ...providers, ...changes.providers };
    notify(changeListeners, changes);
    return changes;
  }

  const schedule = () => {
    if (!running) return;
    timer = setTimeout(() => {
      inFlight = tick()
        .catch((error: unknown) => {
          needsResync = true;
          logger.error({ err: error }, 'feed tick failed; the next tick re-syncs the snapshot');
        })
        .finally(() => {
          inFlight = undefined;
          schedule();
        });
    }, tickMs);
    // The feed alone must not keep a process alive (tests, scripts).
    timer.unref();
  };

  return {
    seed,
    tick,
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
    onChanges(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    onPersisted(listener) {
      persistedListeners.add(listener);
      return () => persistedListeners.delete(listener);
    },
    providerStatuses: () => ({ ...providers }),
    currentMarkets: () => withCorrections(feed.snapshot().markets),
    correctMarket(key, edit) {
      return serial(async () => {
        const current =
          corrected.get(keyOf(key)) ?? feed.snapshot().markets.find((m) => keyOf(m) === keyOf(key));
        if (!current) return null;
        const market = edit(current);
        corrected.set(keyOf(key), market);
        const changes: FeedChanges = {
          at: lastAdvance ?? clock.now(),
          matches: [],
          markets: [market],
          statusChanged: [],
          providers: {},
          tournaments: [],
          competitors: [],
        };
        logSkipped(await repository.persistChanges(changes));
        notify(persistedListeners);
        notify(changeListeners, changes);
        return market;
      });
    },
    setProviderStatus(provider, status) {
      // A provider the feed never named counts as active.
      const changed = (providers[provider] ?? 'active') !== status;
      feed.setProviderStatus?.(provider, status);
      providers = { ...providers, [provider]: status };
      if (!changed) return false;
      notify(persistedListeners);
      notify(changeListeners, {
        at: lastAdvance ?? clock.now(),
        matches: [],
        markets: [],
        statusChanged: [],
        providers: { [provider]: status },
        tournaments: [],
        competitors: [],
      });
      return true;
    },
  };
}
