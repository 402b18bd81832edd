// Composition root: configuration → database (migrated) → feed runner (seeded) → HTTP.
import { AccountsRepository } from './accounts/accounts-repository';
import { DEMO_EMAIL, ensureDemoAccount } from './accounts/demo-account';
import { argon2Hasher } from './accounts/passwords';
import { buildApp } from './app';
import { createErrorReporter } from './error-reporting/error-reporter';
import { reportProcessCrashes } from './error-reporting/install-error-reporting';
import { ConfigError, loadConfig, loadDotEnv } from './config/env';
import { openDatabase } from './db/client';
import { renderCompetitorLogo } from './feed/logo';
import { createOddsFeed } from './feed/odds-feed';
import { FeedRepository } from './feed-runner/feed-repository';
import { createFeedRunner } from './feed-runner/feed-runner';
import { createRealtimeRuntime } from './realtime/realtime-runtime';
import { systemClock } from './shared/clock';
import { seedDemoBonuses } from './bonuses/campaigns/demo-campaigns';
import { ensureDemoJackpot } from './jackpots/demo-jackpot';
import { seedDemoFavourites } from './favourites/demo-favourites';
import { seedDemoPredictions } from './predictions/demo-predictions';
import { seedPages } from './pages/seed-pages';
import { PredictionRepository } from './predictions/prediction-repository';
import { seedDemoNotifications } from './notifications/demo-notifications';
import { seedDemoSiteSettings } from './site-settings/demo-site-settings';
import { JackpotRepository } from './jackpots/jackpot-repository';
import { followFeed, joinCluster, startupLock } from './cluster/cluster';
import type { LeaderLogger } from './cluster/leader-election';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const errorReporter = config.errorReporting ? createErrorReporter(config.errorReporting) : null;
  reportProcessCrashes(errorReporter);
  const started = performance.now();

  const database = await openDatabase(config.database);
  await database.migrate();

  const clock = systemClock;
  // A day of history, so the results page has yesterday's finished matches on a fresh start.
  const feed = createOddsFeed({
    seed: config.feed.seed,
    now: clock.now(),
    historyHours: 24,
    liveDriftMs: config.feed.liveDriftMs,
  });
  const runner = createFeedRunner({
    feed,
    repository: new FeedRepository(database.db),
    clock,
    tickMs: config.feed.tickMs,
  });

  // The hub logs through the app's logger once it exists; it logs nothing before listening.
  let hubLog: { warn(o: object, m: string): void; error(o: object, m: string): void } = console;
  const realtime = createRealtimeRuntime(config.realtime, {
    warn: (details, message) => hubLog.warn(details, message),
    error: (details, message) => hubLog.error(details, message),
  });

  let clusterLog: LeaderLogger = console;
  // Several API processes on one PostgreSQL share the feed leader, catalog changes and realtime
  // publications (decision 0052); PGlite is one process and never joins.
  const cluster =
    config.database.driver === 'postgres'
      ? await joinCluster({
          url: config.database.url,
          config: {
            ...config.cluster,
            realtimeFanout: config.cluster.realtimeFanout && config.realtime.mode === 'embedded',
          },
          logger: {
            info: (details, message) => clusterLog.info(details, message),
            warn: (details, message) => clusterLog.warn(details, message),
            error: (details, message) => clusterLog.error(details, message),
          },
          publisher: realtime.publisher,
          runner,
        })
      : null;

  const app = await buildApp({
    database,
    catalogChanges: cluster?.catalogChanges ?? runner,
    feed: runner,
    publisher: cluster?.publisher ?? realtime.publisher,
    realtime: config.realtime,
    mountRealtime: realtime.mount,
    devTools: config.devToolsEnabled,
    catalogCacheTtlMs: config.catalogCacheTtlMs,
    bodyLimitBytes: config.bodyLimitBytes,
    apiDocs: config.apiDocsEnabled,
    renderLogo: renderCompetitorLogo,
    logger: { level: config.logLevel },
    auth: config.auth,
    embed: config.embed,
    clock,
    trustProxy: config.trustProxy,
    accountFlows: config.accountFlows,
    devMailbox: config.devMailboxEnabled,
    smtp: config.smtp,
    webPush: config.webPush,
    streams: config.streams,
    activity: config.activity,
    limits: config.limits,
    timeLimitDefaults: config.timeLimits,
    operatorApiKey: config.operatorApiKey,
    jackpotChanceHits: config.jackpotChanceHits,
    productLines: config.productLines,
    geo: config.geo,
    siteSettings: config.siteSettings,
    phone: config.phone,
    betting: config.betting,
    feedChanges: runner,
    pricing: feed,
    errorReporter,
    matchEvents: feed,
  });
  const log = app.log;
  hubLog = log;
  clusterLog = log;
  log.info(
    config.realtime.mode === 'embedded'
      ? {
          mode: 'embedded',
          url: config.realtime.publicUrl,
          httpApi: config.realtime.httpApiKey !== null,
        }
      : {
          mode: 'centrifugo',
          url: config.realtime.publicUrl,
          api: config.realtime.centrifugo?.apiUrl,
        },
    'realtime ready',
  );
  log.info(
    config.database.driver === 'pglite'
      ? { driver: 'pglite', dataDir: config.database.dataDir }
      : { driver: 'postgres' },
    'database ready',
  );

  // Several processes starting at once seed the shared data one after the other; the lock goes
  // with its session, also when a start fails.
  const releaseStartup = await startupLock(cluster);
  if (config.demoAccountEnabled) {
    const created = await ensureDemoAccount(
      new AccountsRepository(database.db),
      argon2Hasher,
      clock.now(),
    );
    // The demo campaigns on every start (idempotent); the demo player's freebets once.
    await seedDemoBonuses(app.campaigns, database.db, DEMO_EMAIL, created, clock.now());
    if (created) log.info({ email: DEMO_EMAIL }, 'demo player created with freebets');
    await seedDemoNotifications(database.db, DEMO_EMAIL, clock.now());
    await seedDemoSiteSettings(database.db, DEMO_EMAIL, clock.now());
  }

  if (
    config.demoAccountEnabled &&
    (await ensureDemoJackpot(new JackpotRepository(database.db), clock.now()))
  ) {
    log.info('demo jackpot created');
  }

  // Writes the feed's snapshot, settles what finished meanwhile and starts ticking: on the one
  // process, or on the feed leader of several (also when it takes over).
  const leadFeed = async () => {
    // The first start of a data folder seeds it. With the feed on, later starts upsert the fresh
    // snapshot by URN (the feed is deterministic from seed and clock); with it off, a stored
    // catalog is served as it is.
    const seeded = await runner.seed({ onlyIfEmpty: !config.feed.enabled });
    if (seeded.summary) {
      log.info(
        {
          ms: Math.round(seeded.durationMs),
          matches: seeded.summary.matches,
          markets: seeded.summary.markets,
          outcomes: seeded.summary.outcomes,
          closedOrphans: seeded.summary.closedOrphans,
        },
        seeded.fresh ? 'catalog seeded from the feed' : 'catalog re-synced with the feed',
      );
    }
    // Results that arrived while the server was down settle now.
    await app.settlement.enqueue(() => app.settlement.settleAll().then(() => undefined));
    if (config.feed.enabled) runner.start();
    else log.info('FEED_ENABLED=false: the feed does not tick');
  };
  if (cluster && config.feed.enabled) {
    await cluster.elect({
      name: `sportsbook-api:${process.pid}`,
      lead: leadFeed,
      follow: () => followFeed(feed, clock, config.feed.tickMs),
    });
  } else {
    await leadFeed();
  }
  if (
    config.demoAccountEnabled &&
    (await seedDemoFavourites(database.db, DEMO_EMAIL, clock.now()))
  ) {
    log.info('demo favourites starred');
  }
  if (config.demoAccountEnabled) {
    const accounts = new AccountsRepository(database.db);
    await seedDemoPredictions(accounts, new PredictionRepository(database.db), clock.now());
  }
  const pages = await seedPages(database.db, clock, { demo: config.demoAccountEnabled });
  if (pages.created.length > 0) log.info({ pages: pages.created }, 'site pages seeded');
  await releaseStartup();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await runner.stop();
    await app.close();
    await cluster?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  log.info(
    { ms: Math.round(performance.now() - started) },
    `sportsbook API on ${address}/api/sportsbook (docs ${address}/api/docs)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
