// Wires the comboboost, amb and freebet progress calls into the app: one call from app.ts.
import {
  API_BASES,
  ambBettingEndpoints,
  ambEndpoints,
  bonusBettingEndpoints,
  freebetProgressEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthHttp } from '../../accounts/auth-http';
import type { BettingRepository } from '../../betting/betting-repository';
import type { DbOrTx } from '../../db/client';
import { registerEndpoints } from '../../http/register-endpoints';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { Clock } from '../../shared/clock';
import { AmbService } from '../amb/amb-service';
import { ApplicableBonusService, type BonusOfferSource } from '../applicable-bonuses';
import { FreebetProgressService } from '../freebet-progress/freebet-progress-service';
import { BetBonusRepository } from './bet-bonus-repository';
import { ambAndProgressHandlers, applicableBonusHandlers } from './combo-routes';
import { PlacementBonuses } from './placement-bonuses';

/** What the comboboost, amb and progress services need; created before the betting service. */
export interface ComboServiceDeps {
  db: DbOrTx;
  clock: Clock;
  publisher: RealtimePublisher;
  /** Throws when restrictions refuse the player a bonus (time-out, self-exclusion). */
  assertMayReceive: (playerId: number) => Promise<void>;
  /** Lifetime of placement's live-campaign list (default 1 s; 0: read on every placement). */
  liveCampaignCacheMs?: number;
}

/** What the routes need besides the services. */
export interface ComboRouteWiring {
  http: AuthHttp;
  betting: BettingRepository;
  countryOf: (request: FastifyRequest) => string | null;
  /** The farming campaigns' offers on the slip (hunting, tournament, lootbox), when built. */
  offerSource?: BonusOfferSource | null;
}

/** A restriction check as a yes/no: refused means no bonus, not an error for the caller. */
export function mayReceiveBonus(assert: (playerId: number) => Promise<void>) {
  return async (playerId: number): Promise<boolean> => {
    try {
      await assert(playerId);
      return true;
    } catch {
      return false;
    }
  };
}

export type ComboServices = ReturnType<typeof createComboBonuses>;

/** The services: placement's bonus step (given to the betting service) and freebet progress. */
export function createComboBonuses(deps: ComboServiceDeps) {
  const mayReceive = mayReceiveBonus(deps.assertMayReceive);
  const progress = new FreebetProgressService(deps.db, deps.clock, deps.publisher);
  return {
    db: deps.db,
    clock: deps.clock,
    mayReceive,
    progress,
    placement: new PlacementBonuses(
      deps.db,
      deps.clock,
      progress,
      mayReceive,
      deps.liveCampaignCacheMs,
    ),
  };
}

/** Registers the applicable-bonus, amb and freebet progress calls. */
export function registerComboBonuses(
  app: FastifyInstance,
  services: ComboServices,
  wiring: ComboRouteWiring,
): void {
  const applicable = new ApplicableBonusService(
    wiring.betting.freebets(),
    (keys) => wiring.betting.findLines(keys),
    services.clock,
    new BetBonusRepository(services.db),
    services.mayReceive,
    wiring.offerSource ?? null,
  );
  const routeDeps = {
    http: wiring.http,
    applicable,
    amb: new AmbService(services.db, services.clock),
    progress: services.progress,
    countryOf: wiring.countryOf,
  };
  registerEndpoints(app, {
    base: API_BASES.betting,
    endpoints: { ...bonusBettingEndpoints, ...ambBettingEndpoints },
    handlers: applicableBonusHandlers(routeDeps),
    tag: 'bonuses',
  });
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: { ...ambEndpoints, ...freebetProgressEndpoints },
    handlers: ambAndProgressHandlers(routeDeps),
    tag: 'bonuses',
  });
}
