// Deposits and their ledger entries. The only payments file that speaks SQL.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { LimitRooms, type MeasuredLimit, measureLimits } from '../protection/limits-service';
import { type DepositStatus, deposits, ledgerEntries, playerAccounts } from '../db/schema';

export interface DepositRecord {
  id: string;
  playerId: number;
  accountId: number;
  amount: bigint;
  currency: string;
  method: 'checkout' | 'quick';
  status: DepositStatus;
}

const depositColumns = {
  id: deposits.id,
  playerId: deposits.playerId,
  accountId: deposits.accountId,
  amount: deposits.amount,
  currency: deposits.currency,
  method: deposits.method,
  status: deposits.status,
};

export class PaymentsRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: PaymentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentsRepository(tx as unknown as AppDb)));
  }

  async findAccountId(playerId: number, currency: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: playerAccounts.id })
      .from(playerAccounts)
      .where(and(eq(playerAccounts.playerId, playerId), eq(playerAccounts.currency, currency)));
    return row?.id ?? null;
  }

  async insertDeposit(deposit: Omit<DepositRecord, 'status'>, now: Date): Promise<void> {
    await this.db.insert(deposits).values({ ...deposit, status: 'pending', createdAt: now });
  }

  async findDeposit(id: string): Promise<DepositRecord | null> {
    const [row] = await this.db.select(depositColumns).from(deposits).where(eq(deposits.id, id));
    return row ?? null;
  }

  /** The deposit limit `amount` would pass on the account at `now`, or null when it fits. */
  async depositLimitBreach(
    accountId: number,
    amount: bigint,
    now: Date,
  ): Promise<MeasuredLimit | null> {
    const measured = await measureLimits(this.db, [accountId], now);
    const breach = new LimitRooms(measured).take('deposit', [
      { accountId, amount: Number(amount) },
    ]);
    return breach?.limit ?? null;
  }

  /**
   * Moves a pending deposit to its outcome; a success appends the ledger entry keyed by the
   * deposit id in the same statement sequence. A success is checked against the player's
   * deposit limits first, under the account's row lock (the one bet placement takes too), so
   * concurrent deposits never pass a limit together: one past it fails (`limit` says which).
   * Returns the status after the call (a finished deposit keeps its status: nothing is
   * credited twice).
   */
  async complete(
    id: string,
    requested: 'success' | 'error',
    now: Date,
  ): Promise<{ status: DepositStatus; limit?: MeasuredLimit } | null> {
    let outcome = requested;
    let limit: MeasuredLimit | undefined;
    if (requested === 'success') {
      const deposit = await this.findDeposit(id);
      if (!deposit) return null;
      if (deposit.status !== 'pending') return { status: deposit.status };
      await this.db.execute(
        sql`select id from player_accounts where id = ${deposit.accountId} for update`,
      );
      limit = (await this.depositLimitBreach(deposit.accountId, deposit.amount, now)) ?? undefined;
      if (limit) outcome = 'error';
    }
    const [row] = await this.db
      .update(deposits)
      .set({ status: outcome, completedAt: now })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
      .returning(depositColumns);
    if (!row) {
      const found = await this.findDeposit(id);
      return found ? { status: found.status } : null;
    }
    if (outcome === 'success') {
      await this.db
        .insert(ledgerEntries)
        .values({
          accountId: row.accountId,
          amount: row.amount,
          kind: 'deposit',
          reference: `deposit:${row.id}`,
          idempotencyKey: row.id,
          // The service clock's time, as every ledger entry the player limits count.
          createdAt: now,
        })
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey });
    }
    return limit ? { status: outcome, limit } : { status: outcome };
  }
}
