// Limits, allowance, net position and transactions of the signed-in player.
import type { userLimitEndpoints } from '@sportsbook/contract';
import type { AuthHttp } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { LimitsService } from './limits-service';

export function limitHandlers(
  http: AuthHttp,
  limits: LimitsService,
): EndpointHandlers<typeof userLimitEndpoints> {
  const playerOf = async (request: Parameters<AuthHttp['require']>[0]) =>
    (await http.require(request)).player.id;
  return {
    getUserLimits: async ({ request }) => ({ limits: await limits.list(await playerOf(request)) }),
    setUserLimit: async ({ request, body }) => ({
      limit: await limits.set(await playerOf(request), body),
    }),
    getLimitAllowance: async ({ request }) => limits.allowance(await playerOf(request)),
    getLimitHistory: async ({ request }) => limits.history(await playerOf(request)),
    removeUserLimit: async ({ request, params }) => ({
      limit: await limits.remove(await playerOf(request), params.id),
    }),
    confirmUserLimit: async ({ request, params }) => ({
      limit: await limits.confirm(await playerOf(request), params.id),
    }),
    getBettingStats: async ({ request, query }) =>
      limits.bettingStats(await playerOf(request), query.currency),
    getTransactions: async ({ request, query }) =>
      limits.transactions(await playerOf(request), query),
  };
}
