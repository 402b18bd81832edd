// Betting: placed bets (with their placement request keys), their selections, the append-only
// history of every bet change after placement, and share codes. Re-exported by schema.ts (the one schema of drizzle-kit).
// Money is bigint minor units of the bet's account currency; odds are exact numerics.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { matches } from './schema-catalog';

export const BET_ROW_STATUSES = [
  'waiting_results',
  'ready_to_process',
  'done',
  'cashed_out',
  'cancelled',
  'cashout_in_progress',
] as const;
export type BetRowStatus = (typeof BET_ROW_STATUSES)[number];

export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => playerAccounts.id),
    /**
     * The placement request's Idempotency-Key (decision 0064; the key of its own, `~…`, of a
     * request sent without one): every bet of one request carries it, with its position in the
     * request. Unique per player and position, so two requests never share a key: each has a
     * bet at position 0.
     */
    requestKey: text('request_key').notNull(),
    /** SHA-256 of the request's canonical payload: a retry with another payload is refused. */
    payloadHash: text('payload_hash').notNull(),
    /** Position of the bet in its placement request. */
    requestIndex: smallint('request_index').notNull(),
    currency: text('currency').notNull(),
    type: text('type').$type<'single' | 'combo' | 'system' | 'custom'>().notNull(),
    status: text('status').$type<BetRowStatus>().notNull(),
    result: text('result').notNull().default('no_results'),
    /** Stake per bet (per combination for a system), after partial cash-outs. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The stake at placement. */
    placedStake: bigint('placed_stake', { mode: 'bigint' }).notNull(),
    /** Combined odds at placement (a system's best combination), scale 4. */
    odds: numeric('odds', { precision: 24, scale: 4 }).notNull(),
    customOdds: numeric('custom_odds', { precision: 12, scale: 3 }),
    /** k and n of a k/n system. */
    systemWinCount: smallint('system_win_count'),
    systemSize: smallint('system_size'),
    winAmount: bigint('win_amount', { mode: 'bigint' }),
    cashedOutAmount: bigint('cashed_out_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    autoCashoutTarget: bigint('auto_cashout_target', { mode: 'bigint' }),
    quick: boolean('quick').notNull().default(false),
    deviceId: text('device_id').notNull(),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    index('bets_player_created_idx').on(t.playerId, t.createdAt),
    index('bets_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('waiting_results', 'ready_to_process')`),
    uniqueIndex('bets_request_key').on(t.playerId, t.requestKey, t.requestIndex),
    check('bets_stake_check', sql`${t.stake} >= 0 and ${t.placedStake} > 0`),
    check(
      'bets_status_check',
      sql.raw(`status in (${BET_ROW_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

export const betSelections = pgTable(
  'bet_selections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    marketTypeId: integer('market_type_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    marketName: text('market_name').notNull(),
    outcomeName: text('outcome_name').notNull(),
    odds: numeric('odds', { precision: 12, scale: 3 }).notNull(),
    /** open, win, lose, void, half_win, half_lose, cancelled. */
    status: text('status').notNull().default('open'),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('bet_selections_bet_position').on(t.betId, t.position),
    index('bet_selections_open_line_idx')
      .on(t.matchId, t.marketTypeId, t.specifier)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Append-only history of every bet change (a trigger refuses UPDATE and DELETE): placement,
 * selection results, settlement, cash-outs, auto cash-out rules. `cause` says who did it
 * (`player`, `feed`, `auto_cashout`); money moves name their ledger entry.
 */
export const betEvents = pgTable(
  'bet_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    kind: text('kind').notNull(),
    cause: text('cause').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('bet_events_bet_idx').on(t.betId)],
);

/** Shared slips: the bets as sent (selections and stakes), in the sharer's currency. */
export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
  bets: jsonb('bets').$type<unknown[]>().notNull(),
  createdAt: instant('created_at').notNull(),
});
