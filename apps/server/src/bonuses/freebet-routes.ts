// The slip's applicable bonuses (POST /v3/bonuses). The player's bonus lists, freebets among
// them, are answered by campaigns/campaign-routes.ts; the operator API issues freebets.
import type { bonusBettingEndpoints } from '@sportsbook/contract';
import type { AuthHttp } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { ApplicableBonusService } from './applicable-bonuses';

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
