// Bonuses: freebets issued to players and the bets that used them. Re-exported by schema.ts.
// A freebet is a stake the operator gives: `amount` minor units of `currency`, usable
// `uses_count` times on bets that fit its odds range, selection count and match status.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';
import { bets } from './schema-betting';
import { bonusCampaigns } from './schema-campaigns';

/** Freebet variants, named as the spec's bonus types (`freebet` is the amb variant). */
export const FREEBET_TYPES = [
  'freebet_only_win',
  'freebet_all_win',
  'freebet_no_risk',
  'freebet',
] as const;
export type FreebetType = (typeof FREEBET_TYPES)[number];

/** Which matches a freebet may be played on: pre-match (0), live (1) or both (null). */
export const freebets = pgTable(
  'freebets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').$type<FreebetType>().notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    minOdds: numeric('min_odds', { precision: 12, scale: 3 }),
    maxOdds: numeric('max_odds', { precision: 12, scale: 3 }),
    selectionCountFrom: smallint('selection_count_from').notNull().default(1),
    selectionCountTo: smallint('selection_count_to'),
    matchStatus: smallint('match_status'),
    usesCount: smallint('uses_count').notNull().default(1),
    timesUsed: smallint('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Who issued it: `operator`, `demo`, or `bet:<id>` for an amb refund. */
    source: text('source').notNull(),
    /** The campaign that issued it (freebet campaign, hunting, tournament, lootbox, progress). */
    campaignId: integer('campaign_id').references(() => bonusCampaigns.id),
    name: text('name'),
    /** Whether the player has seen it (the unseen-bonus popup). */
    seen: boolean('seen').notNull().default(false),
    /**
     * When a newer freebet of the player replaced it: set by the database when one is issued
     * while `bonus_settings.several_active_freebets` is off (decision 0033).
     */
    overriddenAt: instant('overridden_at'),
    /** A boost (lootbox) multiplies the winnings of a bet played with it; null: none. */
    boostMultiplier: numeric('boost_multiplier', { precision: 8, scale: 3 }),
    expiredAt: instant('expired_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('freebets_player_idx').on(t.playerId),
    check('freebets_amount_check', sql`${t.amount} > 0`),
    check('freebets_uses_check', sql`${t.timesUsed} >= 0 and ${t.timesUsed} <= ${t.usesCount}`),
    check(
      'freebets_type_check',
      sql.raw(`type in (${FREEBET_TYPES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

/** One row per bet placed with a freebet, written in the placement's transaction. */
export const freebetUses = pgTable(
  'freebet_uses',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id, { onDelete: 'cascade' }),
    freebetId: bigint('freebet_id', { mode: 'number' })
      .notNull()
      .references(() => freebets.id),
    type: text('type').$type<FreebetType>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('freebet_uses_freebet').on(t.freebetId)],
);

/**
 * The operator's bonus settings: one row (id 1). With `several_active_freebets` off, issuing a
 * freebet replaces the player's other playable freebets (a trigger on `freebets`, so every way
 * a freebet is issued obeys it; decision 0033).
 */
export const bonusSettings = pgTable(
  'bonus_settings',
  {
    id: smallint('id').primaryKey().default(1),
    severalActiveFreebets: boolean('several_active_freebets').notNull().default(true),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('bonus_settings_one_row', sql`${t.id} = 1`)],
);
