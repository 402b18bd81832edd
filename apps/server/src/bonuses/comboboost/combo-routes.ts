// Handlers of the slip's applicable-bonus calls, the amb freebet calls and freebet progress.
import type {
  ambBettingEndpoints,
  ambEndpoints,
  bonusBettingEndpoints,
  freebetProgressEndpoints,
} from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthHttp } from '../../accounts/auth-http';
import type { EndpointHandlers } from '../../http/register-endpoints';
import type { AmbService } from '../amb/amb-service';
import type { ApplicableBonusService } from '../applicable-bonuses';
import type { FreebetProgressService } from '../freebet-progress/freebet-progress-service';

export interface ComboRouteDeps {
  http: AuthHttp;
  applicable: ApplicableBonusService;
  amb: AmbService;
  progress: FreebetProgressService;
  /** The visitor's country (geo.ts), for campaigns offered in some countries only. */
  countryOf: (request: FastifyRequest) => string | null;
}

export function applicableBonusHandlers(
  deps: ComboRouteDeps,
): EndpointHandlers<typeof bonusBettingEndpoints & typeof ambBettingEndpoints> {
  return {
    getApplicableBonuses: async ({ body, request }) => {
      const { player } = await deps.http.require(request);
      return deps.applicable.applicable(player.id, body, { country: deps.countryOf(request) });
    },
    getApplicableAmb: async ({ body, request }) => {
      const { player } = await deps.http.require(request);
      return deps.applicable.applicableAmb(player.id, body);
    },
  };
}

export function ambAndProgressHandlers(
  deps: ComboRouteDeps,
): EndpointHandlers<typeof ambEndpoints & typeof freebetProgressEndpoints> {
  return {
    getFreebetsAmb: async ({ query, request }) => {
      const { player } = await deps.http.require(request);
      return deps.amb.list(player.id, query);
    },
    getFreebetAmbTerms: async ({ params, request }) => {
      const { player } = await deps.http.require(request);
      return deps.amb.terms(player.id, params.id);
    },
    getFreebetProgress: async ({ request }) => {
      const { player } = await deps.http.require(request);
      return deps.progress.progress(player.id);
    },
  };
}
