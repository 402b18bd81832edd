// The campaign bonus a bet was placed with (comboboost, hunting, tournament, lootbox), and each
// player's freebet progress. Re-exported by schema.ts. A freebet staking a bet is recorded in
// `freebet_uses` (schema-bonuses.ts), not here.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';
import { bets } from './schema-betting';
import { bonusCampaigns } from './schema-campaigns';

/** The campaign bonus kinds a bet takes part in by itself (a freebet stakes it instead). */
export const BET_CAMPAIGN_BONUS_TYPES = ['comboboost', 'hunting', 'tournament', 'lootbox'] as const;
export type BetCampaignBonusType = (typeof BET_CAMPAIGN_BONUS_TYPES)[number];

/**
 * One row per bet placed with a campaign bonus, written in the placement's transaction. A
 * comboboost keeps the bonus odds it was placed at: settlement pays with them, whatever the
 * campaign says later.
 */
export const betBonuses = pgTable(
  'bet_bonuses',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').$type<BetCampaignBonusType>().notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    /** A comboboost's bonus odds; null for the other kinds. */
    bonusOdds: numeric('bonus_odds', { precision: 8, scale: 3 }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('bet_bonuses_campaign_idx').on(t.campaignId, t.playerId),
    check(
      'bet_bonuses_type_check',
      sql.raw(`type in (${BET_CAMPAIGN_BONUS_TYPES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

/**
 * A player's progress in a freebet campaign with progress ranges: qualifying bets counted and
 * freebets issued so far (both only grow; the freebets themselves are rows of `freebets`).
 */
export const freebetProgress = pgTable(
  'freebet_progress',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    betsCount: integer('bets_count').notNull().default(0),
    freebetsIssued: integer('freebets_issued').notNull().default(0),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.playerId] }),
    check('freebet_progress_counts_check', sql`${t.betsCount} >= 0 and ${t.freebetsIssued} >= 0`),
  ],
);
