// Limits, betting sessions and activity pings. The only file of these that speaks SQL.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { activityEvents, sportsbookSessions, userLimits } from '../db/schema';

export interface UserLimitRecord {
  type: (typeof userLimits.$inferSelect)['type'];
  status: (typeof userLimits.$inferSelect)['status'];
}

export interface SportsbookSessionRecord {
  id: number;
  startedAt: Date;
  continuedAt: Date;
}

const sessionColumns = {
  id: sportsbookSessions.id,
  startedAt: sportsbookSessions.startedAt,
  continuedAt: sportsbookSessions.continuedAt,
};

export class ActivityRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: ActivityRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ActivityRepository(tx as unknown as AppDb)));
  }

  /** Row lock on the player: serialises session starts of one player. */
  async lockPlayer(playerId: number): Promise<void> {
    await this.db.execute(sql`select id from players where id = ${playerId} for update`);
  }

  async listLimits(playerId: number): Promise<UserLimitRecord[]> {
    return this.db
      .select({ type: userLimits.type, status: userLimits.status })
      .from(userLimits)
      .where(eq(userLimits.playerId, playerId))
      .orderBy(userLimits.id);
  }

  async countSessionsSince(playerId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sportsbookSessions)
      .where(
        and(eq(sportsbookSessions.playerId, playerId), gte(sportsbookSessions.startedAt, since)),
      );
    return Number(row?.count ?? 0);
  }

  async insertSession(playerId: number, now: Date): Promise<SportsbookSessionRecord> {
    const [row] = await this.db
      .insert(sportsbookSessions)
      .values({ playerId, startedAt: now, continuedAt: now })
      .returning(sessionColumns);
    if (!row) throw new Error('sportsbook session insert returned nothing');
    return row;
  }

  async latestSession(playerId: number): Promise<SportsbookSessionRecord | null> {
    const [row] = await this.db
      .select(sessionColumns)
      .from(sportsbookSessions)
      .where(eq(sportsbookSessions.playerId, playerId))
      .orderBy(desc(sportsbookSessions.startedAt), desc(sportsbookSessions.id))
      .limit(1);
    return row ?? null;
  }

  async continueSession(id: number, now: Date): Promise<SportsbookSessionRecord> {
    const [row] = await this.db
      .update(sportsbookSessions)
      .set({ continuedAt: now })
      .where(eq(sportsbookSessions.id, id))
      .returning(sessionColumns);
    if (!row) throw new Error(`sportsbook session ${id} vanished`);
    return row;
  }

  async recordActivity(playerId: number, now: Date): Promise<void> {
    await this.db.insert(activityEvents).values({ playerId, createdAt: now });
  }
}
