// Account restrictions: time-outs (cooling-off, the panic button) and self-exclusions. Rows are
// never updated or deleted: a restriction cannot be lifted early, it ends at `disable_at`.
// Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';

export const RESTRICTION_ROW_TYPES = ['coolingoff', 'selfexclusion'] as const;
export type RestrictionRowType = (typeof RESTRICTION_ROW_TYPES)[number];
export const RESTRICTION_ROW_STRATEGIES = ['timeout', 'panic', 'selfexclusion'] as const;
export type RestrictionRowStrategy = (typeof RESTRICTION_ROW_STRATEGIES)[number];

export const accountRestrictions = pgTable(
  'account_restrictions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').$type<RestrictionRowType>().notNull(),
    strategy: text('strategy').$type<RestrictionRowStrategy>().notNull(),
    /** `24h`, `1w`, `1m`, `6w`, `6m`, `1y`, `5y`. */
    period: text('period').notNull(),
    createdAt: instant('created_at').notNull(),
    disableAt: instant('disable_at').notNull(),
  },
  (t) => [
    index('account_restrictions_player_idx').on(t.playerId, t.disableAt),
    check('account_restrictions_type_check', sql`${t.type} in ('coolingoff', 'selfexclusion')`),
    check(
      'account_restrictions_strategy_check',
      sql`${t.strategy} in ('timeout', 'panic', 'selfexclusion')`,
    ),
    check('account_restrictions_end_check', sql`${t.disableAt} > ${t.createdAt}`),
  ],
);
