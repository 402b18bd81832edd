// The only file of loyalty that speaks SQL: levels, status groups, rates, accruals and unlocks
// (schema-loyalty.ts) and the persistent `players.comp_points` field.
import { DB_INT_MAX } from '@sportsbook/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  type StatusGroupSource,
  bonusCampaigns,
  compPointAccruals,
  compPointLevels,
  compPointRates,
  compPointUnlocks,
  loyaltySettings,
  players,
  statusGroups,
} from '../db/schema';

export type CompPointLevelRow = typeof compPointLevels.$inferSelect;
export type CompPointRateRow = typeof compPointRates.$inferSelect;
export type StatusGroupRow = typeof statusGroups.$inferSelect;

export class LoyaltyRepository {
  constructor(private readonly q: DbOrTx) {}

  transaction<T>(work: (repository: LoyaltyRepository) => Promise<T>): Promise<T> {
    return this.q.transaction((tx) => work(new LoyaltyRepository(tx)));
  }

  /**
   * Writes the given defaults once in the life of the database: the first caller inserts them
   * with the settings row, every later call (and a concurrent one) finds the row and does nothing,
   * so an operator's changes are never overwritten.
   */
  async seedDefaultsOnce(
    defaults: {
      levels: readonly { id: string; name: string; min: number; max: number | null }[];
      groups: readonly { id: string; name: string; source: StatusGroupSource }[];
      rates: readonly { currency: string; points: number; perMinorUnits: number }[];
    },
    now: Date,
  ): Promise<boolean> {
    return this.transaction(async (tx) => {
      const claimed = await tx.q
        .insert(loyaltySettings)
        .values({ id: 1, defaultsSeeded: true, seededAt: now })
        .onConflictDoNothing()
        .returning({ id: loyaltySettings.id });
      if (claimed.length === 0) return false;
      await tx.q
        .insert(compPointLevels)
        .values(defaults.levels.map((level) => ({ ...level, updatedAt: now })))
        .onConflictDoNothing();
      await tx.q
        .insert(statusGroups)
        .values(defaults.groups.map((group, position) => ({ ...group, position })))
        .onConflictDoNothing();
      await tx.q
        .insert(compPointRates)
        .values([...defaults.rates])
        .onConflictDoNothing();
      return true;
    });
  }

  levels(): Promise<CompPointLevelRow[]> {
    return this.q.select().from(compPointLevels).orderBy(asc(compPointLevels.min));
  }

  groups(): Promise<StatusGroupRow[]> {
    return this.q
      .select()
      .from(statusGroups)
      .orderBy(asc(statusGroups.position), asc(statusGroups.id));
  }

  /**
   * Creates or changes a status group. A new group without a position goes after the last
   * (computed in the statement, so two concurrent creations both land at the end).
   */
  async putGroup(row: {
    id: string;
    name: string;
    source: StatusGroupSource;
    position: number | undefined;
  }): Promise<StatusGroupRow> {
    const last = sql`(select coalesce(max(${statusGroups.position}), -1) + 1 from ${statusGroups})`;
    const [saved] = await this.q
      .insert(statusGroups)
      .values({ id: row.id, name: row.name, source: row.source, position: row.position ?? last })
      .onConflictDoUpdate({
        target: statusGroups.id,
        set: {
          name: row.name,
          source: row.source,
          ...(row.position === undefined ? {} : { position: row.position }),
        },
      })
      .returning();
    return saved as StatusGroupRow;
  }

  async deleteGroup(id: string): Promise<boolean> {
    const rows = await this.q
      .delete(statusGroups)
      .where(eq(statusGroups.id, id))
      .returning({ id: statusGroups.id });
    return rows.length > 0;
  }

  rates(): Promise<CompPointRateRow[]> {
    return this.q.select().from(compPointRates).orderBy(asc(compPointRates.currency));
  }

