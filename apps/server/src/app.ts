// The Fastify application: contract routes over the given database. No I/O happens here beyond
// what the routes do; `main.ts` opens the database, runs the feed and listens.
import fastifyCookie from '@fastify/cookie';
import {
  API_BASES,
  accountFlowEndpoints,
  bettingEndpoints,
  devFeedEndpoints,
  catalogEndpoints,
  devProviderEndpoints,
  geoEndpoints,
  paymentEndpoints,
  phoneEndpoints,
  playerActivityEndpoints,
  platformEndpoints,
  realtimeEndpoints,
  restrictionEndpoints,
  settingsEndpoints,
  sportsbookSessionEndpoints,
  userLimitEndpoints,
  type SiteSettingValues,
} from '@sportsbook/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountFlowHandlers, registerDevMailbox } from './accounts/account-flows-routes';
import {
  type AccountFlowsConfig,
  AccountFlowsService,
  DEFAULT_ACCOUNT_FLOWS_CONFIG,
} from './accounts/account-flows-service';
import { AccountsRepository } from './accounts/accounts-repository';
import {
  type MailTransport,
  OutboxTransport,
  type SmtpConfig,
  SmtpTransport,
} from './accounts/mail-transport';
import { playerActivityHandlers } from './accounts/activity-routes';
import { ActivityService } from './accounts/activity-service';
import { platformHandlers, settingsHandlers } from './accounts/accounts-routes';
import { AuthHttp, installPlatformHeaderChecks } from './accounts/auth-http';
import { AuthService } from './accounts/auth-service';
import { type PasswordHasher, argon2Hasher } from './accounts/passwords';
import { PlayerService } from './accounts/player-service';
import { SettingsService } from './accounts/settings-service';
import { BettingRepository } from './betting/betting-repository';
import { bettingHandlers } from './betting/betting-routes';
import {
  type BettingConfig,
  BettingService,
  DEFAULT_BETTING_CONFIG,
} from './betting/betting-service';
import type { JointPricing } from './betting/custom-bet-pricing';
import { SettlementService } from './betting/settlement-service';
import { ShareService } from './betting/share-service';
import { CatalogRepository } from './catalog/catalog-repository';
import { catalogHandlers } from './catalog/catalog-routes';
import { type RenderLogo, registerLogoRoutes } from './catalog/logo-routes';
import { CatalogService } from './catalog/catalog-service';
import { ALL_PROVIDERS_ACTIVE, type ProviderStatusSource } from './catalog/provider-availability';
import {
  type AuthConfig,
  DEFAULT_AUTH_CONFIG,
  DEV_OPERATOR_API_KEY,
  DEV_REALTIME_TOKEN_SECRET,
  type TrustProxy,
} from './config/env';
import type { Database } from './db/client';
import {
  DEFAULT_GEO_CONFIG,
  Geo,
  type GeoConfig,
  geoHandlers,
  installCountryBlocks,
} from './geo/geo';
import type { FeedChanges, FeedMarket } from './feed/feed-model';
import { type ProviderSwitch, devProviderHandlers } from './feed-runner/provider-routes';
import { PaymentsRepository } from './payments/payments-repository';
import { paymentHandlers, registerDemoCheckout } from './payments/payments-routes';
import { PaymentsService } from './payments/payments-service';
import { PhoneRepository } from './phone/phone-repository';
import { limitHandlers } from './protection/limits-routes';
import {
  DEFAULT_LIMITS_CONFIG,
  type LimitsConfig,
  LimitsService,
} from './protection/limits-service';
import { phoneHandlers } from './phone/phone-routes';
import { DEFAULT_PHONE_CONFIG, type PhoneConfig, PhoneService } from './phone/phone-service';
import { HealthRepository } from './db/health-repository';
import { registerApiDocs } from './http/api-docs';
import { frameworkErrors, installErrorHandling } from './http/error-handling';
import { registerHealthRoutes } from './http/health-routes';
import { registerEndpoints } from './http/register-endpoints';
import { type MarketCorrector, devFeedHandlers } from './feed-runner/dev-feed-routes';
import { createFarming } from './bonuses/farming/farming-app';
import { createCampaigns } from './bonuses/campaigns/campaigns';
import {
  createComboBonuses,
  registerComboBonuses,
} from './bonuses/comboboost/register-combo-bonuses';
import { ResponseCache } from './http/response-cache';
import { createBalanceEvents } from './realtime/balance-events';
import { createFeedEvents } from './realtime/feed-events';
import { registerMatchStats } from './match-stats/match-stats-routes';
import type { MatchEventsSource } from './match-stats/match-stats-service';
import { type RealtimePublisher, silentPublisher } from './realtime/publisher';
import { createNotifications, registerNotificationRoutes } from './notifications/notifications-app';
import type { VapidConfig } from './notifications/web-push';
import { realtimeHandlers } from './realtime/realtime-routes';
import { type RealtimeTokenConfig, RealtimeTokens } from './realtime/realtime-tokens';
import { type Clock, systemClock } from './shared/clock';
import { type StreamsConfig, defaultStreamsConfig } from './streams/streams-config';
import { loadStreams, registerStreams } from './streams/streams-routes';
import { JackpotRepository } from './jackpots/jackpot-repository';
import { LoyaltyRepository } from './loyalty/loyalty-repository';
import { registerLoyaltyOperatorApi } from './loyalty/loyalty-routes';
import { type IssueCampaign, LoyaltyService } from './loyalty/loyalty-service';
import {
  asksForFavourites,
  favouriteMatchFilter,
  registerFavourites,
} from './favourites/favourites-routes';
import { registerJackpotRoutes } from './jackpots/jackpot-routes';
import { registerPredictionRoutes } from './predictions/prediction-routes';
import { registerProductLines } from './product-lines/product-lines-app';
import type { ProductLinesConfig } from './product-lines/product-lines-config';
import { JackpotService } from './jackpots/jackpot-service';
import { OperatorRepository } from './operator/operator-repository';
import { registerOperatorApi } from './operator/operator-routes';
import { registerEmbed } from './embed/embed-app';
import type { EmbedConfig } from './embed/embed-service';
import { registerVipBets } from './betting/vip/vip-bets-app';
import { registerPages } from './pages/pages-routes';
import { RestrictionsRepository } from './protection/restrictions-repository';
import { restrictionHandlers } from './protection/restrictions-routes';
import { RestrictionsService } from './protection/restrictions-service';
import { SessionsRepository } from './protection/sessions-repository';
import { sportsbookSessionHandlers } from './protection/sessions-routes';
import {
  DEFAULT_SESSIONS_CONFIG,
  type SessionsConfig,
  SessionsService,
} from './protection/sessions-service';
import { type TimeLimitsReader, playerTimeLimits } from './protection/sessions-time-limits';
import type { ErrorReporter } from './error-reporting/error-reporter';
import { installErrorReporting } from './error-reporting/install-error-reporting';
import {
  createSiteSettings,
  installSiteSettingGates,
  registerSiteSettings,
} from './site-settings/site-settings-app';

