// The wire shapes of every bonus kind (spec sections 1, 3, 4 and 9): what the player's bonus
// lists, details and the slip's applicable-bonus call carry. Endpoint groups live beside the
// service that answers them (`endpoints.ts` and the kind's own file); these shapes are shared.
import { z } from 'zod';
import { BET_BONUS_TYPES, betBonusTypeSchema } from '../betting/enums';
import { plainText } from '../common';
import { minorUnitsSchema } from '../platform/headers';
import { freebetSchema } from './freebets';

/** Bonus types of spec section 9 (one list: the betting contract's). */
export const BONUS_TYPES = BET_BONUS_TYPES;
export const bonusTypeSchema = betBonusTypeSchema;
export type BonusTypeWire = z.infer<typeof bonusTypeSchema>;

/** The kinds a campaign runs (a jackpot is not a campaign; freebets are issued rows). */
export const CAMPAIGN_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'tournament',
  'lootbox',
] as const;
export const campaignTypeSchema = z.enum(CAMPAIGN_TYPES);
export type CampaignType = z.infer<typeof campaignTypeSchema>;

/** The list segment of each kind in paths: `/bonuses/{segment}`. */
export const BONUS_LIST_SEGMENTS = {
  comboboost: 'comboboosts',
  freebet: 'freebets',
  hunting: 'huntings',
  tournament: 'tournaments',
  lootbox: 'lootboxes',
} as const;
export type BonusListKind = keyof typeof BONUS_LIST_SEGMENTS;
export const BONUS_LIST_KINDS = Object.keys(BONUS_LIST_SEGMENTS) as BonusListKind[];

/**
 * Bonus statuses of spec section 4: `available` the player may activate it; `active` in force;
 * `not_available` the player does not qualify (country, verification, conditions);
 * `deactivated` switched off by the operator; `bonus_over` every use spent or the programme's
 * pool gone; `expired` past its end; `overridden` replaced by a newer bonus of the same kind;
 * `unknown` a state this version does not know.
 */
export const BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
export const bonusStatusSchema = z.enum(BONUS_STATUSES);
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

/** The user bonus status of spec section 3 (is it for this player now). */
export const USER_BONUS_STATUSES = ['available', 'active', 'not_available'] as const;
export const userBonusStatusSchema = z.enum(USER_BONUS_STATUSES);

/** Provider and bonus-activity states (spec section 4): the operator's on/off switch. */
export const BONUS_ACTIVITY_STATES = ['active', 'inactive'] as const;
export const bonusActivitySchema = z.enum(BONUS_ACTIVITY_STATES);

const namedRef = z.object({ id: z.string(), name: z.string() });

/**
 * Event conditions (spec section 3): a bet qualifies when each selection's match is in one of
 * the listed sport types, sports, categories, tournaments or events; an empty list does not
 * restrict.
 */
export const eventConditionsSchema = z.object({
  sport_type: z.array(namedRef),
  sport: z.array(namedRef),
  category: z.array(namedRef),
  tournament: z.array(namedRef),
  event: z.array(namedRef),
});
export type EventConditions = z.infer<typeof eventConditionsSchema>;
export const NO_EVENT_CONDITIONS: EventConditions = {
  sport_type: [],
  sport: [],
  category: [],
  tournament: [],
  event: [],
};

