// Several API processes on one PostgreSQL (decision 0052). `main.ts` joins the cluster when
// DATABASE_URL is set; the PGlite default (one process, one data folder) never does.
//
// - The feed leader (an advisory lock, leader-election.ts) writes the feed, settles from its
//   results and tells the followers when the catalog changed, so their answer caches drop at
//   once instead of after CATALOG_CACHE_TTL_MS.
// - Followers keep the same deterministic simulation moving in memory without writing it, so
//   the bet builder's prices and the match centre's events they serve stay current; the
//   database's catalog is the leader's.
// - With embedded hubs, publications reach every process's sockets (realtime-fanout.ts).
import postgres from 'postgres';
import type { CatalogChangeSource } from '../app';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import { type ClusterBus, createClusterBus } from './cluster-bus';
import {
  LEADER_LOCK,
  type LeaderElection,
  type LeaderLogger,
  startLeaderElection,
} from './leader-election';
import { createRealtimeFanout } from './realtime-fanout';

export const CATALOG_KIND = 'catalog_changed';

export interface ClusterConfig {
  /** How often followers ask for the leader lock (and the leader checks it). */
  leaderPollMs: number;
  /** Share realtime publications between embedded hubs (off with Centrifugo, which shares). */
  realtimeFanout: boolean;
}

/** The feed runner as the cluster drives it. */
export interface LeadableFeed {
  onPersisted(listener: () => void): () => void;
  start(): void;
  stop(): Promise<void>;
}

export interface JoinClusterOptions {
  url: string;
  config: ClusterConfig;
  logger: LeaderLogger;
  /** The local publisher (the embedded hub); wrapped when realtime fan-out is on. */
  publisher: RealtimePublisher;
  runner: LeadableFeed;
}

export interface Cluster {
  /** The PostgreSQL every process shares. */
  url: string;
  /** Publishes to this process's sockets and every other process's. */
  publisher: RealtimePublisher;
  /** This process's committed feed writes and the leader's, wherever it runs. */
  catalogChanges: CatalogChangeSource;
  /**
   * Campaigns for the feed leadership. `lead` runs on election (seed, catch up, start the
   * runner); `follow` runs while this process is not the leader, and its result stops it.
   */
  elect(options: { name: string; lead(): Promise<void>; follow(): () => void }): Promise<void>;
  isLeader(): boolean;
  close(): Promise<void>;
}

export async function joinCluster(options: JoinClusterOptions): Promise<Cluster> {
  const bus: ClusterBus = await createClusterBus({ url: options.url, logger: options.logger });
  const fanout = options.config.realtimeFanout
    ? createRealtimeFanout(options.publisher, bus)
    : null;

  // The leader's writes, announced once per turn however many persisted in it.
  let announced = false;
  const stopAnnouncing = options.runner.onPersisted(() => {
    if (announced) return;
    announced = true;
    queueMicrotask(() => {
      announced = false;
      bus.send({ kind: CATALOG_KIND, data: null });
    });
  });
  const catalogChanges: CatalogChangeSource = {
    onPersisted(listener) {
      const local = options.runner.onPersisted(listener);
      const remote = bus.on((message) => {
        if (message.kind === CATALOG_KIND) listener();
      });
      return () => {
        local();
        remote();
      };
    },
  };

  let election: LeaderElection | null = null;
  let stopFollowing: (() => void) | null = null;
  return {
    url: options.url,
    publisher: fanout?.publisher ?? options.publisher,
    catalogChanges,
    async elect({ name, lead, follow }) {
      stopFollowing = follow();
      election = await startLeaderElection({
        url: options.url,
        pollMs: options.config.leaderPollMs,
        name,
        logger: options.logger,
        onElected: async () => {
          stopFollowing?.();
          stopFollowing = null;
          await lead();
        },
        onDeposed: async () => {
          await options.runner.stop();
          stopFollowing ??= follow();
        },
      });
    },
    isLeader: () => election?.isLeader() ?? false,
    async close() {
      stopFollowing?.();
      stopAnnouncing();
      await election?.close();
      fanout?.stop();
      await bus.close();
    },
  };
}

/** Lock key (with LEADER_LOCK's first) held while a process seeds the shared demo data. */
const STARTUP_LOCK = 53;

/**
 * Holds the start-up lock: a process's start-up seeding runs alone among the processes starting
 * at once (the demo player, campaigns and pages are created once; a second process then finds
 * them). Resolves to its release; without a cluster there is nothing to hold.
 */
export async function startupLock(
  cluster: Pick<Cluster, 'url'> | null,
): Promise<() => Promise<void>> {
  if (!cluster) return async () => {};
  const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await sql`select pg_advisory_lock(${LEADER_LOCK[0]}::int, ${STARTUP_LOCK}::int)`;
  // Ending the session releases the lock; a process that fails to start ends it by exiting.
  return () => sql.end({ timeout: 5 });
}

/** The part of the simulated feed a follower keeps moving (`createOddsFeed`). */
export interface AdvancingFeed {
  advance(now: Date): unknown;
}

/**
 * A follower's simulation: advanced in memory on the leader's tick, never written. The feed is
 * deterministic from its seed and the clock, so it shows what the leader writes; its changes go
 * nowhere (the leader publishes and settles them). Returns the stop function.
 */
export function followFeed(feed: AdvancingFeed, clock: Clock, tickMs: number): () => void {
  const timer = setInterval(() => feed.advance(clock.now()), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
