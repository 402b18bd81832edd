// Predictions (decision 0040): one row per player and vote ("Who wins?" of a match), changed in
// place while the vote is open. Re-exported by schema.ts.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';
import { matches } from './schema-catalog';

export const predictionVotes = pgTable(
  'prediction_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `match:<match id>` (the contract's prediction_id). */
    predictionId: text('prediction_id').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** home, draw or away. */
    choice: text('choice').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    // One vote per player per prediction: concurrent posts meet here and update one row.
    uniqueIndex('prediction_votes_player_idx').on(t.predictionId, t.playerId),
    index('prediction_votes_count_idx').on(t.predictionId, t.choice),
  ],
);
