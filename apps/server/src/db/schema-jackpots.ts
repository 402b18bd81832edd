// Jackpots (decision 0029): the operator's jackpots and their levels, each qualifying bet's
// contribution, every draw (seed, number, value: recorded so a hit can be audited) and the hits
// paid through the ledger. Re-exported by schema.ts. Money is bigint minor units of the
// jackpot's currency.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { ledgerEntries, playerAccounts, players } from './schema-accounts';
import { bets } from './schema-betting';

/**
 * A jackpot: which bets qualify (currency, min stake, min odds, bet types), the share of a
 * qualifying cash stake it takes (basis points), and the secret seed of its draws. `status`
 * is the operator's switch: an inactive jackpot takes no contributions and draws nothing.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The operator's stable name of the jackpot (the demo seed finds its own by it). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    contributionBps: integer('contribution_bps').notNull(),
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    minOdds: numeric('min_odds', { precision: 12, scale: 3 }),
    /** Bet types that qualify; empty: every type. */
    betTypes: jsonb('bet_types').$type<string[]>().notNull().default([]),
    seed: text('seed').notNull(),
    createdAt: instant('created_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    uniqueIndex('jackpots_code_key').on(t.code),
    check('jackpots_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('jackpots_share_check', sql`${t.contributionBps} > 0 and ${t.contributionBps} <= 10000`),
  ],
);

/**
 * A level of a jackpot (Mini, Major, Grand): its pool now, the amount it restarts from after a
 * hit, its weight in the split of a contribution, and its must-hit cap. `drawCount` numbers its
 * draws; `forceNextHit` is the operator's test tool (the next qualifying draw hits).
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
    seedAmount: bigint('seed_amount', { mode: 'bigint' }).notNull(),
    poolAmount: bigint('pool_amount', { mode: 'bigint' }).notNull(),
    contributionWeight: integer('contribution_weight').notNull(),
    mustHitBy: bigint('must_hit_by', { mode: 'bigint' }).notNull(),
    drawCount: integer('draw_count').notNull().default(0),
    forceNextHit: boolean('force_next_hit').notNull().default(false),
  },
  (t) => [
    uniqueIndex('jackpot_levels_code_key').on(t.jackpotId, t.code),
    check('jackpot_levels_amounts_check', sql`${t.seedAmount} >= 0 and ${t.poolAmount} >= 0`),
    check('jackpot_levels_cap_check', sql`${t.mustHitBy} > ${t.seedAmount}`),
    check('jackpot_levels_weight_check', sql`${t.contributionWeight} >= 0`),
  ],
);

/** What one bet put into one level; one row per (bet, level), so a bet never contributes twice. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jackpot_contributions_bet_level_key').on(t.betId, t.levelId),
    index('jackpot_contributions_jackpot_idx').on(t.jackpotId),
    check('jackpot_contributions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Every draw of a level, hit or not: the seed and number it was computed from, the value, the
 * chance it had and the pool it was drawn against. One per (level, bet) and per (level, number).
 */
export const jackpotDraws = pgTable(
  'jackpot_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    drawNumber: integer('draw_number').notNull(),
    seed: text('seed').notNull(),
    value: doublePrecision('value').notNull(),
    probability: doublePrecision('probability').notNull(),
    poolBefore: bigint('pool_before', { mode: 'bigint' }).notNull(),
    contribution: bigint('contribution', { mode: 'bigint' }).notNull(),
    forced: boolean('forced').notNull(),
    hit: boolean('hit').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jackpot_draws_level_bet_key').on(t.levelId, t.betId),
    uniqueIndex('jackpot_draws_level_number_key').on(t.levelId, t.drawNumber),
  ],
);

export const JACKPOT_HIT_ROW_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;

/** A hit: paid to the winner through the ledger once (one hit per draw, one entry per hit). */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => jackpotDraws.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => playerAccounts.id),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<(typeof JACKPOT_HIT_ROW_STATUSES)[number]>().notNull(),
    seen: boolean('seen').notNull().default(false),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jackpot_hits_draw_key').on(t.drawId),
    index('jackpot_hits_jackpot_idx').on(t.jackpotId, t.createdAt),
    index('jackpot_hits_player_idx').on(t.playerId, t.createdAt),
    check(
      'jackpot_hits_status_check',
      sql.raw(`status in (${JACKPOT_HIT_ROW_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
