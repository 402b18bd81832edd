// The product lines on the API (decision 0045): `POST /api/sportsbook/{provider}/launch` and the
// demo provider under `/api/demo-provider` (its calls and its game page), plus the settler of
// rounds whose run is over. One call from app.ts.
import { randomBytes } from 'node:crypto';
import {
  API_BASES,
  DEMO_PROVIDER_BASE,
  DEMO_PROVIDER_PLAY_PATH,
  type ProductLineApp,
  demoProviderEndpoints,
  gameSessionTokenSchema,
  productLineEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthHttp } from '../accounts/auth-http';
import type { Database } from '../db/client';
import { registerEndpoints } from '../http/register-endpoints';
import type { BalanceEvents } from '../realtime/balance-events';
import type { Clock } from '../shared/clock';
import { DemoProviderService } from './demo-provider-service';
import { demoProviderPage } from './demo-provider-page';
import { GameRepository } from './game-repository';
import { LaunchService } from './launch-service';
import { DEFAULT_PRODUCT_LINES_CONFIG, type ProductLinesConfig } from './product-lines-config';

export interface ProductLinesDeps {
  database: Pick<Database, 'db'>;
  http: AuthHttp;
  clock: Clock;
  balances: BalanceEvents;
  /** Refuses a restricted player (time-out, self-exclusion): 403 account_restricted. */
  assertMayPlay: (playerId: number) => Promise<void>;
  config?: Partial<ProductLinesConfig>;
  logger?: { error(details: object, message: string): void };
}

const playQuery = z.object({ session: gameSessionTokenSchema });

export function registerProductLines(app: FastifyInstance, deps: ProductLinesDeps) {
  const config = { ...DEFAULT_PRODUCT_LINES_CONFIG, ...deps.config };
  const repository = new GameRepository(deps.database.db);
  const launches = new LaunchService(repository, config, deps.clock, deps.assertMayPlay);
  const provider = new DemoProviderService(
    repository,
    config,
    deps.clock,
    deps.balances,
    deps.assertMayPlay,
  );
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: productLineEndpoints,
    handlers: {
      launchGame: async ({ params, body, request, reply }) => {
        // A visitor launches a game to watch; a signed-in launch opens the wallet, so a cookie
        // launch passes the CSRF check of every cookie-authenticated write.
        const session = (await deps.http.optional(request)) && (await deps.http.require(request));
        reply.header('cache-control', 'no-store');
        return launches.launch(params.provider, body.app, session?.player.id ?? null);
      },
    },
    tag: 'product lines',
  });
  registerEndpoints(app, {
    base: DEMO_PROVIDER_BASE,
    endpoints: demoProviderEndpoints,
    handlers: {
      getGameSession: async ({ params, reply }) => {
        reply.header('cache-control', 'no-store');
        return provider.session(params.token);
      },
      openGameRound: async ({ params }) => provider.openRound(params.token),
      placeGameStake: async ({ params, body }) =>
        provider.placeStake(params.token, params.round, body),
      runGameRound: async ({ params }) => provider.run(params.token, params.round),
      getGameRound: async ({ params, reply }) => {
        reply.header('cache-control', 'no-store');
        return provider.round(params.token, params.round);
      },
    },
    tag: 'demo provider',
  });
  app.get(
    DEMO_PROVIDER_PLAY_PATH,
    { schema: { hide: true, querystring: playQuery } },
    async (request, reply) => {
      const { session } = request.query as z.output<typeof playQuery>;
      const found = await repository.findSession(session);
      const nonce = randomBytes(16).toString('base64');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; connect-src 'self'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`,
        )
        .send(demoProviderPage((found?.app ?? 'horse_racing') as ProductLineApp, nonce));
    },
  );

  if (config.settleEveryMs > 0) {
    // Rounds settle when read, and here too, so a player who closes the game is still paid.
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      provider
        .settleDue()
        .catch((error: unknown) => deps.logger?.error({ err: error }, 'demo rounds not settled'))
        .finally(() => {
          running = false;
        });
    }, config.settleEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { launches, provider };
}
