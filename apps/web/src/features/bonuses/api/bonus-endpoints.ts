// The bonus calls of spec section 7 this feature makes, as endpoint definitions the web app's
// one client reads. Where the contract defines a call, its definition is used.
import {
  bannersSchema,
  bonusRefSchema,
  bonusesByKindSchema,
  campaignBonusSchema,
  defineEndpoint,
  freebetSchema,
  leaderboardRowSchema,
  listResponse,
  minorUnitsSchema,
  playerActivityEndpoints,
} from '@sportsbook/contract';
import { z } from 'zod';

const kindParams = z.object({ type: z.string(), id: z.string() });
const idParams = z.object({ id: z.string() });

/** A bonus as details answer it: a campaign bonus or a freebet. */
export const anyBonusSchema = z.union([
  campaignBonusSchema,
  freebetSchema.extend({ name: z.string().optional(), banners: bannersSchema.optional() }),
]);

export const bonusEndpoints = {
  getBonuses: defineEndpoint({
    method: 'GET',
    path: '/bonuses',
    summary: "The player's bonuses by kind",
    query: z.object({
      status: z.string().optional(),
      available: z.string().optional(),
      unseen: z.string().optional(),
      limit_per_type: z.string().optional(),
      type: z.string().optional(),
    }),
    response: z.object({ data: bonusesByKindSchema }),
  }),
  getPromotions: defineEndpoint({
    method: 'GET',
    path: '/bonuses/promotions',
    summary: 'Public promotions',
    response: z.object({ data: bonusesByKindSchema }),
  }),
  getBonusDetails: defineEndpoint({
    method: 'GET',
    path: '/bonuses/:type/:id',
    summary: 'A bonus',
    params: kindParams,
    response: z.object({ data: anyBonusSchema }),
  }),
  getBonusTerms: defineEndpoint({
    method: 'GET',
    path: '/bonuses/:type/:id/terms',
    summary: "A bonus's terms",
    params: kindParams,
    response: z.object({ data: z.object({ terms: z.string() }) }),
  }),
  activateBonus: defineEndpoint({
    method: 'POST',
    path: '/bonuses/:id/activate',
    summary: 'Activates a bonus',
    params: idParams,
    body: z.object({ type: z.string() }),
    response: z.object({ data: anyBonusSchema }),
  }),
  markBonusesAsSeen: defineEndpoint({
    method: 'POST',
    path: '/bonuses/mark-as-seen',
    summary: 'Marks bonuses seen',
    body: z.object({ bonuses: z.array(bonusRefSchema) }),
    response: z.unknown(),
  }),
  redeemPromoCode: defineEndpoint({
    method: 'POST',
    path: '/bonuses/promo-code',
    summary: 'Claims a promo code',
    body: z.object({ code: z.string() }),
    response: z.object({ data: z.object({ type: z.string(), bonus: anyBonusSchema }) }),
  }),
  getTournamentRating: defineEndpoint({
    method: 'GET',
    path: '/bonuses/tournaments/:id/rating',
    summary: "A hunting tournament's leaderboard",
    params: idParams,
    query: z.object({ page: z.number().optional(), limit: z.number().optional() }),
    response: listResponse(leaderboardRowSchema).extend({
      current_user: leaderboardRowSchema.nullable(),
      pool_amount: minorUnitsSchema,
      currency: z.string(),
      finished: z.boolean(),
    }),
  }),
  getCompPoints: playerActivityEndpoints.getCompPoints,
};
