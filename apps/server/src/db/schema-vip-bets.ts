// VIP bets (decision 0039): requests for a stake above the max stake, held while a trader
// reviews them. Re-exported by schema.ts. The held stake is a `wager` ledger entry keyed
// `vip:<id>:hold`; a release is a `refund` keyed `vip:<id>:release`; an accepted request points at
// the bet it became.
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
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { ledgerEntries, playerAccounts, players } from './schema-accounts';
import { bets } from './schema-betting';

export const VIP_BET_ROW_STATES = [
  'pending',
  'countered',
  'accepted',
  'rejected',
  'declined',
  'expired',
] as const;
export type VipBetRowState = (typeof VIP_BET_ROW_STATES)[number];

/** One selection as validated at the request (the bet is placed with these). */
export interface VipBetSelectionData {
  matchId: number;
  matchName: string;
  marketTypeId: number;
  specifier: string;
  outcomeId: string;
  marketName: string;
  outcomeName: string;
  /** numeric text, 3 decimals. */
  odds: string;
}

export const vipBets = pgTable(
  'vip_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => playerAccounts.id),
    /** The player's request key: a retry with it answers the same request. */
    requestKey: text('request_key').notNull(),
    payloadHash: text('payload_hash').notNull(),
    currency: text('currency').notNull(),
    type: text('type').$type<'single' | 'combo'>().notNull(),
    status: text('status').$type<VipBetRowState>().notNull(),
    /** The stake asked for, held while the request is open. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Combined odds asked for, scale 4. */
    odds: numeric('odds', { precision: 24, scale: 4 }).notNull(),
    selections: jsonb('selections').$type<VipBetSelectionData[]>().notNull(),
    deviceId: text('device_id').notNull(),
    quick: boolean('quick').notNull().default(false),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    counterStake: bigint('counter_stake', { mode: 'bigint' }),
    counterOdds: numeric('counter_odds', { precision: 24, scale: 4 }),
    counteredAt: instant('countered_at'),
    /** When the current state lapses (review or counter-offer); null once decided. */
    expiresAt: instant('expires_at'),
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id),
    reason: text('reason'),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    uniqueIndex('vip_bets_player_key').on(t.playerId, t.requestKey),
    index('vip_bets_player_created_idx').on(t.playerId, t.createdAt),
    index('vip_bets_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'countered')`),
    check('vip_bets_stake_check', sql`${t.stake} > 0`),
    check(
      'vip_bets_status_check',
      sql.raw(`status in (${VIP_BET_ROW_STATES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
