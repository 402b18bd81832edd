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

export interface ComboBonusDeps {
  db: DbOrTx;
  http: AuthHttp;
  clock: Clock;
  publisher: RealtimePublisher;
  betting: BettingRepository;
  /** Throws when restrictions refuse the player a bonus (time-out, self-exclusion). */
  assertMayReceive: (playerId: number) => Promise<void>;
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

/** Registers the calls and answers the services placement and settlement use. */
export function registerComboBonuses(app: FastifyInstance, deps: ComboBonusDeps) {
  const mayReceive = mayReceiveBonus(deps.assertMayReceive);
  const applicable = new ApplicableBonusService(
    deps.betting.freebets(),
    (keys) => deps.betting.findLines(keys),
    deps.clock,
    new BetBonusRepository(deps.db),
    mayReceive,
    deps.offerSource ?? null,
  );
  const progress = new FreebetProgressService(deps.db, deps.clock, deps.publisher, mayReceive);
  const routeDeps = {
    http: deps.http,
    applicable,
    amb: new AmbService(deps.db, deps.clock),
    progress,
    countryOf: deps.countryOf,
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
  return { applicable, progress, mayReceive };
}
