// The player's campaign bonus calls (spec section 7 "Bonuses"): the lists by kind, GET /bonuses,
// details, terms, activation, mark-as-seen, and the public promotions list of visitors.
import { z } from 'zod';
import { boolParam, idParam, limitParam, listResponse, pageParam } from '../common';
import { minorUnitsSchema } from '../platform/headers';
import {
  BONUS_LIST_KINDS,
  bonusRefSchema,
  bonusStatusSchema,
  bonusTypeSchema,
  bonusesByKindSchema,
  comboboostSchema,
  huntingSchema,
  huntingTournamentSchema,
  lootboxSchema,
} from './bonus-shapes';
import { freebetSchema, freebetTypeSchema } from './freebets';

/**
 * A campaign list (`GET /bonuses/comboboosts|huntings|tournaments|lootboxes`). `status` keeps one
 * computed status; `available=true` only what this player may take part in now (user status
 * available or active), `false` the rest; `active` the operator's switch (on and not ended),
 * default true: a list shows live campaigns unless asked otherwise. Page 1, limit 4 by default.
 */
export const campaignListQuery = z.object({
  page: pageParam,
  limit: limitParam(4),
  status: bonusStatusSchema.optional(),
  available: boolParam.optional(),
  active: boolParam.default(true),
});
export type CampaignListQuery = z.input<typeof campaignListQuery>;

export const comboboostListResponse = listResponse(comboboostSchema);
export const huntingListResponse = listResponse(huntingSchema);
export const tournamentListResponse = listResponse(huntingTournamentSchema);
export const lootboxListResponse = listResponse(lootboxSchema);

/** The kinds `GET /bonuses?type=` accepts: a list kind or any freebet variant (→ freebet). */
export const bonusesTypeParam = z.enum([...BONUS_LIST_KINDS, ...freebetTypeSchema.options]);

/**
 * `GET /bonuses`: every bonus of the player grouped by kind. `status`, `available` as the lists;
 * `unseen=true` only those the player has not seen (issued and not marked seen);
 * `limit_per_type` caps each kind (default 4); `type` keeps one kind, the others answer empty.
 */
export const bonusesQuery = z.object({
  status: bonusStatusSchema.optional(),
  available: boolParam.optional(),
  unseen: boolParam.optional(),
  limit_per_type: limitParam(4),
  type: bonusesTypeParam.optional(),
});
export type BonusesQuery = z.input<typeof bonusesQuery>;
export const bonusesResponse = z.object({ data: bonusesByKindSchema });

/** `{type}` of details and terms: a bonus type of spec section 9 (jackpots have their own calls). */
export const bonusDetailParams = z.object({
  type: bonusTypeSchema.exclude(['jackpot']),
  id: idParam,
});

/** A freebet campaign as the promotions page shows it (what claiming it gives). */
export const freebetCampaignSchema = comboboostSchema
  .omit({ type: true, min_odds: true, ranges: true, trigger_key: true })
  .extend({
    type: z.enum(['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win']),
    /** The freebet's stake by currency, minor units. */
    amounts: z.record(z.string(), minorUnitsSchema),
    min_odds: z.number().nullable(),
    max_odds: z.number().nullable(),
    /** True when only a promo code gives it. */
    promo_code_only: z.boolean(),
    /** Freebet progress: this many qualifying bets earn that many freebets. */
    progress: z
      .array(z.object({ number_of_bets: z.number().int(), number_of_freebets: z.number().int() }))
      .nullable(),
  });
export type FreebetCampaignWire = z.infer<typeof freebetCampaignSchema>;

/** Details (`GET /bonuses/{type}/{id}`): an issued freebet or a campaign of any kind. */
export const bonusDetailResponse = z.object({
  data: z.union([
    comboboostSchema,
    huntingSchema,
    huntingTournamentSchema,
    lootboxSchema,
    freebetSchema,
    freebetCampaignSchema,
  ]),
});

export const bonusTermsResponse = z.object({ data: z.object({ terms: z.string() }) });

/**
 * `POST /bonuses/{id}/activate`: `{id}` is the campaign. The answer carries the activated bonus
 * and the new first page of its list; activating a hunting or a tournament answers both the
 * hunting and the tournament lists (spec section 4: activation refreshes both).
 */
export const activateParams = z.object({ id: idParam });
export const activateResponse = z.object({
  data: z.union([comboboostSchema, huntingSchema, huntingTournamentSchema, lootboxSchema]),
  lists: z.object({
    comboboost: z.array(comboboostSchema).optional(),
    hunting: z.array(huntingSchema).optional(),
    tournament: z.array(huntingTournamentSchema).optional(),
    lootbox: z.array(lootboxSchema).optional(),
  }),
});

/** `POST /bonuses/mark-as-seen`: at most 100 bonuses; only those not yet seen change. */
export const markAsSeenRequest = z.object({
  bonuses: z.array(bonusRefSchema).min(1).max(100),
});
export const markAsSeenResponse = z.object({ data: z.object({ changed: z.number().int() }) });

/**
 * `GET /bonuses/promotions` (no sign-in): the live campaigns the promotions page shows to
 * visitors and players alike, without any player's record (`issued` null, user status from
 * the campaign alone).
 */
export const promotionsResponse = z.object({
  data: z.object({
    comboboost: z.array(comboboostSchema),
    freebet: z.array(freebetCampaignSchema),
    hunting: z.array(huntingSchema),
    tournament: z.array(huntingTournamentSchema),
    lootbox: z.array(lootboxSchema),
  }),
});
export type PromotionsWire = z.infer<typeof promotionsResponse>['data'];

/** Stable codes of campaign refusals (activation, promo codes). */
export const BONUS_ERROR_CODES = {
  /** The bonus cannot be activated by this player now (not offered, not eligible, over). */
  notAvailable: 'bonus_not_available',
  /** The bonus is already active for this player. */
  alreadyActive: 'bonus_already_active',
  /** No promo code by that text. */
  unknownPromoCode: 'promo_code_unknown',
  /** The code or its campaign is past its end or switched off. */
  expiredPromoCode: 'promo_code_expired',
  /** Every claim of the code is taken. */
  promoCodeUsedUp: 'promo_code_used_up',
  /** This player claimed the code before. */
  promoCodeClaimed: 'promo_code_already_claimed',
  /** Operator: a promo code of that text exists. */
  promoCodeExists: 'promo_code_exists',
  /** Operator: the campaign has ended (ending again, issuing it). */
  campaignEnded: 'campaign_ended',
} as const;
