// Launch sessions, demo rounds and stakes (tables game_sessions, game_rounds, game_stakes), and
// the ledger entries a stake and a win make. The only product-lines file that speaks SQL.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../db/client';
import {
  type GameRoundStatus,
  currencies,
  gameRounds,
  gameSessions,
  gameStakes,
  ledgerEntries,
  playerAccounts,
} from '../db/schema';
import { AccountLedgerRepository } from '../betting/account-ledger-repository';
import { rowsOf } from '../betting/sql-rows';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameStakeRow = typeof gameStakes.$inferSelect;

export interface ActiveAccount {
  accountId: number;
  currency: string;
  subunits: number;
}

/** The ledger keys of a stake's debit and its win: each written at most once. */
export const stakeLedgerKey = (stakeId: number) => `game-stake:${stakeId}`;
export const winLedgerKey = (stakeId: number) => `game-win:${stakeId}`;

export class GameRepository {
  constructor(private readonly q: DbOrTx) {}

  transaction<T>(work: (repository: GameRepository) => Promise<T>): Promise<T> {
    return (this.q as AppDb).transaction((tx) => work(new GameRepository(tx as unknown as AppDb)));
  }

  /** For the shared readers of other areas (the player limits' measure). */
  get query(): DbOrTx {
    return this.q;
  }

  async roundById(id: number): Promise<GameRoundRow | null> {
    const [row] = await this.q.select().from(gameRounds).where(eq(gameRounds.id, id));
    return row ?? null;
  }

  get ledger(): AccountLedgerRepository {
    return new AccountLedgerRepository(this.q);
  }

  async activeAccount(playerId: number): Promise<ActiveAccount | null> {
    const [row] = await this.q
      .select({
        accountId: playerAccounts.id,
        currency: playerAccounts.currency,
        subunits: currencies.subunits,
      })
      .from(playerAccounts)
      .innerJoin(currencies, eq(currencies.code, playerAccounts.currency))
      .where(and(eq(playerAccounts.playerId, playerId), eq(playerAccounts.active, true)));
    return row ?? null;
  }

  async subunitsOf(currency: string): Promise<number | null> {
    const [row] = await this.q
      .select({ subunits: currencies.subunits })
      .from(currencies)
      .where(eq(currencies.code, currency));
    return row?.subunits ?? null;
  }

  async balanceOf(accountId: number): Promise<bigint> {
    const [row] = await this.q
      .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return BigInt(row?.balance ?? '0');
  }

  async insertSession(session: GameSessionRow): Promise<void> {
    await this.q.insert(gameSessions).values(session);
  }

  async findSession(token: string): Promise<GameSessionRow | null> {
    const [row] = await this.q.select().from(gameSessions).where(eq(gameSessions.token, token));
    return row ?? null;
  }

  async latestRound(token: string): Promise<GameRoundRow | null> {
    const [row] = await this.q
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.sessionToken, token))
      .orderBy(desc(gameRounds.id))
      .limit(1);
    return row ?? null;
  }

  async findRound(token: string, id: number): Promise<GameRoundRow | null> {
    const [row] = await this.q
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.id, id), eq(gameRounds.sessionToken, token)));
    return row ?? null;
  }

  /** The round under a row lock: stakes and the start of the run wait for each other. */
  async lockRound(token: string, id: number): Promise<GameRoundRow | null> {
    const rows = rowsOf<{ id: number }>(
      await this.q.execute(
        sql`select id from game_rounds where id = ${id} and session_token = ${token} for update`,
      ),
    );
    return rows.length === 0 ? null : this.findRound(token, id);
  }

  async insertRound(round: {
    sessionToken: string;
    app: string;
    seed: string;
    seedHash: string;
    createdAt: Date;
  }): Promise<GameRoundRow> {
    const [row] = await this.q
      .insert(gameRounds)
      .values({ ...round, status: 'open' })
      .returning();
    if (!row) throw new Error('round not inserted');
    return row;
  }

  async stakesOf(roundId: number): Promise<GameStakeRow[]> {
    return this.q
      .select()
      .from(gameStakes)
      .where(eq(gameStakes.roundId, roundId))
      .orderBy(asc(gameStakes.id));
  }

  async findStakeByKey(roundId: number, requestKey: string): Promise<GameStakeRow | null> {
    const [row] = await this.q
      .select()
      .from(gameStakes)
      .where(and(eq(gameStakes.roundId, roundId), eq(gameStakes.requestKey, requestKey)));
    return row ?? null;
  }

  async insertStake(stake: Omit<GameStakeRow, 'id' | 'payout'>): Promise<GameStakeRow> {
    const [row] = await this.q.insert(gameStakes).values(stake).returning();
    if (!row) throw new Error('stake not inserted');
    return row;
  }

  async setPayout(stakeId: number, payout: bigint): Promise<void> {
    await this.q.update(gameStakes).set({ payout }).where(eq(gameStakes.id, stakeId));
  }

  /**
   * Moves a round from `from` to `to`; answers the row after it, or null when it was not in
   * `from` (or, with `dueBy`, its run was not over by then). Of two concurrent moves exactly one
   * finds the round in its state: a round starts once and settles once.
   */
  async transition(
    id: number,
    from: GameRoundStatus,
    to: GameRoundStatus,
    changes: Partial<GameRoundRow>,
    dueBy?: Date,
  ): Promise<GameRoundRow | null> {
    const [row] = await this.q
      .update(gameRounds)
      .set({ ...changes, status: to })
      .where(
        and(
          eq(gameRounds.id, id),
          eq(gameRounds.status, from),
          dueBy === undefined ? undefined : lte(gameRounds.finishesAt, dueBy),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Rounds whose run is over and which are not settled yet, oldest first. */
  async dueRounds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.q
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(eq(gameRounds.status, 'running'), lte(gameRounds.finishesAt, now)))
      .orderBy(asc(gameRounds.finishesAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
