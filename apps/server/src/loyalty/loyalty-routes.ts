// The operator's loyalty calls (levels, rates, status groups), behind the operator key like `operator/`.
import { OPERATOR_API_BASE, operatorLoyaltyEndpoints } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoints } from '../http/register-endpoints';
import { requireOperatorKey } from '../operator/operator-routes';
import type { LoyaltyService } from './loyalty-service';

export async function registerLoyaltyOperatorApi(
  app: FastifyInstance,
  apiKey: string,
  loyalty: LoyaltyService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireOperatorKey(apiKey));
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: operatorLoyaltyEndpoints,
      handlers: {
        listLoyaltyLevels: async () => ({ data: await loyalty.levels() }),
        putLoyaltyLevel: async ({ params, body }) => ({
          data: await loyalty.putLevel(params.level_id, body),
        }),
        deleteLoyaltyLevel: async ({ params }) => ({
          data: await loyalty.deleteLevel(params.level_id),
        }),
        listStatusGroups: async () => ({ data: await loyalty.groups() }),
        putStatusGroup: async ({ params, body }) => ({
          data: await loyalty.putGroup(params.group_id, body),
        }),
        deleteStatusGroup: async ({ params }) => ({
          data: await loyalty.deleteGroup(params.group_id),
        }),
        listLoyaltyRates: async () => ({ data: await loyalty.rates() }),
        putLoyaltyRate: async ({ params, body }) => ({
          data: await loyalty.putRate(params.currency, body),
        }),
      },
      tag: 'operator',
    });
  });
}
