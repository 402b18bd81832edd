// Embedded mode (decision 0042): one-time codes that hand a player signed in on the operator's
// platform over to the sportsbook frame. Re-exported by schema.ts. Only the code's hash is kept,
// so a database read does not give anyone a way in.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { players } from './schema-accounts';
import { instant } from './schema-columns';

export const embedHandOverCodes = pgTable(
  'embed_hand_over_codes',
  {
    /** SHA-256 of the code, hex. */
    codeHash: text('code_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Set once, by the exchange that wins; a used code never signs in again. */
    usedAt: instant('used_at'),
  },
  (t) => [index('embed_hand_over_codes_expires_idx').on(t.expiresAt)],
);
