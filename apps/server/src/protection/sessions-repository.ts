// Betting sessions and activity pings: the only sessions file that speaks SQL.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { activityEvents, ledgerEntries, playerAccounts, sportsbookSessions } from '../db/schema';

export interface BettingSessionRow {
  id: number;
  startedAt: Date;
  continuedAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
}

/** Money moved since a moment, per currency and ledger kind (minor units, signed). */
export interface LedgerSum {
  currency: string;
  kind: string;
  amount: bigint;
}

const columns = {
  id: sportsbookSessions.id,
  startedAt: sportsbookSessions.startedAt,
  continuedAt: sportsbookSessions.continuedAt,
  lastSeenAt: sportsbookSessions.lastSeenAt,
  endedAt: sportsbookSessions.endedAt,
};

export class SessionsRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: SessionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new SessionsRepository(tx as unknown as AppDb)));
  }

  /** Row lock on the player: serialises the session starts, continues and pings of one player. */
  async lockPlayer(playerId: number): Promise<void> {
    await this.db.execute(sql`select id from players where id = ${playerId} for update`);
  }

  /** Sessions last seen since `since` (those that may count towards today), oldest first. */
  seenSince(playerId: number, since: Date): Promise<BettingSessionRow[]> {
    return this.db
      .select(columns)
      .from(sportsbookSessions)
      .where(
        and(eq(sportsbookSessions.playerId, playerId), gte(sportsbookSessions.lastSeenAt, since)),
      )
      .orderBy(sportsbookSessions.startedAt, sportsbookSessions.id);
  }

  async latest(playerId: number): Promise<BettingSessionRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(sportsbookSessions)
      .where(eq(sportsbookSessions.playerId, playerId))
      .orderBy(desc(sportsbookSessions.startedAt), desc(sportsbookSessions.id))
      .limit(1);
    return row ?? null;
  }

  async countStartedSince(playerId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sportsbookSessions)
      .where(
        and(eq(sportsbookSessions.playerId, playerId), gte(sportsbookSessions.startedAt, since)),
      );
    return Number(row?.count ?? 0);
  }

  async insert(playerId: number, now: Date): Promise<BettingSessionRow> {
    const [row] = await this.db
      .insert(sportsbookSessions)
      .values({ playerId, startedAt: now, continuedAt: now, lastSeenAt: now })
      .returning(columns);
    if (!row) throw new Error('betting session insert returned nothing');
    return row;
  }

  /** A sign of life; `continued` also answers the reality check. */
  async touch(id: number, now: Date, continued: boolean): Promise<BettingSessionRow> {
    const [row] = await this.db
      .update(sportsbookSessions)
      .set(continued ? { lastSeenAt: now, continuedAt: now } : { lastSeenAt: now })
      .where(eq(sportsbookSessions.id, id))
      .returning(columns);
    if (!row) throw new Error(`betting session ${id} vanished`);
    return row;
  }

  async end(id: number, now: Date): Promise<void> {
    await this.db
      .update(sportsbookSessions)
      .set({ endedAt: now, lastSeenAt: now })
      .where(eq(sportsbookSessions.id, id));
  }

  async recordActivity(playerId: number, now: Date): Promise<void> {
    await this.db.insert(activityEvents).values({ playerId, createdAt: now });
  }

  /** The player's ledger movements since `since`, summed per currency and kind. */
  async ledgerSince(playerId: number, since: Date): Promise<LedgerSum[]> {
    const rows = await this.db
      .select({
        currency: playerAccounts.currency,
        kind: ledgerEntries.kind,
        amount: sql<string>`sum(${ledgerEntries.amount})::text`,
      })
      .from(ledgerEntries)
      .innerJoin(playerAccounts, eq(playerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(playerAccounts.playerId, playerId),
          gte(ledgerEntries.createdAt, since),
          inArray(ledgerEntries.kind, ['wager', 'win', 'refund', 'cashout']),
        ),
      )
      .groupBy(playerAccounts.currency, ledgerEntries.kind)
      .orderBy(playerAccounts.currency, ledgerEntries.kind);
    return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
  }
}
