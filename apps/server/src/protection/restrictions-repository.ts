// Account restrictions (time-out, self-exclusion, panic): the only restrictions file that speaks
// SQL. Rows are only ever inserted: nothing here lifts a restriction.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  type RestrictionRowStrategy,
  type RestrictionRowType,
  accountRestrictions,
  sessions,
  sportsbookSessions,
} from '../db/schema';

export interface RestrictionRow {
  id: number;
  playerId: number;
  type: RestrictionRowType;
  strategy: RestrictionRowStrategy;
  period: string;
  createdAt: Date;
  disableAt: Date;
}

const columns = {
  id: accountRestrictions.id,
  playerId: accountRestrictions.playerId,
  type: accountRestrictions.type,
  strategy: accountRestrictions.strategy,
  period: accountRestrictions.period,
  createdAt: accountRestrictions.createdAt,
  disableAt: accountRestrictions.disableAt,
};

export class RestrictionsRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: RestrictionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RestrictionsRepository(tx as unknown as AppDb)));
  }

  async insert(row: Omit<RestrictionRow, 'id'>): Promise<RestrictionRow> {
    const [inserted] = await this.db.insert(accountRestrictions).values(row).returning(columns);
    if (!inserted) throw new Error('restriction insert returned nothing');
    return inserted;
  }

  /** Every restriction of the player, newest first (ended ones too: the history). */
  list(playerId: number): Promise<RestrictionRow[]> {
    return this.db
      .select(columns)
      .from(accountRestrictions)
      .where(eq(accountRestrictions.playerId, playerId))
      .orderBy(desc(accountRestrictions.createdAt), desc(accountRestrictions.id));
  }

  /** The player's restrictions still running at `now`. */
  active(playerId: number, now: Date): Promise<RestrictionRow[]> {
    return this.db
      .select(columns)
      .from(accountRestrictions)
      .where(
        and(eq(accountRestrictions.playerId, playerId), gt(accountRestrictions.disableAt, now)),
      );
  }

  /** Signs the player out everywhere. */
  async revokeSessions(playerId: number, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
  }

  /** Ends the player's betting sessions that have not ended. */
  async endBettingSessions(playerId: number, now: Date): Promise<void> {
    await this.db
      .update(sportsbookSessions)
      .set({ endedAt: now, lastSeenAt: sql`greatest(${sportsbookSessions.lastSeenAt}, ${now})` })
      .where(and(eq(sportsbookSessions.playerId, playerId), isNull(sportsbookSessions.endedAt)));
  }
}
