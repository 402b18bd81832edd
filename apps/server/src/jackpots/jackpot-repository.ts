// The only file of jackpots that speaks SQL: jackpots and levels, contributions, draws and hits
// (schema-jackpots.ts). Money is bigint minor units.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fixedSelect } from '../db/fixed-statement';
import {
  jackpotContributions,
  jackpotDraws,
  jackpotHits,
  jackpotLevels,
  jackpots,
} from '../db/schema';

export type JackpotRow = typeof jackpots.$inferSelect;
export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;
export type NewJackpot = Omit<typeof jackpots.$inferInsert, 'id'>;
export type NewJackpotLevel = Omit<typeof jackpotLevels.$inferInsert, 'id' | 'jackpotId'>;

export interface JackpotWithLevels {
  jackpot: JackpotRow;
  levels: JackpotLevelRow[];
}

/** A hit with the names and draw it needs on the wire. */
export interface HitView {
  id: number;
  jackpotId: number;
  jackpotName: string;
  levelCode: string;
  levelName: string;
  playerId: number;
  betId: number;
  amount: bigint;
  currency: string;
  status: (typeof jackpotHits.$inferSelect)['status'];
  seen: boolean;
  ledgerEntryId: number | null;
  createdAt: Date;
  draw: {
    id: number;
    number: number;
    seed: string;
    value: number;
    probability: number;
    poolBefore: bigint;
    contribution: bigint;
    forced: boolean;
  };
}

export interface HitFilter {
  jackpotId?: number;
  playerId?: number;
  status?: HitView['status'];
  unseen?: boolean;
  limit: number;
}

// Read with every placement batch (`activeJackpots`): built once, prepared on each connection
// (decision 0082). `= any(array)` keeps one text for any number of currencies.
const ACTIVE_JACKPOTS = fixedSelect<{ currencies: string[] }, JackpotRow>((select, value) =>
  select
    .select()
    .from(jackpots)
    .where(
      and(
        eq(jackpots.status, 'active'),
        sql`${jackpots.currency} = any(${value('currencies')}::text[])`,
      ),
    )
    .orderBy(asc(jackpots.id)),
);

const LEVELS_OF_JACKPOTS = fixedSelect<{ ids: number[] }, JackpotLevelRow>((select, value) =>
  select
    .select()
    .from(jackpotLevels)
    .where(sql`${jackpotLevels.jackpotId} = any(${value('ids')}::int[])`)
    .orderBy(asc(jackpotLevels.position), asc(jackpotLevels.id)),
);

/** Each jackpot with its levels, in the levels' order. */
function withLevels(rows: JackpotRow[], levels: JackpotLevelRow[]): JackpotWithLevels[] {
  return rows.map((jackpot) => ({
    jackpot,
    levels: levels.filter((level) => level.jackpotId === jackpot.id),
  }));
}

export class JackpotRepository {
  constructor(private readonly q: DbOrTx) {}

  transaction<T>(work: (repository: JackpotRepository) => Promise<T>): Promise<T> {
    return this.q.transaction((tx) => work(new JackpotRepository(tx)));
  }

  async insertJackpot(jackpot: NewJackpot, levels: readonly NewJackpotLevel[]): Promise<number> {
    const [row] = await this.q.insert(jackpots).values(jackpot).returning({ id: jackpots.id });
    const id = (row as { id: number }).id;
    await this.q.insert(jackpotLevels).values(levels.map((level) => ({ ...level, jackpotId: id })));
    return id;
  }

  async jackpotIdByCode(code: string): Promise<number | null> {
    const [row] = await this.q
      .select({ id: jackpots.id })
      .from(jackpots)
      .where(eq(jackpots.code, code));
    return row?.id ?? null;
  }

