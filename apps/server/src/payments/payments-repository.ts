// Deposits and their ledger entries. The only payments file that speaks SQL.
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
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

  /**
   * Moves a pending deposit to its outcome; a success appends the ledger entry keyed by the
   * deposit id in the same statement sequence. Returns the status after the call (a finished
   * deposit keeps its status: nothing is credited twice).
   */
  async complete(
    id: string,
    outcome: 'success' | 'error',
    now: Date,
  ): Promise<DepositStatus | null> {
    const [row] = await this.db
      .update(deposits)
      .set({ status: outcome, completedAt: now })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
      .returning(depositColumns);
    if (!row) return (await this.findDeposit(id))?.status ?? null;
    if (outcome === 'success') {
      await this.db
        .insert(ledgerEntries)
        .values({
          accountId: row.accountId,
          amount: row.amount,
          kind: 'deposit',
          reference: `deposit:${row.id}`,
          idempotencyKey: row.id,
        })
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey });
    }
    return outcome;
  }
}
