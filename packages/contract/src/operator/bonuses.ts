// The operator API's bonus calls (`/api/operator`, bearer key): campaigns of every kind, issuing
// them to players or a segment, promo codes, and one-off freebets. Decision 0026.
import { z } from 'zod';
import { idParam, instantParam, limitParam, listResponse, pageParam, plainText } from '../common';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema, minorUnitsSchema } from '../platform/headers';
import { wireOddsSchema } from '../betting/bet';
import {
  NO_EVENT_CONDITIONS,
  bannersSchema,
  campaignTypeSchema,
  eventConditionsSchema,
} from '../bonuses/bonus-shapes';
import { CAMPAIGN_CONFIG_SCHEMAS } from '../bonuses/campaign-configs';
import { freebetSchema, freebetTypeSchema } from '../bonuses/freebets';
import { createPromoCodeRequest, promoCodeSchema } from '../bonuses/promo-codes';

const text = (max: number) => plainText(z.string().trim().max(max));

/**
 * What makes a campaign the player's: null offers it to every eligible player (activated by the
 * player when `requires_activation`); `promo_code` only by claiming one of its codes;
 * `operator` only by the operator issuing it to players or a segment.
 */
export const campaignTriggerSchema = z.enum(['promo_code', 'operator']).nullable();

/** A campaign's texts in other languages (any text left out stays the default one). */
export const campaignTranslationsSchema = z
  .record(
    z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as de or pt-BR'),
    z.object({
      name: plainText(z.string().trim().min(1).max(120)).optional(),
      description: text(2000).optional(),
      terms: text(20_000).optional(),
    }),
  )
  .refine((all) => Object.keys(all).length <= 20, 'at most 20 languages');

const campaignFields = z.object({
  type: campaignTypeSchema,
  name: plainText(z.string().trim().min(1).max(120)),
  description: text(2000).default(''),
  terms: text(20_000).default(''),
  status: z.enum(['active', 'inactive']).default('active'),
  /** Default: now. */
  valid_from: instantParam.nullable().default(null),
  valid_to: instantParam.nullable().default(null),
  only_verified: z.boolean().default(false),
  country_codes: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code'))
    .max(250)
    .default([]),
  event_conditions: eventConditionsSchema.default(NO_EVENT_CONDITIONS),
  trigger_key: campaignTriggerSchema.default(null),
  uses_count: z.number().int().min(1).max(1_000_000).nullable().default(null),
  requires_activation: z.boolean().default(false),
  banners: bannersSchema.default({ desktop: null, mobile: null }),
  /**
   * The texts in other languages by language code, e.g. `{ "de": { "name": "Kombi-Boost" } }`;
   * players whose Accept-Language asks for one get its texts, the rest the default ones.
   */
  translations: campaignTranslationsSchema.default({}),
  /** The kind's own settings, validated by `CAMPAIGN_CONFIG_SCHEMAS[type]`. */
  config: z.record(z.string(), z.unknown()),
});

/**
 * A new campaign. A config that does not fit its kind answers 400 naming the field under
 * `config` (e.g. `config.ranges.0.bonus_odds`).
 */
export const createCampaignRequest = campaignFields
  .superRefine((body, ctx) => {
    const parsed = CAMPAIGN_CONFIG_SCHEMAS[body.type].safeParse(body.config);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['config', ...issue.path] });
    }
  })
  .refine((body) => !body.valid_to || !body.valid_from || body.valid_to > body.valid_from, {
    message: 'must be after valid_from',
    path: ['valid_to'],
  });
export type CreateCampaignRequest = z.input<typeof createCampaignRequest>;

