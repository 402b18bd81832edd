// Product lines (decision 0045): launch sessions of providers' games, and the demo provider's
// rounds and stakes. The money itself is in the ledger (`wager` and `win` entries keyed by the
// stake), never here. Re-exported by schema.ts.
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { playerAccounts, players } from './schema-accounts';

/**
 * A launch: the provider's handle on the player's wallet. The token is the capability (the
 * provider never sees the sportsbook's cookies); a visitor's session has no player and no
 * account and only watches.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    token: text('token').primaryKey(),
    provider: text('provider').notNull(),
    app: text('app').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => playerAccounts.id),
    currency: text('currency'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('game_sessions_player_idx').on(t.playerId)],
);

export type GameRoundStatus = 'open' | 'running' | 'settled';

/** A demo provider round: its committed seed, the card it made, and what became of it. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionToken: text('session_token')
      .notNull()
      .references(() => gameSessions.token, { onDelete: 'cascade' }),
    app: text('app').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status').$type<GameRoundStatus>().notNull(),
    createdAt: instant('created_at').notNull(),
    startedAt: instant('started_at'),
    finishesAt: instant('finishes_at'),
    settledAt: instant('settled_at'),
    /** Outcome ids, winner first, written at settlement. */
    result: jsonb('result').$type<string[]>(),
  },
  (t) => [
    index('game_rounds_session_idx').on(t.sessionToken, t.id),
    index('game_rounds_due_idx').on(t.status, t.finishesAt),
  ],
);

/** A stake on a round's outcome; `payout` is written once, at settlement. */
export const gameStakes = pgTable(
  'game_stakes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => playerAccounts.id),
    requestKey: text('request_key').notNull(),
    outcomeId: text('outcome_id').notNull(),
    /** Odds at the 10^4 scale (17160 is 1.716), as the card offered them. */
    oddsScaled: bigint('odds_scaled', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('game_stakes_request_key').on(t.roundId, t.requestKey),
    index('game_stakes_round_idx').on(t.roundId),
  ],
);
