// The campaigns area assembled for the app: one call builds its services from the database,
// the restrictions and the publisher, so app.ts only wires it in.
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../../accounts/auth-http';
import type { AppDb } from '../../db/client';
import type { Geo } from '../../geo/geo';
import { HttpError } from '../../http/http-errors';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { Clock } from '../../shared/clock';
import { FreebetRepository } from '../freebet-repository';
import { FreebetService } from '../freebet-service';
import { type AnnounceBonusIssued, bonusIssuedAnnouncer } from './bonus-issued';
import { CampaignRepository } from './campaign-repository';
import { registerBonusRoutes, registerOperatorBonusRoutes } from './campaign-routes';
import { CampaignService } from './campaign-service';
import { CampaignTexts } from './campaign-texts';
import { OperatorCampaignService } from './operator-campaign-service';
import { PromoCodeService } from './promo-code-service';

export interface CampaignsDeps {
  db: AppDb;
  clock: Clock;
  publisher: RealtimePublisher;
  /** Refuses (403) what a player under a time-out or self-exclusion may not receive. */
  assertMayReceive: (playerId: number) => Promise<void>;
  logger?: { error(details: object, message: string): void };
}

export interface Campaigns {
  freebets: FreebetService;
  campaigns: CampaignService;
  operator: OperatorCampaignService;
  promoCodes: PromoCodeService;
  /** `bonus_issued` to a player, for every issuer outside this area (farmed freebets). */
  announceBonusIssued: AnnounceBonusIssued;
  /** Mounts the player's and the public bonus calls. */
  registerRoutes(app: FastifyInstance, http: AuthHttp, geo: Geo): void;
  /** Mounts the operator's bonus calls in the operator API's authenticated scope. */
  registerOperatorRoutes(scope: FastifyInstance): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The campaigns area: end hooks, `announceBonusIssued`, the services (tests, other areas). */
    campaigns: Campaigns;
  }
}

export function createCampaigns(deps: CampaignsDeps): Campaigns {
  const repository = new CampaignRepository(deps.db);
  const announce = bonusIssuedAnnouncer(deps.publisher, deps.logger);
  // A 403 from the restrictions is "restricted"; anything else is a real failure.
  const isRestricted = async (playerId: number) => {
    try {
      await deps.assertMayReceive(playerId);
      return false;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) return true;
      throw error;
    }
  };
  const freebets = new FreebetService(
    new FreebetRepository(deps.db),
    deps.clock,
    deps.assertMayReceive,
    (playerId, row) =>
      announce(playerId, { id: row.id, type: row.type, name: row.name ?? undefined }),
  );
  const campaigns = new CampaignService(
    repository,
    new FreebetRepository(deps.db),
    deps.clock,
    isRestricted,
    deps.assertMayReceive,
  );
  const operator = new OperatorCampaignService(
    repository,
    deps.clock,
    isRestricted,
    announce,
    deps.logger,
  );
  const promoCodes = new PromoCodeService(repository, deps.clock, deps.assertMayReceive, announce);
  return {
    freebets,
    campaigns,
    operator,
    promoCodes,
    announceBonusIssued: announce,
    registerRoutes: (app, http, geo) =>
      registerBonusRoutes(app, {
        http,
        geo,
        campaigns,
        freebets,
        promoCodes,
        operator,
        texts: new CampaignTexts(repository),
      }),
    registerOperatorRoutes: (scope) => registerOperatorBonusRoutes(scope, operator, freebets),
  };
}