  /** Jackpots with their levels (by position); `activeOnly`: those switched on. */
  async list(filter: { ids?: number[]; activeOnly?: boolean } = {}) {
    const rows = await this.q
      .select()
      .from(jackpots)
      .where(
        and(
          filter.ids ? inArray(jackpots.id, filter.ids) : undefined,
          filter.activeOnly ? eq(jackpots.status, 'active') : undefined,
        ),
      )
      .orderBy(asc(jackpots.id));
    if (rows.length === 0) return [];
    const levels = await this.q
      .select()
      .from(jackpotLevels)
      .where(
        inArray(
          jackpotLevels.jackpotId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(jackpotLevels.position), asc(jackpotLevels.id));
    return withLevels(rows, levels);
  }

  /** The active jackpots in these currencies with their levels (by position), as `list`. */
  async listActive(currencies: readonly string[]): Promise<JackpotWithLevels[]> {
    const rows = await ACTIVE_JACKPOTS.run(this.q, { currencies: [...currencies] });
    if (rows.length === 0) return [];
    const levels = await LEVELS_OF_JACKPOTS.run(this.q, { ids: rows.map((r) => r.id) });
    return withLevels(rows, levels);
  }

  /** Locks the jackpots' levels for a contribution (row locks in id order: no deadlock). */
  async lockLevels(jackpotIds: readonly number[]): Promise<JackpotLevelRow[]> {
    return this.q
      .select()
      .from(jackpotLevels)
      .where(inArray(jackpotLevels.jackpotId, [...jackpotIds]))
      .orderBy(asc(jackpotLevels.id))
      .for('update');
  }

  async updateLevel(
    id: number,
    values: { poolAmount: bigint; drawCount: number; forceNextHit: boolean },
  ): Promise<void> {
    await this.q.update(jackpotLevels).set(values).where(eq(jackpotLevels.id, id));
  }

  async setStatus(id: number, status: 'active' | 'inactive', now: Date): Promise<boolean> {
    const rows = await this.q
      .update(jackpots)
      .set({ status, endedAt: status === 'inactive' ? now : null })
      .where(eq(jackpots.id, id))
      .returning({ id: jackpots.id });
    return rows.length > 0;
  }

  async forceNextHit(jackpotId: number, code: string): Promise<boolean> {
    const rows = await this.q
      .update(jackpotLevels)
      .set({ forceNextHit: true })
      .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.code, code)))
      .returning({ id: jackpotLevels.id });
    return rows.length > 0;
  }

  async insertContributions(rows: (typeof jackpotContributions.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.q.insert(jackpotContributions).values(rows);
  }

  async insertDraws(
    rows: (typeof jackpotDraws.$inferInsert)[],
  ): Promise<{ id: number; levelId: number; betId: number }[]> {
    if (rows.length === 0) return [];
    return this.q.insert(jackpotDraws).values(rows).returning({
      id: jackpotDraws.id,
      levelId: jackpotDraws.levelId,
      betId: jackpotDraws.betId,
    });
  }

  /** Records a hit once per draw; null when the draw's hit exists already. */
  async insertHit(row: typeof jackpotHits.$inferInsert): Promise<number | null> {
    const rows = await this.q
      .insert(jackpotHits)
      .values(row)
      .onConflictDoNothing({ target: jackpotHits.drawId })
      .returning({ id: jackpotHits.id });
    return rows[0]?.id ?? null;
  }

  async setHitLedgerEntry(hitId: number, ledgerEntryId: number): Promise<void> {
    await this.q
      .update(jackpotHits)
      .set({ ledgerEntryId, status: 'paid' })
      .where(eq(jackpotHits.id, hitId));
  }

  /** Of the given bets, those that contributed to a jackpot. */
  async contributedBets(betIds: readonly number[]): Promise<Set<number>> {
    if (betIds.length === 0) return new Set();
    const rows = await this.q
      .selectDistinct({ betId: jackpotContributions.betId })
      .from(jackpotContributions)
      .where(inArray(jackpotContributions.betId, [...betIds]));
    return new Set(rows.map((row) => row.betId));
  }

  /** Paid amounts per jackpot: the largest hit and the total. */
  async hitTotals(
    jackpotIds: readonly number[],
  ): Promise<Map<number, { max: bigint; sum: bigint }>> {
    if (jackpotIds.length === 0) return new Map();
    const rows = await this.q
      .select({
        jackpotId: jackpotHits.jackpotId,
        max: sql<string>`max(${jackpotHits.amount})::text`,
        sum: sql<string>`sum(${jackpotHits.amount})::text`,
      })
      .from(jackpotHits)
      .where(
        and(
          inArray(jackpotHits.jackpotId, [...jackpotIds]),
          inArray(jackpotHits.status, ['approved', 'paid']),
        ),
      )
      .groupBy(jackpotHits.jackpotId);
    return new Map(
      rows.map((row) => [row.jackpotId, { max: BigInt(row.max), sum: BigInt(row.sum) }]),
    );
  }

  /** Levels that hit at least once (their state reads `hit` while back at the seed amount). */
  async levelsWithHits(levelIds: readonly number[]): Promise<Set<number>> {
    if (levelIds.length === 0) return new Set();
    const rows = await this.q
      .selectDistinct({ levelId: jackpotHits.levelId })
      .from(jackpotHits)
      .where(inArray(jackpotHits.levelId, [...levelIds]));
    return new Set(rows.map((row) => row.levelId));
  }

  async hits(filter: HitFilter): Promise<HitView[]> {
    const rows = await this.q
      .select({
        hit: jackpotHits,
        jackpotName: jackpots.name,
        levelCode: jackpotLevels.code,
        levelName: jackpotLevels.name,
        draw: jackpotDraws,
      })
      .from(jackpotHits)
      .innerJoin(jackpots, eq(jackpots.id, jackpotHits.jackpotId))
      .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotHits.levelId))
      .innerJoin(jackpotDraws, eq(jackpotDraws.id, jackpotHits.drawId))
      .where(
        and(
          filter.jackpotId === undefined ? undefined : eq(jackpotHits.jackpotId, filter.jackpotId),
          filter.playerId === undefined ? undefined : eq(jackpotHits.playerId, filter.playerId),
          filter.status === undefined ? undefined : eq(jackpotHits.status, filter.status),
          filter.unseen ? eq(jackpotHits.seen, false) : undefined,
        ),
      )
      .orderBy(desc(jackpotHits.createdAt), desc(jackpotHits.id))
      .limit(filter.limit);
    return rows.map(({ hit, jackpotName, levelCode, levelName, draw }) => ({
      id: hit.id,
      jackpotId: hit.jackpotId,
      jackpotName,
      levelCode,
      levelName,
      playerId: hit.playerId,
      betId: hit.betId,
      amount: hit.amount,
      currency: hit.currency,
      status: hit.status,
      seen: hit.seen,
      ledgerEntryId: hit.ledgerEntryId,
      createdAt: hit.createdAt,
      draw: {
        id: draw.id,
        number: draw.drawNumber,
        seed: draw.seed,
        value: draw.value,
        probability: draw.probability,
        poolBefore: draw.poolBefore,
        contribution: draw.contribution,
        forced: draw.forced,
      },
    }));
  }

  /** Marks the player's unseen hits among `ids` seen; answers the ids changed. */
  async markSeen(playerId: number, ids: readonly number[]): Promise<number[]> {
    const rows = await this.q
      .update(jackpotHits)
      .set({ seen: true })
      .where(
        and(
          eq(jackpotHits.playerId, playerId),
          eq(jackpotHits.seen, false),
          inArray(jackpotHits.id, [...ids]),
        ),
      )
      .returning({ id: jackpotHits.id });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
}
