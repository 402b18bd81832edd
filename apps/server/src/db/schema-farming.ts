// Farming (hunting, tournament, lootbox): each bet's part in a campaign, and a tournament's
// prizes. Re-exported by schema.ts. The player's running totals are `player_bonuses` columns.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';
import { bets } from './schema-betting';
import { freebets } from './schema-bonuses';
import { bonusCampaigns } from './schema-campaigns';

/**
 * A qualifying bet's part in one farming campaign, written once when the bet is placed (the key
 * makes a retry a no-op) and settled once with the bet (`settled_at` set under the bet's lock).
 * `points` are what it farmed; `pool_share` what it added to a tournament's pool.
 */
export const farmingBets = pgTable(
  'farming_bets',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    potentialPoints: bigint('potential_points', { mode: 'number' }).notNull(),
    /** The bet's events (match ids): a lootbox farms each once. */
    eventIds: jsonb('event_ids').$type<number[]>().notNull(),
    /** Whether the player chose this campaign as the bet's bonus. */
    chosen: text('chosen').$type<'bonus' | 'auto'>().notNull(),
    poolShare: bigint('pool_share', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    placedAt: instant('placed_at').notNull(),
    /** `counted` (won or lost) or `void`; null while the bet is open. */
    outcome: text('outcome').$type<'counted' | 'void'>(),
    points: bigint('points', { mode: 'number' }),
    settledAt: instant('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.campaignId] }),
    index('farming_bets_campaign_player_idx').on(t.campaignId, t.playerId),
    check(
      'farming_bets_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('counted', 'void')`,
    ),
  ],
);

/** A tournament's prize of one position, paid once when the tournament ends (as a freebet). */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    farmedAmount: bigint('farmed_amount', { mode: 'bigint' }).notNull(),
    freebetId: bigint('freebet_id', { mode: 'number' }).references(() => freebets.id),
    paidAt: instant('paid_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.position] }),
    check('tournament_prizes_amount_check', sql`${t.amount} >= 0`),
  ],
);
