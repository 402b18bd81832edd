// Player limits (decision 0022): one row per limit with its enforced amount and pending change,
// and the append-only history of every change. Re-exported by schema.ts.
import {
  LIMIT_CHANGE_ACTIONS,
  type LIMIT_PERIODS,
  SETTABLE_LIMIT_TYPES,
  USER_LIMIT_STATUSES,
} from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const playerLimits = pgTable(
  'player_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof SETTABLE_LIMIT_TYPES)[number]>().notNull(),
    /** Money limits: day, week or month; null for time limits. */
    period: text('period').$type<(typeof LIMIT_PERIODS)[number]>(),
    /** Money limits: the currency of `amount`; null for time limits. */
    currency: text('currency'),
    /** `type:period:currency`: one limit in force per scope and player. */
    scope: text('scope').notNull(),
    /** Minor units (money) or minutes (time): the amount enforced. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<(typeof USER_LIMIT_STATUSES)[number]>().notNull(),
    /** The pending change: requested_at set means one is pending; amount null means removal. */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingRequestedAt: instant('pending_requested_at'),
    pendingEffectiveAt: instant('pending_effective_at'),
    pendingConfirmUntil: instant('pending_confirm_until'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('player_limits_scope_key')
      .on(t.playerId, t.scope)
      .where(sql`${t.status} not in ('confirmed_disabled', 'disabled')`),
    check('player_limits_type_check', inList('type', SETTABLE_LIMIT_TYPES)),
    check('player_limits_status_check', inList('status', USER_LIMIT_STATUSES)),
    check('player_limits_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Append-only: every set, tightening, request, confirmation and lapse of a limit. */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    limitId: integer('limit_id')
      .notNull()
      .references(() => playerLimits.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    action: text('action').$type<(typeof LIMIT_CHANGE_ACTIONS)[number]>().notNull(),
    fromAmount: bigint('from_amount', { mode: 'number' }),
    toAmount: bigint('to_amount', { mode: 'number' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('player_limit_changes_player_idx').on(t.playerId, t.id),
    check('player_limit_changes_action_check', inList('action', LIMIT_CHANGE_ACTIONS)),
  ],
);
