// Favourites (decision 0035): what each player starred. Re-exported by schema.ts. A row is kept
// when its item is unstarred (`active` false) so it still holds the order of the last request
// about the item: a late request of the same session cannot undo a newer one.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';

export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** match, league, sport or competitor (the contract's FAVOURITE_TYPES). */
    type: text('type').notNull(),
    /** Id of the match, tournament, sport or competitor (not a foreign key: four tables). */
    itemId: integer('item_id').notNull(),
    active: boolean('active').notNull(),
    /** Session (hashed token id) of the last applied request, and the order it sent. */
    sessionId: text('session_id'),
    seq: bigint('seq', { mode: 'number' }),
    /** When the item was last starred (the list is newest first). */
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('favourites_player_type_item_key').on(t.playerId, t.type, t.itemId),
    index('favourites_player_type_active_idx').on(t.playerId, t.type, t.active, t.createdAt),
    check('favourites_type_check', sql`${t.type} in ('match', 'league', 'sport', 'competitor')`),
  ],
);