/** Something that says when the catalog changed (the in-process feed runner). */
export interface CatalogChangeSource {
  onPersisted(listener: () => void): () => void;
}

/** The in-process feed runner as realtime sees it: committed changes and provider switches. */
export type FeedControl = ProviderStatusSource &
  ProviderSwitch & {
    onChanges(listener: (changes: FeedChanges) => void): () => void;
    /** Prices now, so the first published change carries only what moved. */
    currentMarkets?(): readonly FeedMarket[];
    /** Operator corrections (dev tools); absent: the dev feed calls are not mounted. */
    correctMarket?: MarketCorrector['correctMarket'];
  };

/** Local development defaults of the realtime tokens (main passes the configured ones). */
export const DEFAULT_REALTIME_TOKEN_CONFIG: RealtimeTokenConfig = {
  tokenSecret: DEV_REALTIME_TOKEN_SECRET,
  tokenTtlSeconds: 600,
  publicUrl: 'ws://127.0.0.1:4000/connection/websocket',
};

export interface AppDeps {
  database: Pick<Database, 'db' | 'driver'>;
  /** When given, cached catalog answers are dropped on every committed feed write. */
  catalogChanges?: CatalogChangeSource;
  /** Lifetime of cached catalog answers; 0 turns the cache off. Default 1000 ms. */
  catalogCacheTtlMs?: number;
  bodyLimitBytes?: number;
  apiDocs?: boolean;
  /** Renders a competitor badge by logo file name (the feed's `renderCompetitorLogo`). */
  renderLogo?: RenderLogo;
  /** Fastify logger option: false in tests, pino options in main. */
  logger?: FastifyServerOptions['logger'];
  /** Sessions, cookies and sign-in throttling (defaults: DEFAULT_AUTH_CONFIG). */
  auth?: Partial<AuthConfig>;
  /** Time of sessions and lockouts; tests pass a manual clock. */
  clock?: Clock;
  passwordHasher?: PasswordHasher;
  /** Password reset, confirmation and unlock: link origin and token lifetimes. */
  accountFlows?: Partial<AccountFlowsConfig>;
  /** Outgoing e-mail/SMS; default: rows of the outbox table. */
  mailTransport?: MailTransport;
  /** With no mailTransport given: also send e-mail through this SMTP server (main: SMTP_URL). */
  smtp?: SmtpConfig | null;
  /** Player limits' cooling-off and confirmation window (default 24 h and 7 days). */
  limits?: Partial<LimitsConfig>;
  /** Betting sessions: starts per window (default unlimited), idle time (default 5 min). */
  activity?: Partial<SessionsConfig>;
  /**
   * Operator defaults of the session-time limit and reality-check interval for players without
   * their own (ms; 0: none; default: no limit, a reality check every 60 min).
   */
  timeLimitDefaults?: { sessionTimeLimitMs: number; realityCheckIntervalMs: number };
  /** Reads a player's session-time limit and reality-check interval (default: the player limits, else `timeLimitDefaults`). */
  timeLimits?: TimeLimitsReader;
  /** Bearer key of the operator API (default: the development key). */
  operatorApiKey?: string;
  /** Jackpot levels hit by chance (default true); false: only forced and must-hit-cap hits. */
  jackpotChanceHits?: boolean;
  /** Lifetime of placement's live-campaign list (default 1 s; 0: read on every placement). */
  liveCampaignCacheMs?: number;
  /** Country header, simulated country and the blocked-country lists (default: none). */
  geo?: Partial<GeoConfig>;
  /** Phone verification codes: lifetime, resend timeout, SMS limit, attempts. */
  phone?: Partial<PhoneConfig>;
  /** `GET /api/platform/dev/mailbox`. Default true (main passes DEV_MAILBOX_ENABLED). */
  devMailbox?: boolean;
  /** Peers whose X-Forwarded-* headers count (client IP, https). Default `loopback`. */
  trustProxy?: TrustProxy;
  /** Where realtime events go: the embedded hub or Centrifugo (default: dropped). */
  publisher?: RealtimePublisher;
  /** Secret, lifetime and URL of realtime tokens (default: DEFAULT_REALTIME_TOKEN_CONFIG). */
  realtime?: Partial<RealtimeTokenConfig>;
  /**
   * The feed runner: its committed changes are published (with `publisher`), its provider
   * statuses shape catalog and settings answers. Absent: every provider is active.
   */
  feed?: FeedControl;
  /** Operator switches such as `POST /api/platform/dev/providers/{provider}`. Default true. */
  devTools?: boolean;
  /** Serves the embedded realtime hub on this app (its socket and server API) before ready. */
  mountRealtime?: (app: FastifyInstance) => void;
  /** In-play acceptance delays (default 5 s; tests pass 0). */
  betting?: Partial<BettingConfig>;
  /** Feed changes that settle bets and move cash-out offers (the in-process feed runner). */
  feedChanges?: { onChanges(listener: (changes: FeedChanges) => void): () => void };
  /** Joint probabilities for bet builder prices (the in-process odds feed); none: no bet builder. */
  pricing?: JointPricing;
  /** Issues a bonus campaign to a player: what a comp-point level unlocks (decision 0030). */
  issueCampaign?: IssueCampaign;
  /** Embedded mode: life of hand-over codes (decision 0042; default 60 s). */
  embed?: Partial<EmbedConfig>;
  /** Live video: demo stream folder, link tokens, video setting (default: the dev defaults). */
  streams?: Partial<StreamsConfig>;
  /** Match events recorded by the odds feed (decision 0047); absent: statistics without events. */
  matchEvents?: MatchEventsSource;
  /** VAPID keys of web push (decision 0036); absent: push is off. */
  webPush?: (VapidConfig & { allowInsecureEndpoints?: boolean }) | null;
  /** Where 500s are reported (decision 0046); absent: nowhere. */
  errorReporter?: ErrorReporter | null;
  /** Product lines switched on, game sessions and the demo provider (decision 0045). */
  productLines?: Partial<ProductLinesConfig>;
  /** Site settings' defaults from the environment (decision 0043); the operator overrides them. */
  siteSettings?: Partial<SiteSettingValues>;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Two log lines per request would cost more than serving a cached catalog answer; failures
    // are logged by the error handler (5xx as errors, refusals at debug level).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.bodyLimitBytes ?? 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    trustProxy: deps.trustProxy ?? 'loopback',
  });
  // The API speaks JSON only: other bodies answer 415 instead of reaching the validators.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installErrorReporting(app, deps.errorReporter);
  if (deps.apiDocs ?? true) await registerApiDocs(app);
  // Site settings first: their gates must cover every route registered below (decision 0043).
  const site = createSiteSettings({
    db: deps.database.db,
    clock: deps.clock ?? systemClock,
    envDefaults: deps.siteSettings,
  });
  installSiteSettingGates(app, site, () => routeDeps.http);

  const cache = new ResponseCache({ ttlMs: deps.catalogCacheTtlMs ?? 1000 });
  const unsubscribe = deps.catalogChanges?.onPersisted(() => cache.invalidate());
  app.addHook('onClose', async () => unsubscribe?.());

  const health = new HealthRepository(deps.database.db);
  registerHealthRoutes(app, { database: deps.database.driver, ping: () => health.ping() });

  // Every area publishes through notifications, which turn player events into notifications.
  const notifications = createNotifications({
    db: deps.database.db,
    clock: deps.clock ?? systemClock,
    publisher: deps.publisher ?? silentPublisher,
    logger: app.log,
    webPush: deps.webPush,
  });
  const publisher = notifications.publisher;
  const providers: ProviderStatusSource = deps.feed ?? ALL_PROVIDERS_ACTIVE;
  // Live video (decision 0048): matches advertise `has_video` only when a stream exists.
  const streams = loadStreams({ ...defaultStreamsConfig(), ...deps.streams });
  const catalog = new CatalogService(
    new CatalogRepository(deps.database.db),
    providers,
    deps.clock,
    streams.available,
  );
  if (deps.feed && deps.publisher) {
    const feedEvents = createFeedEvents({
      publisher,
      catalog,
      providerStatuses: () => providers.providerStatuses(),
      logger: app.log,
    });
    feedEvents.remember(deps.feed.currentMarkets?.() ?? []);
    const stop = deps.feed.onChanges((changes) => feedEvents.onChanges(changes));
    app.addHook('onClose', async () => {
      stop();
      await feedEvents.idle();
    });
  }
  // Match statistics and the tracker's realtime events (decision 0047).
  registerMatchStats(app, {
    database: deps.database,
    catalog,
    events: deps.matchEvents,
    feed: deps.feed,
    publisher: deps.publisher && publisher,
  });
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: catalogEndpoints,
    handlers: catalogHandlers(
      catalog,
      favouriteMatchFilter(() => ({ http: routeDeps.http, favourites })),
    ),
    tag: 'catalog',
    cache,
    uncached: asksForFavourites,
  });

  const authConfig = { ...DEFAULT_AUTH_CONFIG, ...deps.auth };
  const clock = deps.clock ?? systemClock;
  const accounts = new AccountsRepository(deps.database.db);
  const hasher = deps.passwordHasher ?? argon2Hasher;
  const mail = deps.mailTransport ?? outgoingMail(app, accounts, clock, deps.smtp ?? null);
  const flows = new AccountFlowsService(
    accounts,
    mail,
    hasher,
    { ...DEFAULT_ACCOUNT_FLOWS_CONFIG, ...deps.accountFlows },
    clock,
  );
  // Restrictions sign players out of the session cache too; sign-in asks them first.
  const restrictions = new RestrictionsService(
    new RestrictionsRepository(deps.database.db),
    clock,
    (playerId) => auth.forgetCachedSessions(playerId),
  );
  const auth = new AuthService(
    accounts,
    hasher,
    authConfig,
    clock,
    {
      signedUp: async (player) => {
        await site.terms.acceptedAtSignUp(player.id);
        await flows.sendConfirmation(player);
      },
      locked: (player) => flows.sendUnlock(player),
      signUpAttempted: (owner, channel) => flows.sendSignUpAttempt(owner, channel),
    },
    (player) => restrictions.assertAllowed(player.id, 'sign_in'),
  );
  const routeDeps = {
    auth,
    http: new AuthHttp(auth, authConfig),
    players: new PlayerService(accounts),
    settings: new SettingsService(accounts, clock, providers, streams.config.videoEnabled, () =>
      site.settings.values(),
    ),
    config: authConfig,
  };
  await app.register(fastifyCookie);
  installPlatformHeaderChecks(app, [
    API_BASES.platform,
    `${API_BASES.sportsbook}/settings`,
    API_BASES.betting,
  ]);
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: platformEndpoints,
    handlers: platformHandlers(routeDeps),
    tag: 'account platform',
  });
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: accountFlowEndpoints,
    handlers: accountFlowHandlers(flows),
    tag: 'account flows',
  });
  if (deps.devMailbox ?? true) registerDevMailbox(app, accounts);
  const phone = new PhoneService(
    new PhoneRepository(deps.database.db),
    mail,
    { ...DEFAULT_PHONE_CONFIG, ...deps.phone },
    clock,
  );
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: phoneEndpoints,
    handlers: phoneHandlers(routeDeps.http, phone),
    tag: 'phone verification',
  });
  const geo = new Geo({ ...DEFAULT_GEO_CONFIG, ...deps.geo });
  // Sign-in, sign-up, deposits and every write under /v3/bets, by path (see geo.ts).
  installCountryBlocks(app, geo);
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: geoEndpoints,
    handlers: geoHandlers(geo),
    tag: 'geo',
  });
  const balanceEvents = createBalanceEvents(publisher, accounts, app.log);
  const limits = new LimitsService(deps.database.db, clock, {
    ...DEFAULT_LIMITS_CONFIG,
    ...deps.limits,
  });
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: userLimitEndpoints,
    handlers: limitHandlers(routeDeps.http, limits),
    tag: 'player limits',
  });
  const payments = new PaymentsService(
    new PaymentsRepository(deps.database.db),
    clock,
    balanceEvents,
    (playerId) => restrictions.assertAllowed(playerId, 'deposit'),
  );
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: paymentEndpoints,
    handlers: paymentHandlers(routeDeps.http, payments),
    tag: 'payments',
  });
  await registerDemoCheckout(
    app,
    payments,
    deps.accountFlows?.publicWebUrl ?? DEFAULT_ACCOUNT_FLOWS_CONFIG.publicWebUrl,
  );
  const loyalty = new LoyaltyService(
    new LoyaltyRepository(deps.database.db),
    clock,
    // What a loyalty level unlocks is issued like any campaign (decision 0030); `campaigns` is
    // created below and only called once the app runs.
    deps.issueCampaign ??
      (async (playerId, campaignId) => {
        await campaigns.operator.issue(campaignId, { player_ids: [playerId] });
      }),
    app.log,
    (playerId) => restrictions.assertAllowed(playerId, 'receive_bonus'),
  );
  await registerLoyaltyOperatorApi(app, deps.operatorApiKey ?? DEV_OPERATOR_API_KEY, loyalty);
  const activity = new ActivityService(loyalty);
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: playerActivityEndpoints,
    handlers: playerActivityHandlers(routeDeps.http, activity),
    tag: 'player activity',
  });
  const sessions = new SessionsService(
    new SessionsRepository(deps.database.db),
    deps.timeLimits ??
      playerTimeLimits(
        (playerId) => limits.sessionLimitsOf(playerId),
        deps.timeLimitDefaults ?? { sessionTimeLimitMs: 0, realityCheckIntervalMs: 3_600_000 },
      ),
    restrictions,
    { ...DEFAULT_SESSIONS_CONFIG, ...deps.activity },
    clock,
  );
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: sportsbookSessionEndpoints,
    handlers: sportsbookSessionHandlers(routeDeps.http, sessions),
    tag: 'player protection',
  });
  registerEndpoints(app, {
    base: API_BASES.platform,
    endpoints: restrictionEndpoints,
    handlers: restrictionHandlers(routeDeps.http, restrictions, clock),
    tag: 'player protection',
  });
  // Bonus campaigns, promo codes and freebets (decision 0026); their operator calls below.
  const campaigns = createCampaigns({
    db: deps.database.db,
    clock,
    publisher,
    assertMayReceive: (playerId) => restrictions.assertAllowed(playerId, 'receive_bonus'),
    logger: app.log,
  });
  app.decorate('campaigns', campaigns);
  const embedOperatorRoutes = registerEmbed(app, {
    db: deps.database.db,
    clock,
    ...routeDeps,
    authConfig,
    assertMaySignIn: (playerId) => restrictions.assertAllowed(playerId, 'sign_in'),
    playerExists: async (playerId) => (await accounts.findPlayerById(playerId)) !== null,
    config: deps.embed,
  });
  await registerOperatorApi(app, {
    apiKey: deps.operatorApiKey ?? DEV_OPERATOR_API_KEY,
    repository: new OperatorRepository(deps.database.db),
    forgetSessions: (playerId) => auth.forgetCachedSessions(playerId),
    routes: [campaigns.registerOperatorRoutes, embedOperatorRoutes],
  });
  const favourites = registerFavourites(app, {
    db: deps.database.db,
    http: routeDeps.http,
    clock,
    providers,
  });
  await registerNotificationRoutes(
    app,
    notifications,
    routeDeps.http,
    deps.operatorApiKey ?? DEV_OPERATOR_API_KEY,
  );
  await registerSiteSettings(app, site, {
    http: routeDeps.http,
    operatorApiKey: deps.operatorApiKey ?? DEV_OPERATOR_API_KEY,
    forgetSessions: (playerId) => auth.forgetCachedSessions(playerId),
  });
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: settingsEndpoints,
    handlers: settingsHandlers(routeDeps),
    tag: 'settings',
  });

  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: realtimeEndpoints,
    handlers: realtimeHandlers(
      routeDeps.http,
      new RealtimeTokens({ ...DEFAULT_REALTIME_TOKEN_CONFIG, ...deps.realtime }),
    ),
    tag: 'realtime',
  });
  if ((deps.devTools ?? true) && deps.feed) {
    registerEndpoints(app, {
      base: API_BASES.platform,
      endpoints: devProviderEndpoints,
      handlers: devProviderHandlers(deps.feed),
      tag: 'dev tools',
    });
  }
  const bettingRepository = new BettingRepository(deps.database.db);
  const correctMarket = deps.feed?.correctMarket;
  if ((deps.devTools ?? true) && correctMarket) {
    registerEndpoints(app, {
      base: API_BASES.platform,
      endpoints: devFeedEndpoints,
      handlers: devFeedHandlers({ correctMarket }, (matchId) =>
        bettingRepository.matchUrn(matchId),
      ),
      tag: 'dev tools',
    });
  }
  const farming = createFarming(app, {
    db: deps.database.db,
    freebets: bettingRepository.freebets(),
    clock,
    publisher,
    restrictions,
    http: routeDeps.http,
    liveCampaignCacheMs: deps.liveCampaignCacheMs,
  });
  campaigns.operator.onCampaignChanged(() => farming.campaignsChanged());
  campaigns.campaigns.useLootboxFields((playerId, campaignId) =>
    farming.lootboxFieldsOf(playerId, campaignId),
  );
  // The operator's end of a tournament pays its prizes (decision 0028).
  campaigns.operator.onCampaignEnded(async (campaign) => {
    if (campaign.type === 'tournament') await farming.finishTournament(campaign.id);
  });
  const jackpots = new JackpotService(
    new JackpotRepository(deps.database.db),
    clock,
    publisher,
    balanceEvents,
    { chanceHits: deps.jackpotChanceHits ?? true },
  );
  await registerJackpotRoutes(app, {
    http: routeDeps.http,
    jackpots,
    operatorApiKey: deps.operatorApiKey ?? DEV_OPERATOR_API_KEY,
  });
  const comboBonuses = createComboBonuses({
    db: deps.database.db,
    clock,
    publisher,
    assertMayReceive: (playerId) => restrictions.assertAllowed(playerId, 'receive_bonus'),
    liveCampaignCacheMs: deps.liveCampaignCacheMs,
  });
  campaigns.operator.onCampaignChanged(() => comboBonuses.placement.liveCampaigns.invalidate());
  const betting = new BettingService(
    bettingRepository,
    (playerId) => routeDeps.settings.get(playerId),
    clock,
    { ...DEFAULT_BETTING_CONFIG, ...deps.betting },
    publisher,
    deps.pricing ?? null,
    balanceEvents,
    providers,
    farming,
    jackpots.placementHook(),
    comboBonuses.placement,
  );
  const settlement = new SettlementService(
    bettingRepository,
    betting,
    clock,
    publisher,
    app.log,
    farming.settlementHook,
    loyalty,
  );
  app.decorate('settlement', settlement);
  const stopSettling = deps.feedChanges?.onChanges(settlement.onFeedChanges);
  app.addHook('onClose', async () => {
    stopSettling?.();
    await betting.placementsWritten();
    await settlement.enqueue(async () => {});
  });
  campaigns.registerRoutes(app, routeDeps.http, geo);
  registerComboBonuses(app, comboBonuses, {
    http: routeDeps.http,
    betting: bettingRepository,
    countryOf: (request) => geo.countryOf(request),
    // The slip's hunting, tournament and lootbox offers (decision 0028).
    offerSource: farming,
  });
  registerEndpoints(app, {
    base: API_BASES.betting,
    endpoints: bettingEndpoints,
    handlers: bettingHandlers({
      http: routeDeps.http,
      betting,
      shares: new ShareService(bettingRepository, clock),
      players: routeDeps.players,
      catalog,
      repository: bettingRepository,
      pricing: deps.pricing ?? null,
      countryOf: (request) => geo.countryOf(request),
    }),
    tag: 'betting',
    // The placement's answer is built by `toPlacedBetWire` from what was written (decision 0070).
    builtAnswers: ['placeBets'],
  });
  registerPredictionRoutes(app, { http: routeDeps.http, database: deps.database, clock });
  registerProductLines(app, {
    database: deps.database,
    http: routeDeps.http,
    clock,
    balances: balanceEvents,
    assertMayPlay: (playerId) => restrictions.assertAllowed(playerId, 'place_bet'),
    config: deps.productLines,
    logger: app.log,
  });
  registerStreams(app, streams, {
    http: routeDeps.http,
    findMatch: async (id) => (await catalog.getMatch(id))?.data ?? null,
    clock,
  });

  // Site pages: information and custom pages with their SEO tags (decision 0044).
  await registerPages(app, {
    db: deps.database.db,
    clock,
    operatorApiKey: deps.operatorApiKey ?? DEV_OPERATOR_API_KEY,
  });

  // VIP bets: stakes above the max stake for a trader's review (decision 0039).
  await registerVipBets(app, {
    http: routeDeps.http,
    repository: bettingRepository,
    betting,
    settings: (playerId: number) => routeDeps.settings.get(playerId),
    clock,
    publisher,
    balances: balanceEvents,
    pricing: deps.pricing ?? null,
    providers,
    operatorApiKey: deps.operatorApiKey ?? DEV_OPERATOR_API_KEY,
  });

  if (deps.renderLogo) registerLogoRoutes(app, deps.renderLogo);
  deps.mountRealtime?.(app);

  await app.ready();
  return app;
}

/** The outbox, and the SMTP server too when one is configured. */
function outgoingMail(
  app: FastifyInstance,
  accounts: AccountsRepository,
  clock: Clock,
  smtp: SmtpConfig | null,
): MailTransport {
  if (!smtp) return new OutboxTransport(accounts);
  const transport = new SmtpTransport(accounts, smtp, clock, (error, message) =>
    app.log.error({ err: error, recipient: message.recipient }, 'e-mail not delivered by SMTP'),
  );
  app.addHook('onClose', async () => transport.close());
  return transport;
}
