// The player's accounts, currencies, sessions and ledger entries as betting reads and writes
// them (tables player_accounts, currencies, ledger_entries, sessions): balances are ledger sums,
// of which each account keeps a stored copy for the placement lock (decision 0057).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fixedStatement } from '../db/fixed-statement';
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

/** The placement writer's account lock (`lockAccounts`): its text is built once. */
const LOCK_ACCOUNTS = fixedStatement<{ ids: number[] }>(
  (value) =>
    sql`select id, active, balance::text as balance from player_accounts where id = any(${value('ids')}::int[]) order by id for update`,
);

/** The placement writer's session check (`liveSessions`): its text is built once. */
const LIVE_SESSIONS = fixedStatement<{ ids: string[]; now: string }>(
  (value) => sql`
    select s.id from sessions s join players p on p.id = s.player_id
    where s.id = any(${value('ids')}::text[])
      and s.revoked_at is null and s.expires_at > ${value('now')}::timestamptz
      and p.locked_at is null
      and not exists (select 1 from account_restrictions r
        where r.player_id = p.id and r.disable_at > ${value('now')}::timestamptz)
    for share of s`,
);

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
   * Locks the accounts (row locks, in id order, so two batches never deadlock) and answers each
   * one's balance and whether it is the player's active account. The balance is the stored copy
   * of the ledger sum (`player_accounts.balance`, kept by the database with every ledger entry,
   * decision 0057), read by the locking statement itself: on PostgreSQL a `for update` that
   * waited for another transaction answers the row as that transaction committed it, so every
   * entry committed before the lock is counted, without summing a ledger that grows with every
   * bet.
   */
  async lockAccounts(accountIds: readonly number[]): Promise<Map<number, LockedAccount>> {
    const ids = unique([...accountIds]).sort((a, b) => a - b);
    const locked = rowsOf<{ id: number; active: boolean; balance: string }>(
      await LOCK_ACCOUNTS.run(this.q, { ids }),
    );
    const accounts = new Map<number, LockedAccount>();
    for (const row of locked) {
      accounts.set(Number(row.id), { balance: BigInt(row.balance), active: Boolean(row.active) });
    }
    return accounts;
  }

  /**
   * Accounts whose stored balance differs from their ledger sum (none, unless the trigger of
   * decision 0057 was bypassed): the reconciliation check of the tests and the crash benchmark.
   */
  async accountsOffLedger(): Promise<{ accountId: number; stored: bigint; ledger: bigint }[]> {
    const rows = rowsOf<{ id: number; stored: string; ledger: string }>(
      await this.q.execute(sql`
        select a.id, a.balance::text as stored, coalesce(l.sum, 0)::text as ledger
        from player_accounts a
        left join (select account_id, sum(amount) as sum from ledger_entries group by account_id) l
          on l.account_id = a.id
        where a.balance <> coalesce(l.sum, 0)
        order by a.id`),
    );
    return rows.map((row) => ({
      accountId: Number(row.id),
      stored: BigInt(row.stored),
      ledger: BigInt(row.ledger),
    }));
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
      await LIVE_SESSIONS.run(this.q, { ids: unique([...ids]), now: now.toISOString() }),
    );
    const live = new Set<string>();
    for (const row of rows) live.add(row.id);
    return live;
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
