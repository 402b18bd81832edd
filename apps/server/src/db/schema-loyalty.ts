// Loyalty (decision 0030): comp-point levels and status groups as the operator defines them,
// the rate at which settled stakes earn points, each bet's accrual (once per bet) and the
// unlocks issued when a player reaches a level. Re-exported by schema.ts. The player's points
// are the persistent `players.comp_points` field.
import { STATUS_GROUP_SOURCES, type StatusGroupSource } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';
import { bets } from './schema-betting';
import { bonusCampaigns } from './schema-campaigns';

/**
 * A comp-point level: inclusive min and max points (max null for the open top level) and the
 * campaign a player is issued on reaching it (null: none).
 */
export const compPointLevels = pgTable(
  'comp_point_levels',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    min: integer('min').notNull(),
    max: integer('max'),
    unlockCampaignId: integer('unlock_campaign_id').references(() => bonusCampaigns.id, {
      onDelete: 'set null',
    }),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    check(
      'comp_point_levels_range_check',
      sql`${t.min} >= 0 and (${t.max} is null or ${t.max} >= ${t.min})`,
    ),
  ],
);

// What a status group lists (the operator's calls validate it against the same list).
export { STATUS_GROUP_SOURCES, type StatusGroupSource } from '@sportsbook/contract';

export const statusGroups = pgTable(
  'status_groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
    source: text('source').$type<StatusGroupSource>().notNull(),
  },
  () => [
    check(
      'status_groups_source_check',
      sql.raw(`source in (${STATUS_GROUP_SOURCES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

/** Points per `per_minor_units` of settled stake in a currency; none: stakes in it earn none. */
export const compPointRates = pgTable(
  'comp_point_rates',
  {
    currency: text('currency').primaryKey(),
    points: integer('points').notNull(),
    perMinorUnits: bigint('per_minor_units', { mode: 'number' }).notNull(),
  },
  (t) => [check('comp_point_rates_check', sql`${t.points} >= 0 and ${t.perMinorUnits} > 0`)],
);

/** One row: whether the default levels, groups and rates were written (never again after). */
export const loyaltySettings = pgTable('loyalty_settings', {
  id: smallint('id').primaryKey(),
  defaultsSeeded: boolean('defaults_seeded').notNull().default(true),
  seededAt: instant('seeded_at').notNull(),
});

/** The points a settled bet earned: the primary key makes it once per bet. */
export const compPointAccruals = pgTable('comp_point_accruals', {
  betId: bigint('bet_id', { mode: 'number' })
    .primaryKey()
    .references(() => bets.id, { onDelete: 'cascade' }),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  points: integer('points').notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * A level's unlock owed to a player: at most once per (player, level). Written in the
 * settlement that reached the level; `issuedAt` is set once the campaign was issued after the
 * commit (null: still owed, issued with the player's next settlement).
 */
export const compPointUnlocks = pgTable(
  'comp_point_unlocks',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    levelId: text('level_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    createdAt: instant('created_at').notNull(),
    issuedAt: instant('issued_at'),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.levelId] })],
);