/** Banner images of a promotion card, desktop and mobile (URLs or site paths). */
export const bannersSchema = z.object({
  desktop: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** The player's own record of a campaign bonus (spec section 3 "issued"). */
export const issuedBonusSchema = z.object({
  times_used: z.number().int(),
  activated_at: z.string().nullable(),
  expired_at: z.string().nullable(),
  seen: z.boolean(),
  computed_status: bonusStatusSchema,
});
export type IssuedBonus = z.infer<typeof issuedBonusSchema>;

/** What every campaign bonus carries, whatever its kind. */
const campaignBase = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The operator's on/off switch. */
  status: bonusActivitySchema,
  /** Whether this player may take part now. */
  user_status: userBonusStatusSchema,
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  only_verified: z.boolean(),
  /** ISO 3166 alpha-2 codes the bonus is offered in; empty: everywhere it is legal. */
  country_codes: z.array(z.string()),
  event_conditions: eventConditionsSchema,
  /** Uses per player; null: no limit. */
  uses_count: z.number().int().nullable(),
  banners: bannersSchema,
  /** The player's record, null until the bonus is issued to or activated by the player. */
  issued: issuedBonusSchema.nullable(),
};

/** A comboboost range: combos of min_count..max_count selections get `bonus_odds`. */
export const comboboostRangeSchema = z.object({
  min_count: z.number().int().min(2),
  max_count: z.number().int().min(2).nullable(),
  bonus_odds: z.number(),
});

/** Comboboost (spec section 3): the winnings of a qualifying combo are boosted. */
export const comboboostSchema = z.object({
  ...campaignBase,
  type: z.literal('comboboost'),
  /** The least price each selection must have. */
  min_odds: z.number().nullable(),
  ranges: z.array(comboboostRangeSchema),
  trigger_key: z.string().nullable(),
});
export type ComboboostWire = z.infer<typeof comboboostSchema>;

/** Farming stats of hunting, tournament and lootbox (spec section 3). Money in minor units. */
export const farmingStatsSchema = z.object({
  avg_stake: minorUnitsSchema,
  bets_count: z.number().int(),
  points: z.number(),
  available_points: z.number(),
  potential_points: z.number(),
  potential_freebet_amount: minorUnitsSchema,
  initial_pool: minorUnitsSchema.nullable(),
  currency: z.string(),
});
export type FarmingStats = z.infer<typeof farmingStatsSchema>;

const farmingBase = {
  ...campaignBase,
  min_odds: z.number().nullable(),
  farming: farmingStatsSchema.nullable(),
};

/** Hunting: qualifying bets farm points that turn into a freebet. */
export const huntingSchema = z.object({ ...farmingBase, type: z.literal('hunting') });
export type HuntingWire = z.infer<typeof huntingSchema>;

/** Hunting tournament: a leaderboard by farmed amount and a prize pool. */
export const huntingTournamentSchema = z.object({
  ...farmingBase,
  type: z.literal('tournament'),
  /** The prize pool now, minor units of `farming.currency` (initial pool plus what it grew). */
  pool_amount: minorUnitsSchema,
});
export type HuntingTournamentWire = z.infer<typeof huntingTournamentSchema>;

/** Lootbox: farm once per event; farmed freebets can boost others. */
export const lootboxSchema = z.object({
  ...farmingBase,
  type: z.literal('lootbox'),
  farm_once_per_event: z.boolean(),
  farming_freebet_type: z.enum(['freebet_only_win', 'freebet_all_win', 'freebet_no_risk']),
  show_in_promotion: z.boolean(),
  farmed_event_ids: z.array(z.number().int()),
  used_in_bets: z.array(z.number().int()),
  freebets_to_boost: z.array(z.string()),
});
export type LootboxWire = z.infer<typeof lootboxSchema>;

/** Any campaign bonus as a list or detail answer carries it (discriminated on `type`). */
export const campaignBonusSchema = z.discriminatedUnion('type', [
  comboboostSchema,
  huntingSchema,
  huntingTournamentSchema,
  lootboxSchema,
]);
export type CampaignBonusWire = z.infer<typeof campaignBonusSchema>;

/** Freebet progress (spec section 3): N qualifying bets earn M freebets. */
export const freebetProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['freebet_only_win', 'freebet_all_win', 'freebet_no_risk']),
  progress_count: z.number().int(),
  possible_progress_count: z.number().int(),
  stake_currency: z.string(),
  min_stake: minorUnitsSchema,
  issue_to: z.string().nullable(),
  ranges: z.array(
    z.object({
      number_of_bets: z.number().int(),
      number_of_freebets: z.number().int(),
      issued_bonus_amount: minorUnitsSchema,
    }),
  ),
});
export type FreebetProgressWire = z.infer<typeof freebetProgressSchema>;

/** A row of a hunting tournament's leaderboard (spec section 3). */
export const leaderboardRowSchema = z.object({
  position: z.number().int(),
  current_user: z.boolean(),
  /** Masked, e.g. `jo***@ex***.com`. */
  email: z.string(),
  farmed_amount: minorUnitsSchema,
  currency_code: z.string(),
  farmed_freebets_count: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** The bonus id and type a list item or mark-as-seen request names. */
export const bonusRefSchema = z.object({
  id: plainText(z.string().max(40)),
  type: bonusTypeSchema,
});

/** Every bonus of the player, grouped by kind (GET /bonuses). */
export const bonusesByKindSchema = z.object({
  comboboost: z.array(comboboostSchema),
  freebet: z.array(freebetSchema),
  hunting: z.array(huntingSchema),
  tournament: z.array(huntingTournamentSchema),
  lootbox: z.array(lootboxSchema),
});
export type BonusesByKind = z.infer<typeof bonusesByKindSchema>;
