// Freebets issued to players and the bets that used them: the only file of bonuses that speaks
// SQL. Consumption is one statement run inside the placement transaction (see decision 0011).
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type FreebetType, freebetUses, freebets, players } from '../db/schema';

export interface FreebetRow {
  id: number;
  playerId: number;
  type: FreebetType;
  currency: string;
  amount: bigint;
  minOdds: string | null;
  maxOdds: string | null;
  selectionCountFrom: number;
  selectionCountTo: number | null;
  matchStatus: number | null;
  usesCount: number;
  timesUsed: number;
  isActive: boolean;
  source: string;
  /** The campaign that issued it; null for a one-off, demo or refund freebet. */
  campaignId: number | null;
  name: string | null;
  seen: boolean;
  /** Scale 3 decimal text, null: no boost. */
  boostMultiplier: string | null;
  /** When a newer freebet replaced it (one active freebet at a time); null: not replaced. */
  overriddenAt: Date | null;
  expiredAt: Date | null;
  createdAt: Date;
}

/** A freebet to issue; campaign, name, seen and boost may be left out (none, unseen). */
export type NewFreebet = Omit<
  FreebetRow,
  | 'id'
  | 'timesUsed'
  | 'isActive'
  | 'campaignId'
  | 'name'
  | 'seen'
  | 'boostMultiplier'
  | 'overriddenAt'
> &
  Partial<Pick<FreebetRow, 'campaignId' | 'name' | 'seen' | 'boostMultiplier'>>;

/** The freebet a bet was placed with. */
export interface FreebetUse {
  betId: number;
  freebetId: number;
  type: FreebetType;
  amount: bigint;
}

export interface FreebetFilter {
  /** Only freebets playable now (active, not expired, a use left). */
  available?: boolean;
  /** The operator's active flag. */
  active?: boolean;
}

/** The columns of a `FreebetRow` (one selection for every reader of freebets). */
export const freebetColumns = {
  id: freebets.id,
  playerId: freebets.playerId,
  type: freebets.type,
  currency: freebets.currency,
  amount: freebets.amount,
  minOdds: freebets.minOdds,
  maxOdds: freebets.maxOdds,
  selectionCountFrom: freebets.selectionCountFrom,
  selectionCountTo: freebets.selectionCountTo,
  matchStatus: freebets.matchStatus,
  usesCount: freebets.usesCount,
  timesUsed: freebets.timesUsed,
  isActive: freebets.isActive,
  source: freebets.source,
  campaignId: freebets.campaignId,
  name: freebets.name,
  seen: freebets.seen,
  boostMultiplier: freebets.boostMultiplier,
  overriddenAt: freebets.overriddenAt,
  expiredAt: freebets.expiredAt,
  createdAt: freebets.createdAt,
};

const playableAt = (now: Date) =>
  and(
    eq(freebets.isActive, true),
    isNull(freebets.overriddenAt),
    or(isNull(freebets.expiredAt), gt(freebets.expiredAt, now)),
    lt(freebets.timesUsed, freebets.usesCount),
  );

export class FreebetRepository {
  constructor(private readonly q: DbOrTx) {}

