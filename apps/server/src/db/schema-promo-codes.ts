// Promo codes: a code stands for one campaign; each player claims it at most once. Re-exported
// by schema.ts. The unique (code, player) claim is what keeps 50 concurrent claims of one player
// to one issue (decision 0026).
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { sql } from 'drizzle-orm';
import { players } from './schema-accounts';
import { bonusCampaigns } from './schema-campaigns';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Upper-case; players type it in any case. */
    code: text('code').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    /** Claims over all players; null: no cap. */
    maxClaims: integer('max_claims'),
    claims: integer('claims').notNull().default(0),
    validTo: instant('valid_to'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(t.code),
    index('promo_codes_campaign_idx').on(t.campaignId),
    check('promo_codes_claims_check', sql`${t.claims} >= 0`),
  ],
);

/** One row per player who claimed a code, written in the claim's transaction. */
export const promoCodeClaims = pgTable(
  'promo_code_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The freebet the claim issued (freebet campaigns). */
    freebetId: bigint('freebet_id', { mode: 'number' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('promo_code_claims_code_player').on(t.promoCodeId, t.playerId)],
);