  async rate(currency: string): Promise<CompPointRateRow | null> {
    const [row] = await this.q
      .select()
      .from(compPointRates)
      .where(eq(compPointRates.currency, currency));
    return row ?? null;
  }

  async putRate(row: CompPointRateRow): Promise<void> {
    await this.q
      .insert(compPointRates)
      .values(row)
      .onConflictDoUpdate({
        target: compPointRates.currency,
        set: { points: row.points, perMinorUnits: row.perMinorUnits },
      });
  }

  async putLevel(row: Omit<CompPointLevelRow, 'updatedAt'>, now: Date): Promise<void> {
    await this.q
      .insert(compPointLevels)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({
        target: compPointLevels.id,
        set: {
          name: row.name,
          min: row.min,
          max: row.max,
          unlockCampaignId: row.unlockCampaignId,
          updatedAt: now,
        },
      });
  }

  async deleteLevel(id: string): Promise<boolean> {
    const rows = await this.q
      .delete(compPointLevels)
      .where(eq(compPointLevels.id, id))
      .returning({ id: compPointLevels.id });
    return rows.length > 0;
  }

  async campaignExists(id: number): Promise<boolean> {
    const rows = await this.q
      .select({ id: bonusCampaigns.id })
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.id, id));
    return rows.length > 0;
  }

  /** The cash a bet staked: its wager entry in the ledger (0 for a bonus-funded bet). */
  async cashStakeOf(betId: number): Promise<bigint> {
    const rows = (await this.q.execute(
      sql`select (-amount)::text as stake from ledger_entries where idempotency_key = ${`bet:${betId}:wager`}`,
    )) as unknown;
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      stake: string;
    }[];
    return BigInt(list[0]?.stake ?? '0');
  }

  /** Records a bet's points once; null when the bet had its points already. */
  async accrue(row: typeof compPointAccruals.$inferInsert): Promise<number | null> {
    const inserted = await this.q
      .insert(compPointAccruals)
      .values(row)
      .onConflictDoNothing()
      .returning({ betId: compPointAccruals.betId });
    if (inserted.length === 0) return null;
    const [player] = await this.q
      .update(players)
      // The column is an int4: points stop at its top rather than failing the settlement.
      .set({ compPoints: sql`least(${players.compPoints}::bigint + ${row.points}, ${DB_INT_MAX})` })
      .where(eq(players.id, row.playerId))
      .returning({ compPoints: players.compPoints });
    return player?.compPoints ?? null;
  }

  async owe(rows: (typeof compPointUnlocks.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.q.insert(compPointUnlocks).values(rows).onConflictDoNothing();
  }

  owedUnlocks(playerId: number) {
    return this.q
      .select()
      .from(compPointUnlocks)
      .where(and(eq(compPointUnlocks.playerId, playerId), isNull(compPointUnlocks.issuedAt)));
  }

  /** Claims an owed unlock for issuing; false when another caller issued it. */
  async markIssued(playerId: number, levelId: string, now: Date): Promise<boolean> {
    const rows = await this.q
      .update(compPointUnlocks)
      .set({ issuedAt: now })
      .where(
        and(
          eq(compPointUnlocks.playerId, playerId),
          eq(compPointUnlocks.levelId, levelId),
          isNull(compPointUnlocks.issuedAt),
        ),
      )
      .returning({ levelId: compPointUnlocks.levelId });
    return rows.length > 0;
  }

  async releaseIssued(playerId: number, levelId: string): Promise<void> {
    await this.q
      .update(compPointUnlocks)
      .set({ issuedAt: null })
      .where(and(eq(compPointUnlocks.playerId, playerId), eq(compPointUnlocks.levelId, levelId)));
  }

  async pointsOf(playerId: number): Promise<number> {
    const [row] = await this.q
      .select({ points: players.compPoints })
      .from(players)
      .where(eq(players.id, playerId));
    return row?.points ?? 0;
  }
}
