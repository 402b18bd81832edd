// Bonus campaigns (comboboost, freebet, hunting, tournament, lootbox) as the operator runs them,
// and each player's record of one. Re-exported by schema.ts. A freebet a player holds is a row
// of `freebets` (schema-bonuses.ts) that may name the campaign that issued it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';

/** The kinds a campaign runs, named as the spec's bonus types. */
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
export type CampaignTypeColumn = (typeof CAMPAIGN_TYPES)[number];

/** Event conditions as stored: per level, the ids and names a qualifying match must be in. */
export interface StoredEventConditions {
  readonly sport_type: readonly { id: string; name: string }[];
  readonly sport: readonly { id: string; name: string }[];
  readonly category: readonly { id: string; name: string }[];
  readonly tournament: readonly { id: string; name: string }[];
  readonly event: readonly { id: string; name: string }[];
}

/** A campaign's texts in other languages, by language code (`de`): any text left out stays. */
export type StoredCampaignTranslations = Record<
  string,
  { name?: string; description?: string; terms?: string }
>;

/**
 * One campaign. `config` holds what only its kind has (comboboost ranges, freebet amount and
 * bounds, farming rates, tournament prizes, lootbox rules), validated by the operator API's
 * schema of that kind before it is stored. `status` is the operator's switch; `ended_at` is set
 * when the operator ends it (its prizes are then paid).
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<CampaignTypeColumn>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    terms: text('terms').notNull().default(''),
    /** The texts in other languages; the columns above are the default language's. */
    translations: jsonb('translations').$type<StoredCampaignTranslations>().notNull().default({}),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    validFrom: instant('valid_from').notNull(),
    validTo: instant('valid_to'),
    onlyVerified: boolean('only_verified').notNull().default(false),
    /** Alpha-2 codes; empty: every country the site serves. */
    countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
    eventConditions: jsonb('event_conditions').$type<StoredEventConditions>().notNull(),
    /**
     * What makes the campaign the player's: null offers it to every eligible player; a promo
     * code's campaigns carry `promo_code`; `operator` only by the operator issuing it.
     */
    triggerKey: text('trigger_key'),
    /** Uses per player; null: no limit. */
    usesCount: integer('uses_count'),
    /** Whether the player must activate it (POST /bonuses/{id}/activate) before it applies. */
    requiresActivation: boolean('requires_activation').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    /** A tournament's prize pool now (initial pool plus its share of stakes), minor units. */
    poolAmount: bigint('pool_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bannerDesktop: text('banner_desktop'),
    bannerMobile: text('banner_mobile'),
    createdAt: instant('created_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    index('bonus_campaigns_type_idx').on(t.type),
    check(
      'bonus_campaigns_type_check',
      sql.raw(`type in (${CAMPAIGN_TYPES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('bonus_campaigns_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** Stored states of a player's campaign bonus; `expired` and `not_available` are computed. */
export const PLAYER_BONUS_STATES = [
  'available',
  'active',
  'deactivated',
  'bonus_over',
  'overridden',
] as const;
export type PlayerBonusState = (typeof PLAYER_BONUS_STATES)[number];

/**
 * A player's record of one campaign: issued (by the operator, a segment, a promo code) or
 * created when the player activates or first qualifies. The farming columns are hunting,
 * tournament and lootbox progress: stakes and points in minor units and whole points.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    state: text('state').$type<PlayerBonusState>().notNull(),
    timesUsed: integer('times_used').notNull().default(0),
    seen: boolean('seen').notNull().default(false),
    /** `operator`, `segment`, `promo_code:<code>`, `activation`, `qualified`. */
    source: text('source').notNull(),
    currency: text('currency'),
    betsCount: integer('bets_count').notNull().default(0),
    stakeSum: bigint('stake_sum', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** Points not yet turned into a freebet. */
    availablePoints: bigint('available_points', { mode: 'number' }).notNull().default(0),
    /** Points of open qualifying bets, counted when they settle. */
    potentialPoints: bigint('potential_points', { mode: 'number' }).notNull().default(0),
    farmedAmount: bigint('farmed_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    farmedFreebetsCount: integer('farmed_freebets_count').notNull().default(0),
    farmedEventIds: jsonb('farmed_event_ids').$type<number[]>().notNull().default([]),
    /** When `farmed_amount` last grew: a tournament leaderboard ranks ties by who got there first. */
    farmedAt: instant('farmed_at'),
    activatedAt: instant('activated_at'),
    expiredAt: instant('expired_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('player_bonuses_campaign_player').on(t.campaignId, t.playerId),
    index('player_bonuses_player_idx').on(t.playerId),
    check('player_bonuses_uses_check', sql`${t.timesUsed} >= 0`),
    check(
      'player_bonuses_state_check',
      sql.raw(`state in (${PLAYER_BONUS_STATES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
