// The Fastify application: contract routes over the given database. No I/O happens here beyond
// what the routes do; `main.ts` opens the database, runs the feed and listens.
import { API_BASES, catalogEndpoints } from '@sportsbook/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CatalogRepository } from './catalog/catalog-repository';
import { catalogHandlers } from './catalog/catalog-routes';
import { type RenderLogo, registerLogoRoutes } from './catalog/logo-routes';
import { CatalogService } from './catalog/catalog-service';
import type { Database } from './db/client';
import { HealthRepository } from './db/health-repository';
import { registerApiDocs } from './http/api-docs';
import { frameworkErrors, installErrorHandling } from './http/error-handling';
import { registerHealthRoutes } from './http/health-routes';
import { registerEndpoints } from './http/register-endpoints';
import { ResponseCache } from './http/response-cache';

/** Something that says when the catalog changed (the in-process feed runner). */
export interface CatalogChangeSource {
  onPersisted(listener: () => void): () => void;
}

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
  });
  // The API speaks JSON only: other bodies answer 415 instead of reaching the validators.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  if (deps.apiDocs ?? true) await registerApiDocs(app);

  const cache = new ResponseCache({ ttlMs: deps.catalogCacheTtlMs ?? 1000 });
  const unsubscribe = deps.catalogChanges?.onPersisted(() => cache.invalidate());
  app.addHook('onClose', async () => unsubscribe?.());

  const health = new HealthRepository(deps.database.db);
  registerHealthRoutes(app, { database: deps.database.driver, ping: () => health.ping() });

  const catalog = new CatalogService(new CatalogRepository(deps.database.db));
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: catalogEndpoints,
    handlers: catalogHandlers(catalog),
    tag: 'catalog',
    cache,
  });

  if (deps.renderLogo) registerLogoRoutes(app, deps.renderLogo);

  await app.ready();
  return app;
}
