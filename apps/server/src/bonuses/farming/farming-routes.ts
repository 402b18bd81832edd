// Farming calls: a tournament's leaderboard (public; the signed-in player's row marked) and
// boosting a freebet with a lootbox's booster (sign-in required).
import type { farmingEndpoints } from '@sportsbook/contract';
import type { AuthHttp } from '../../accounts/auth-http';
import type { EndpointHandlers } from '../../http/register-endpoints';
import type { FarmingService } from './farming-service';

export function farmingHandlers(
  http: AuthHttp,
  farming: FarmingService,
): EndpointHandlers<typeof farmingEndpoints> {
  return {
    getTournamentRating: async ({ params, query, request }) => {
      const session = await http.optional(request);
      return farming.rating(params.id, session?.player.id ?? null, query.page, query.limit);
    },
    boostBonus: async ({ params, body, request }) => {
      const { player } = await http.require(request);
      return farming.boost(player.id, params.id, Number(body.freebet_id));
    },
  };
}
