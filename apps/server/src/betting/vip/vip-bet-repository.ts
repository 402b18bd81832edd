// The VIP bet requests (table vip_bets) and their held stakes in the ledger. Every change of
// state is one conditional UPDATE from the states it may leave: of two concurrent decisions on
// one request exactly one finds it in that state (PostgreSQL re-checks the condition after the
// row lock), so one wins and the other sees nothing to change.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type VipBetRowState,
  type VipBetSelectionData,
  ledgerEntries,
  vipBets,
} from '../../db/schema';

export type VipBetRow = typeof vipBets.$inferSelect;

export interface NewVipBet {
  playerId: number;
  accountId: number;
  requestKey: string;
  payloadHash: string;
  currency: string;
  type: 'single' | 'combo';
  stake: bigint;
  odds: string;
  selections: VipBetSelectionData[];
  deviceId: string;
  quick: boolean;
  createdAt: Date;
  expiresAt: Date;
}

const HELD: VipBetRowState[] = ['pending', 'countered'];

/** The ledger keys of a request's hold and release (one of each at most). */
export const holdKey = (id: number) => `vip:${id}:hold`;
export const releaseKey = (id: number) => `vip:${id}:release`;

export class VipBetRepository {
  constructor(private readonly q: DbOrTx) {}

  /** Of these bets, those a VIP request became (the spec's `is_vip` on a bet). */
  async vipBetIds(betIds: readonly number[]): Promise<Set<number>> {
    if (betIds.length === 0) return new Set();
    const rows = await this.q
      .select({ betId: vipBets.betId })
      .from(vipBets)
      .where(inArray(vipBets.betId, [...betIds]));
    return new Set(rows.flatMap((row) => (row.betId === null ? [] : [row.betId])));
  }

  async findByKey(playerId: number, requestKey: string): Promise<VipBetRow | null> {
    const [row] = await this.q
      .select()
      .from(vipBets)
      .where(and(eq(vipBets.playerId, playerId), eq(vipBets.requestKey, requestKey)));
    return row ?? null;
  }

  async find(id: number): Promise<VipBetRow | null> {
    const [row] = await this.q.select().from(vipBets).where(eq(vipBets.id, id));
    return row ?? null;
  }

  /** Inserts the request; null when the player's key is taken (a concurrent retry). */
  async insert(bet: NewVipBet): Promise<VipBetRow | null> {
    const [row] = await this.q
      .insert(vipBets)
      .values({ ...bet, status: 'pending' })
      .onConflictDoNothing({ target: [vipBets.playerId, vipBets.requestKey] })
      .returning();
    return row ?? null;
  }

  /** Holds the stake: a `wager` entry the balance drops by, nothing lost until decided. */
  async hold(row: VipBetRow, at: Date): Promise<void> {
    const [entry] = await this.q
      .insert(ledgerEntries)
      .values({
        accountId: row.accountId,
        amount: -row.stake,
        kind: 'wager',
        reference: `vip:${row.id}`,
        idempotencyKey: holdKey(row.id),
        createdAt: at,
      })
      .returning({ id: ledgerEntries.id });
    await this.q
      .update(vipBets)
      .set({ holdEntryId: entry?.id ?? null })
      .where(eq(vipBets.id, row.id));
  }

  /** Gives back `amount` of the held stake (a `refund` entry; at most one per request). */
  async release(row: VipBetRow, amount: bigint, at: Date): Promise<void> {
    if (amount <= 0n) return;
    await this.q.insert(ledgerEntries).values({
      accountId: row.accountId,
      amount,
      kind: 'refund',
      reference: `vip:${row.id}`,
      idempotencyKey: releaseKey(row.id),
      createdAt: at,
    });
  }

  /**
   * Moves a request from one of `from` to `to` with `changes`; answers the row after it, or null
   * when it was not in one of those states (decided meanwhile). `player` narrows it to their own;
   * `liveAt` to one whose current state has not lapsed at that time.
   */
  async transition(
    id: number,
    from: readonly VipBetRowState[],
    to: VipBetRowState,
    changes: Partial<VipBetRow>,
    options: { player?: number; liveAt?: Date; lapsedAt?: Date } = {},
  ): Promise<VipBetRow | null> {
    const [row] = await this.q
      .update(vipBets)
      .set({ ...changes, status: to })
      .where(
        and(
          eq(vipBets.id, id),
          inArray(vipBets.status, [...from]),
          options.player === undefined ? undefined : eq(vipBets.playerId, options.player),
          options.liveAt === undefined
            ? undefined
            : sql`${vipBets.expiresAt} > ${options.liveAt.toISOString()}::timestamptz`,
          options.lapsedAt === undefined
            ? undefined
            : sql`${vipBets.expiresAt} <= ${options.lapsedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row ?? null;
  }

  async setBet(id: number, betId: number): Promise<void> {
    await this.q.update(vipBets).set({ betId }).where(eq(vipBets.id, id));
  }

  /** The player's requests a list shows: held or accepted, newest first. */
  listOfPlayer(playerId: number, limit = 20): Promise<VipBetRow[]> {
    return this.q
      .select()
      .from(vipBets)
      .where(
        and(
          eq(vipBets.playerId, playerId),
          inArray(vipBets.status, ['pending', 'countered', 'accepted']),
        ),
      )
      .orderBy(desc(vipBets.createdAt), desc(vipBets.id))
      .limit(limit);
  }

  /** The trader's queue, oldest first. */
  list(filter: { status?: VipBetRowState; playerId?: number }, limit = 200): Promise<VipBetRow[]> {
    return this.q
      .select()
      .from(vipBets)
      .where(
        and(
          eq(vipBets.status, filter.status ?? 'pending'),
          filter.playerId === undefined ? undefined : eq(vipBets.playerId, filter.playerId),
        ),
      )
      .orderBy(asc(vipBets.createdAt), asc(vipBets.id))
      .limit(limit);
  }

  /** Held requests whose review or counter-offer has lapsed at `now`. */
  async lapsed(now: Date, limit = 500): Promise<number[]> {
    const rows = await this.q
      .select({ id: vipBets.id })
      .from(vipBets)
      .where(and(inArray(vipBets.status, HELD), lte(vipBets.expiresAt, now)))
      .orderBy(asc(vipBets.expiresAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
