// Freebet calls: the player's list (GET /bonuses/freebets), the slip's applicable bonuses
// (POST /v3/bonuses) and the dev tool that issues one (POST /api/platform/dev/freebets).
import type {
  bonusBettingEndpoints,
  bonusEndpoints,
  devFreebetEndpoints,
} from '@sportsbook/contract';
import type { AuthHttp } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { ApplicableBonusService } from './applicable-bonuses';
import type { FreebetService } from './freebet-service';

export function bonusHandlers(
  http: AuthHttp,
  freebets: FreebetService,
): EndpointHandlers<typeof bonusEndpoints> {
  return {
    getFreebets: async ({ query, request }) => {
      const { player } = await http.require(request);
      return freebets.list(player.id, query);
    },
  };
}

export function bonusBettingHandlers(
  http: AuthHttp,
  applicable: ApplicableBonusService,
): EndpointHandlers<typeof bonusBettingEndpoints> {
  return {
    getApplicableBonuses: async ({ body, request }) => {
      const { player } = await http.require(request);
      return applicable.applicable(player.id, body);
    },
  };
}

export function devFreebetHandlers(
  freebets: FreebetService,
): EndpointHandlers<typeof devFreebetEndpoints> {
  return { issueFreebet: async ({ body }) => freebets.issueByEmail(body) };
}
