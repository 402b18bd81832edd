import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { type AppDeps, buildApp } from '../app';
import { matches } from '../db/schema';
import type { RenderLogo } from '../catalog/logo-routes';
import type { Database } from '../db/client';
import type { FeedSnapshot } from '../feed/feed-model';
import { FeedRepository } from '../feed-runner/feed-repository';
import { type FeedRunner, type FeedSource, createFeedRunner } from '../feed-runner/feed-runner';
import type { RealtimePublisher } from '../realtime/publisher';
import { type ManualClock, manualClock } from '../shared/clock';
import { NOW, catalogSnapshot, scriptedFeed } from './feed-factory';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  runner: FeedRunner;
  clock: ManualClock;
  /** Drops the app's cached catalog answers after a write the runner did not make. */
  catalogChanged(): void;
  close(): Promise<void>;
}

export interface TestContextOptions {
  feed?: FeedSource;
  snapshot?: FeedSnapshot;
  clock?: ManualClock;
  renderLogo?: RenderLogo;
  /** Catalog answer cache lifetime (default 60 s; 0 turns it off). */
  cacheTtlMs?: number;
  /** Receives the realtime events of feed ticks, provider switches and deposits. */
  publisher?: RealtimePublisher;
  /** Betting settings (e.g. `{ liveDelayMs: 0 }` so in-play bets are not held). */
  betting?: AppDeps['betting'];
  /** The bet builder's joint prices (default: the feed model's). */
  pricing?: AppDeps['pricing'];
  /** Serve the OpenAPI document and docs page (default on, as the app). */
  apiDocs?: boolean;
  /** Settle bets from the runner's committed results. */
  settle?: boolean;
  /** What a loyalty level's unlock issues (default: the campaigns' issuing). */
  issueCampaign?: AppDeps['issueCampaign'];
  /**
   * Placement's live-campaign list lifetime (default 0: tests write campaigns straight to the
   * database, which no cache would hear of).
   */
  liveCampaignCacheMs?: number;
  /** VAPID keys of web push (default: push off). */
  webPush?: AppDeps['webPush'];
  /** Where 500s are reported (default: nowhere). */
  errorReporter?: AppDeps['errorReporter'];
  /** Product lines (default: all on, rounds settled only when read or by the test). */
  productLines?: AppDeps['productLines'];
  /** Live video: demo stream folder, video setting (default: the app's). */
  streams?: AppDeps['streams'];
  /** Site settings' environment defaults (decision 0043). */
  siteSettings?: AppDeps['siteSettings'];
}

/**
 * The app over a fresh database seeded by the feed runner (scripted `catalogSnapshot()` unless
 * a feed is given). The runner does not tick by itself: tests call `runner.tick()`.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = options.clock ?? manualClock(NOW);
  const runner = createFeedRunner({
    feed: options.feed ?? scriptedFeed(options.snapshot ?? catalogSnapshot()),
    repository: new FeedRepository(database.db),
    clock,
    tickMs: 1000,
  });
  await runner.seed();
  const listeners = new Set<() => void>();
  const catalogChanged = () => listeners.forEach((listener) => listener());
  runner.onPersisted(catalogChanged);
  const app = await buildApp({
    database,
    catalogChanges: {
      onPersisted: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    catalogCacheTtlMs: options.cacheTtlMs ?? 60_000,
    clock,
    renderLogo: options.renderLogo,
    feed: runner,
    publisher: options.publisher,
    apiDocs: options.apiDocs,
    betting: options.betting,
    pricing: options.pricing,
    // A real odds feed also records match events (decision 0047).
    matchEvents:
      options.feed && 'matchEvents' in options.feed
        ? (options.feed as AppDeps['matchEvents'])
        : undefined,
    feedChanges: options.settle ? runner : undefined,
    issueCampaign: options.issueCampaign,
    liveCampaignCacheMs: options.liveCampaignCacheMs ?? 0,
    webPush: options.webPush,
    errorReporter: options.errorReporter,
    productLines: { settleEveryMs: 0, ...options.productLines },
    streams: options.streams,
    siteSettings: options.siteSettings,
  });
  return {
    app,
    database,
    runner,
    clock,
    catalogChanged,
    close: async () => {
      await runner.stop();
      await app.close();
      await database.close();
    },
  };
}

/** A seeded match's database id by its feed urn (`sr:match:1002`). */
export async function matchIdOf(database: Database, urn: string): Promise<number> {
  const [row] = await database.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.urnId, urn));
  if (!row) throw new Error(`no seeded match ${urn}`);
  return row.id;
}