/** A campaign as the operator sees it. */
export const operatorCampaignSchema = z.object({
  id: z.number().int(),
  type: campaignTypeSchema,
  name: z.string(),
  description: z.string(),
  terms: z.string(),
  status: z.enum(['active', 'inactive']),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  only_verified: z.boolean(),
  country_codes: z.array(z.string()),
  event_conditions: eventConditionsSchema,
  trigger_key: z.string().nullable(),
  uses_count: z.number().int().nullable(),
  requires_activation: z.boolean(),
  banners: bannersSchema,
  translations: campaignTranslationsSchema,
  config: z.record(z.string(), z.unknown()),
  pool_amount: minorUnitsSchema,
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type OperatorCampaignWire = z.infer<typeof operatorCampaignSchema>;
const campaignResponse = z.object({ data: operatorCampaignSchema });

export const operatorCampaignParams = z.object({ id: idParam });
export const listCampaignsQuery = z.object({
  page: pageParam,
  limit: limitParam(50),
  type: campaignTypeSchema.optional(),
});

export const setCampaignStatusRequest = z.object({ status: z.enum(['active', 'inactive']) });

/**
 * A segment of players (decision 0026): every player who matches all the given criteria. At
 * least one criterion; an empty segment would be every player, which an operator names by
 * saying `signed_up_since` of the first day.
 */
export const playerSegmentSchema = z
  .object({
    /** Players holding any of these status ids (`players.statuses`). */
    status_ids: z
      .array(text(60).pipe(z.string().min(1)))
      .min(1)
      .max(50)
      .optional(),
    min_comp_points: z.number().int().min(0).max(2_147_483_647).optional(),
    max_comp_points: z.number().int().min(0).max(2_147_483_647).optional(),
    signed_up_since: instantParam.optional(),
    signed_up_before: instantParam.optional(),
    /** Only players with a confirmed e-mail or a verified phone. */
    verified: z.boolean().optional(),
  })
  .refine((segment) => Object.values(segment).some((value) => value !== undefined), {
    message: 'needs at least one criterion',
  });
export type PlayerSegment = z.infer<typeof playerSegmentSchema>;

/** Issue a campaign to listed players or to a segment (exactly one of them). */
export const issueCampaignRequest = z
  .object({
    player_ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(1000).optional(),
    segment: playerSegmentSchema.optional(),
  })
  .refine((body) => (body.player_ids === undefined) !== (body.segment === undefined), {
    message: 'give exactly one of player_ids and segment',
    path: ['player_ids'],
  });

/**
 * How an issue went: `issued` players got it now; `already_issued` had it before (a campaign
 * is issued once per player); `skipped_restricted` are under a time-out or self-exclusion;
 * `unknown_players` ids name no player; `skipped_no_currency` hold no currency it pays in.
 */
export const issueCampaignResponse = z.object({
  data: z.object({
    issued: z.number().int(),
    already_issued: z.number().int(),
    skipped_restricted: z.number().int(),
    unknown_players: z.number().int(),
    /** Freebet campaigns: players whose currency the campaign has no amount in. */
    skipped_no_currency: z.number().int(),
  }),
});

export const listPromoCodesQuery = z.object({
  page: pageParam,
  limit: limitParam(50),
  campaign_id: idParam.optional(),
});

/**
 * A one-off freebet to one player (by id or e-mail), outside any campaign: goodwill, support,
 * tests. `expires_in_s` from now (default: never).
 */
export const issueFreebetRequest = z
  .object({
    player_id: z.number().int().min(1).max(2_147_483_647).optional(),
    email: z.email().max(254).optional(),
    type: freebetTypeSchema,
    name: text(120).nullable().default(null),
    amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    currency: currencyCodeSchema,
    min_odds: wireOddsSchema.nullable().default(null),
    max_odds: wireOddsSchema.nullable().default(null),
    selection_count_from: z.number().int().min(1).max(30).default(1),
    selection_count_to: z.number().int().min(1).max(30).nullable().default(null),
    match_status: z
      .union([z.literal(0), z.literal(1)])
      .nullable()
      .default(null),
    uses_count: z.number().int().min(1).max(100).default(1),
    expires_in_s: z.number().int().min(1).max(31_536_000).nullable().default(null),
  })
  .refine((body) => (body.player_id === undefined) !== (body.email === undefined), {
    message: 'give exactly one of player_id and email',
    path: ['player_id'],
  });
export type IssueFreebetRequest = z.input<typeof issueFreebetRequest>;
export const issueFreebetResponse = z.object({ data: freebetSchema });

/** The operator's bonus settings (decision 0033). */
export const bonusSettingsSchema = z.object({
  /** False: a newly issued freebet replaces the player's other playable freebets. */
  several_active_freebets: z.boolean(),
  updated_at: z.string(),
});
export const bonusSettingsResponse = z.object({ data: bonusSettingsSchema });
export const updateBonusSettingsRequest = z.object({ several_active_freebets: z.boolean() });

export const operatorBonusEndpoints = {
  createCampaign: defineEndpoint({
    method: 'POST',
    path: '/campaigns',
    summary:
      'Create a bonus campaign of any kind (config validated by its kind; 400 names the field)',
    body: createCampaignRequest,
    response: campaignResponse,
  }),
  listCampaigns: defineEndpoint({
    method: 'GET',
    path: '/campaigns',
    summary: 'Bonus campaigns, newest first (optionally of one type)',
    query: listCampaignsQuery,
    response: listResponse(operatorCampaignSchema),
  }),
  getCampaign: defineEndpoint({
    method: 'GET',
    path: '/campaigns/:id',
    summary: 'One bonus campaign (404 unknown)',
    params: operatorCampaignParams,
    response: campaignResponse,
  }),
  setCampaignStatus: defineEndpoint({
    method: 'PUT',
    path: '/campaigns/:id/status',
    summary: "Switch a campaign on or off (players' bonuses of it show `deactivated` while off)",
    params: operatorCampaignParams,
    body: setCampaignStatusRequest,
    response: campaignResponse,
  }),
  endCampaign: defineEndpoint({
    method: 'POST',
    path: '/campaigns/:id/end',
    summary:
      'End a campaign now: it expires for every player and its end hooks run (a tournament pays its prizes); ending twice answers 409',
    params: operatorCampaignParams,
    response: campaignResponse,
  }),
  issueCampaign: defineEndpoint({
    method: 'POST',
    path: '/campaigns/:id/issue',
    summary:
      'Issue a campaign to players (player_ids) or a segment: a freebet campaign gives each a freebet, other kinds an active bonus; restricted players are skipped and counted',
    params: operatorCampaignParams,
    body: issueCampaignRequest,
    response: issueCampaignResponse,
  }),
  createPromoCode: defineEndpoint({
    method: 'POST',
    path: '/promo-codes',
    summary: 'Create a promo code standing for a campaign (409 when the code exists)',
    body: createPromoCodeRequest,
    response: z.object({ data: promoCodeSchema }),
  }),
  listPromoCodes: defineEndpoint({
    method: 'GET',
    path: '/promo-codes',
    summary: 'Promo codes, newest first, with their claim counts',
    query: listPromoCodesQuery,
    response: listResponse(promoCodeSchema),
  }),
  issueFreebet: defineEndpoint({
    method: 'POST',
    path: '/freebets',
    summary: 'Issue a one-off freebet to a player by id or e-mail (403 restricted, 404 unknown)',
    body: issueFreebetRequest,
    response: issueFreebetResponse,
  }),
  getBonusSettings: defineEndpoint({
    method: 'GET',
    path: '/bonus-settings',
    summary: "The operator's bonus settings (several active freebets per player or one)",
    response: bonusSettingsResponse,
  }),
  updateBonusSettings: defineEndpoint({
    method: 'PUT',
    path: '/bonus-settings',
    summary:
      "Change the bonus settings: with several_active_freebets false, each freebet issued from now on replaces the player's other playable freebets (they become overridden)",
    body: updateBonusSettingsRequest,
    response: bonusSettingsResponse,
  }),
};
