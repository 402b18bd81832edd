// Farming's place in the app: the service, its calls (`farmingEndpoints`) and `app.farming`
// (the operator's end of a tournament calls `finishTournament`; tests await `idle`).
import { API_BASES, farmingEndpoints } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../../accounts/auth-http';
import type { AppDb } from '../../db/client';
import { registerEndpoints } from '../../http/register-endpoints';
import { HttpError } from '../../http/http-errors';
import { RestrictionsRepository } from '../../protection/restrictions-repository';
import { RestrictionsService } from '../../protection/restrictions-service';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { Clock } from '../../shared/clock';
import type { FreebetRepository } from '../freebet-repository';
import { FarmingRepository } from './farming-repository';
import { farmingHandlers } from './farming-routes';
import { FarmingService } from './farming-service';

export interface FarmingAppDeps {
  db: AppDb;
  freebets: FreebetRepository;
  clock: Clock;
  publisher: RealtimePublisher;
  restrictions: Pick<RestrictionsService, 'assertAllowed'>;
  http: AuthHttp;
  /** Lifetime of the live farming campaigns' list (tests: 0, read on every placement). */
  liveCampaignCacheMs?: number;
}

export function createFarming(app: FastifyInstance, deps: FarmingAppDeps): FarmingService {
  const farming = new FarmingService(
    new FarmingRepository(deps.db),
    deps.freebets,
    deps.clock,
    deps.publisher,
    (playerId) => deps.restrictions.assertAllowed(playerId, 'receive_bonus'),
    app.log,
    async (connection, playerId) => {
      try {
        await new RestrictionsService(
          new RestrictionsRepository(connection as AppDb),
          deps.clock,
        ).assertAllowed(playerId, 'receive_bonus');
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) return false;
        throw error;
      }
    },
    undefined,
    deps.liveCampaignCacheMs,
  );
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: farmingEndpoints,
    handlers: farmingHandlers(deps.http, farming),
    tag: 'bonuses',
  });
  app.decorate('farming', farming);
  app.addHook('onClose', async () => farming.idle());
  return farming;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hunting, tournament and lootbox (finishTournament, farmingOffers; tests await `idle`). */
    farming: FarmingService;
  }
}