  async playerIdByEmail(email: string): Promise<number | null> {
    const [row] = await this.q
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, email.toLowerCase()));
    return row?.id ?? null;
  }

  async playerIdById(id: number): Promise<number | null> {
    const [row] = await this.q.select({ id: players.id }).from(players).where(eq(players.id, id));
    return row?.id ?? null;
  }

  async issue(freebet: NewFreebet): Promise<FreebetRow> {
    const [row] = await this.q.insert(freebets).values(freebet).returning(freebetColumns);
    return row as FreebetRow;
  }

  /** Marks the player's freebets seen; answers how many were not seen before. */
  async markSeen(playerId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.q
      .update(freebets)
      .set({ seen: true })
      .where(
        and(
          eq(freebets.playerId, playerId),
          inArray(freebets.id, [...ids]),
          eq(freebets.seen, false),
        ),
      )
      .returning({ id: freebets.id });
    return rows.length;
  }

  /** The player's freebets not yet seen, newest first. */
  async unseen(playerId: number, limit: number): Promise<FreebetRow[]> {
    return (await this.q
      .select(freebetColumns)
      .from(freebets)
      .where(and(eq(freebets.playerId, playerId), eq(freebets.seen, false)))
      .orderBy(desc(freebets.createdAt), desc(freebets.id))
      .limit(limit)) as FreebetRow[];
  }

  async list(
    playerId: number,
    filter: FreebetFilter,
    now: Date,
    page: number,
    limit: number,
  ): Promise<{ rows: FreebetRow[]; total: number }> {
    const where = and(
      eq(freebets.playerId, playerId),
      filter.available === undefined
        ? undefined
        : filter.available
          ? playableAt(now)
          : sql`not (${playableAt(now)})`,
      filter.active === undefined ? undefined : eq(freebets.isActive, filter.active),
    );
    const [rows, [total]] = await Promise.all([
      this.q
        .select(freebetColumns)
        .from(freebets)
        .where(where)
        .orderBy(desc(freebets.createdAt), desc(freebets.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.q.select({ n: count() }).from(freebets).where(where),
    ]);
    return { rows: rows as FreebetRow[], total: total?.n ?? 0 };
  }

  /** The player's freebets playable now, oldest expiry first. */
  async playable(playerId: number, now: Date): Promise<FreebetRow[]> {
    return (await this.q
      .select(freebetColumns)
      .from(freebets)
      .where(and(eq(freebets.playerId, playerId), playableAt(now)))
      .orderBy(sql`${freebets.expiredAt} asc nulls last`, freebets.id)) as FreebetRow[];
  }

  async find(playerId: number, ids: readonly number[]): Promise<FreebetRow[]> {
    if (ids.length === 0) return [];
    return (await this.q
      .select(freebetColumns)
      .from(freebets)
      .where(and(eq(freebets.playerId, playerId), inArray(freebets.id, [...ids])))) as FreebetRow[];
  }

  /**
   * Spends one use of the freebet on a bet and records the bet's use, in one statement. The
   * update re-checks that a use is left under the row's lock, so of concurrent uses of a
   * single-use freebet exactly one finds it. False when none was left (the caller rolls back).
   */
  async consume(use: FreebetUse & { playerId: number }, now: Date): Promise<boolean> {
    const result = await this.q.execute(sql`
      with spent as (
        update freebets set times_used = times_used + 1
        where id = ${use.freebetId} and player_id = ${use.playerId} and is_active
          and overridden_at is null
          and (expired_at is null or expired_at > ${now.toISOString()}::timestamptz)
          and times_used < uses_count
        returning id
      )
      insert into freebet_uses (bet_id, freebet_id, type, amount, created_at)
      select ${use.betId}::bigint, id, ${use.type}, ${use.amount.toString()}::bigint,
        ${now.toISOString()}::timestamptz
      from spent
      returning bet_id`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return rows.length === 1;
  }

  /** Gives a use back (a void or a lost no-risk bet); never below zero. */
  async giveBack(freebetId: number): Promise<void> {
    await this.q
      .update(freebets)
      .set({ timesUsed: sql`${freebets.timesUsed} - 1` })
      .where(and(eq(freebets.id, freebetId), gt(freebets.timesUsed, 0)));
  }

  async usesOf(betIds: readonly number[]): Promise<Map<number, FreebetUse>> {
    if (betIds.length === 0) return new Map();
    const rows = await this.q
      .select({
        betId: freebetUses.betId,
        freebetId: freebetUses.freebetId,
        type: freebetUses.type,
        amount: freebetUses.amount,
      })
      .from(freebetUses)
      .where(inArray(freebetUses.betId, [...betIds]));
    return new Map(rows.map((row) => [row.betId, row as FreebetUse]));
  }
}
