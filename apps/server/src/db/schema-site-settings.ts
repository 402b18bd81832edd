// Site settings (decision 0043): the operator's overrides of the registry's defaults, the audit
// trail of every change, and which terms version each player accepted. Re-exported by schema.ts.
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';

/** One row per overridden setting; a setting without a row has its environment default. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedBy: text('updated_by').notNull(),
});

/** Append-only: who changed which setting when, from what to what (null: the default). */
export const siteSettingChanges = pgTable(
  'site_setting_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    oldValue: jsonb('old_value').$type<unknown>(),
    newValue: jsonb('new_value').$type<unknown>(),
    changedBy: text('changed_by').notNull(),
    changedAt: instant('changed_at').notNull(),
  },
  (t) => [index('site_setting_changes_key_idx').on(t.key, t.id)],
);

/** Each terms version a player accepted, and when. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.version] }),
    index('terms_acceptances_player_idx').on(t.playerId, t.acceptedAt),
  ],
);
