// The player's accounts, currencies, sessions and ledger entries as betting reads and writes
// them (tables player_accounts, currencies, ledger_entries, sessions): balances are ledger sums.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { currencies, ledgerEntries, playerAccounts } from '../db/schema';
import type { LedgerKind } from '../db/schema';
import { rowsOf, unique } from './sql-rows';

/** An account locked for a write: its balance (the ledger sum) and whether it is active. */
export interface LockedAccount {
  balance: bigint;
  active: boolean;
}

export interface AccountBalance {
  accountId: number;
  currency: string;
  subunits: number;
  fiat: boolean;
  balance: bigint;
}

export class AccountLedgerRepository {
  constructor(private readonly q: DbOrTx) {}

  /** The player's accounts; balances (a sum over the ledger) only when asked, else 0. */
  async listAccounts(playerId: number, withBalances: boolean): Promise<AccountBalance[]> {
    const rows = await this.q
      .select({
        accountId: playerAccounts.id,
        currency: playerAccounts.currency,
        subunits: currencies.subunits,
        fiat: currencies.fiat,
        balance: withBalances
          ? sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0)::text from ${ledgerEntries} where ${ledgerEntries.accountId} = ${playerAccounts.id})`
          : sql<string>`'0'`,
      })
      .from(playerAccounts)
      .innerJoin(currencies, eq(currencies.code, playerAccounts.currency))
      .where(eq(playerAccounts.playerId, playerId));
    return rows.map((row) => ({ ...row, balance: BigInt(row.balance) }));
  }

  async listCurrencies() {
    return this.q.select().from(currencies);
  }

  /**
   * Locks the accounts (in id order, so two placements never deadlock) and answers their
   * balances as the ledger says after the lock: every wager committed before is counted.
   */
  /**
   * Locks the accounts (row locks, in id order) and answers each one's balance, the sum of its
   * ledger, and whether it is the player's active account. The sum is a second statement on
   * purpose: on PostgreSQL (read committed) a statement sees the data of when it started, so a
   * sum in the locking statement could miss what the transaction it waited for had written.
   */
  async lockAccounts(accountIds: readonly number[]): Promise<Map<number, LockedAccount>> {
    const ids = unique([...accountIds]).sort((a, b) => a - b);
    // Both statements go out at once (one round trip on PostgreSQL): the server runs a
    // connection's statements one after the other, so the sum still starts after the lock.
    const [lockedRows, sums] = await Promise.all([
      this.q.execute(
        sql`select id, active from player_accounts where id = any(${sql.param(ids)}::int[]) order by id for update`,
      ),
      this.q
        .select({
          accountId: ledgerEntries.accountId,
          balance: sql<string>`sum(${ledgerEntries.amount})::text`,
        })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.accountId} = any(${sql.param(ids)}::int[])`)
        .groupBy(ledgerEntries.accountId),
    ]);
    const locked = rowsOf<{ id: number; active: boolean }>(lockedRows);
    const balances = new Map(sums.map((row) => [row.accountId, BigInt(row.balance)]));
    return new Map(
      locked.map((row) => [
        Number(row.id),
        { balance: balances.get(Number(row.id)) ?? 0n, active: Boolean(row.active) },
      ]),
    );
  }

  /**
   * Of the given sessions, those still live at `now`: not revoked, not expired, their player not
   * locked nor under a time-out or self-exclusion (the placement writer's check of sessions read
   * through the cache). `for share`: a restriction revoking them waits for this batch to commit,
   * or this batch waits for it and then sees them revoked (decision 0023).
   */
  async liveSessions(ids: readonly string[], now: Date): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = rowsOf<{ id: string }>(
      await this.q.execute(sql`
        select s.id from sessions s join players p on p.id = s.player_id
        where s.id = any(${sql.param(unique([...ids]))}::text[])
          and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
          and p.locked_at is null
          and not exists (select 1 from account_restrictions r
            where r.player_id = p.id and r.disable_at > ${now.toISOString()}::timestamptz)
        for share of s`),
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Appends a ledger entry; answers its id, or null when the key was used already. */
  async appendLedger(entry: {
    accountId: number;
    amount: bigint;
    kind: LedgerKind;
    reference: string;
    idempotencyKey: string;
    /** The service clock's time (player limits count entries by it); default the database's. */
    createdAt?: Date;
  }): Promise<number | null> {
    const rows = await this.q
      .insert(ledgerEntries)
      .values(entry)
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning({ id: ledgerEntries.id });
    return rows[0]?.id ?? null;
  }
}
