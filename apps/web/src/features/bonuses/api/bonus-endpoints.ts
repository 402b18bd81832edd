// The bonus calls of spec section 7 this feature makes, as endpoint definitions the web app's
// one client reads. Where the contract defines a call, its definition is used.
import {
  bonusRefSchema,
  bonusesByKindSchema,
  comboboostSchema,
  defineEndpoint,
  freebetSchema,
  huntingSchema,
  huntingTournamentSchema,
  leaderboardRowSchema,
  listResponse,
  lootboxSchema,
  minorUnitsSchema,
  playerActivityEndpoints,
} from '@sportsbook/contract';
import { z } from 'zod';

const kindParams = z.object({ type: z.string(), id: z.string() });
const idParams = z.object({ id: z.string() });

const issuedFreebetSchema = freebetSchema.extend({
  name: z.string().nullable().optional(),
  campaign_id: z.string().nullable().optional(),
});
const freebetCampaignSchema = comboboostSchema
  .omit({ type: true, min_odds: true, ranges: true, trigger_key: true })
  .extend({
    type: z.enum(['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win']),
    amounts: z.record(z.string(), minorUnitsSchema),
    min_odds: z.number().nullable(),
    max_odds: z.number().nullable(),
    promo_code_only: z.boolean(),
    progress: z
      .array(z.object({ number_of_bets: z.number().int(), number_of_freebets: z.number().int() }))
      .nullable(),
  });
const campaignKinds = z.union([
  comboboostSchema,
  huntingSchema,
  huntingTournamentSchema,
  lootboxSchema,
]);

export const bonusEndpoints = {
  getBonuses: defineEndpoint({
    method: 'GET',
    path: '/bonuses',
    summary: "The player's bonuses by kind",
    query: z.object({
      unseen: z.string().optional(),
      limit_per_type: z.string().optional(),
    }),
    response: z.object({ data: bonusesByKindSchema }),
  }),
  getBonusDetails: defineEndpoint({
    method: 'GET',
    path: '/bonuses/:type/:id',
    summary: 'A bonus',
    params: kindParams,
    response: z.object({
      data: z.union([
        comboboostSchema,
        huntingSchema,
        huntingTournamentSchema,
        lootboxSchema,
        issuedFreebetSchema,
        freebetCampaignSchema,
      ]),
    }),
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
    response: z.object({ data: campaignKinds }),
  }),
  markBonusesAsSeen: defineEndpoint({
    method: 'POST',
    path: '/bonuses/mark-as-seen',
    summary: 'Marks bonuses seen',
    body: z.object({ bonuses: z.array(bonusRefSchema) }),
    response: z.object({ data: z.object({ changed: z.number().int() }) }),
  }),
  claimPromoCode: defineEndpoint({
    method: 'POST',
    path: '/bonuses/promo-code',
    summary: 'Claims a promo code',
    body: z.object({ code: z.string() }),
    response: z.object({
      data: z.object({
        campaign_id: z.string(),
        type: z.string(),
        name: z.string(),
        freebet_id: z.string().nullable(),
      }),
    }),
  }),
};

export const publicBonusEndpoints = {
  getPromotions: defineEndpoint({
    method: 'GET',
    path: '/bonuses/promotions',
    summary: 'Public promotions',
    response: z.object({
      data: z.object({
        comboboost: z.array(comboboostSchema),
        freebet: z.array(freebetCampaignSchema),
        hunting: z.array(huntingSchema),
        tournament: z.array(huntingTournamentSchema),
        lootbox: z.array(lootboxSchema),
      }),
    }),
  }),
};

export const farmingEndpoints = {
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
};

export { playerActivityEndpoints };
