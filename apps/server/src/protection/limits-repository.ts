// Player limits, their history and the ledger sums they are measured against. The only
// protection file that speaks SQL; it runs on any connection, so the deposit credit and the
// placement writer read limits inside their own transactions, under their account locks.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../db/client';
import { fixedStatement } from '../db/fixed-statement';
import { anyOf } from '../db/sql-helpers';
import { ledgerEntries, playerAccounts, playerLimitChanges, playerLimits } from '../db/schema';
import type { LedgerKind } from '../db/schema';
import { rowsOf } from '../betting/sql-rows';

export type LimitRow = typeof playerLimits.$inferSelect;
export type NewLimitRow = typeof playerLimits.$inferInsert;
export type LimitChangeRow = typeof playerLimitChanges.$inferSelect;
/** A money limit as the measure of a movement reads it, with the account it applies to. */
export type MoneyLimitRow = Pick<LimitRow, 'id' | 'type' | 'period' | 'currency' | 'amount'> & {
  accountId: number;
};

/** Statuses of limits that are no more (history only). */
const ENDED = sql`('confirmed_disabled', 'disabled')`;

/** Ledger movement of one account since a period start: positive minor units. */
export interface LedgerActivity {
  deposits: number;
  stakes: number;
  returns: number;
}

export interface AccountRef {
  id: number;
  currency: string;
  active: boolean;
}

/** `hasMoneyLimits`' statement: placement validation asks it for every player now and then. */
const HAS_MONEY_LIMITS = fixedStatement<{ playerId: number }>(
  (value) => sql`
    select id from player_limits
    where player_id = ${value('playerId')}::int and type in ('deposit', 'loss', 'wager')
      and status not in ${ENDED}
    limit 1`,
);

/** `moneyLimitsOfAccounts`' statement. */
const MONEY_LIMITS_OF_ACCOUNTS = fixedStatement<{ ids: number[] }>(
  (value) => sql`
    select l.id, a.id as account_id, l.type, l.period, l.currency, l.amount::text as amount
    from player_limits l
    join player_accounts a on a.player_id = l.player_id and a.currency = l.currency
    where a.id = any(${value('ids')}::int[])
      and l.type in ('deposit', 'loss', 'wager')
      and l.status not in ${ENDED}`,
);

export class LimitsRepository {
  constructor(private readonly q: DbOrTx) {}

  transaction<T>(work: (repository: LimitsRepository) => Promise<T>): Promise<T> {
    return (this.q as AppDb).transaction((tx) => work(new LimitsRepository(tx)));
  }

  /** Serialises the limit changes of one player (a row lock on the player). */
  async lockPlayer(playerId: number): Promise<void> {
    await this.q.execute(sql`select id from players where id = ${playerId} for update`);
  }

  /** The player's limits in force or with a change pending, oldest first. */
  list(playerId: number): Promise<LimitRow[]> {
    return this.q
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.playerId, playerId), sql`${playerLimits.status} not in ${ENDED}`))
      .orderBy(playerLimits.id);
  }

  async find(playerId: number, id: number): Promise<LimitRow | null> {
    const [row] = await this.q
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.id, id),
          eq(playerLimits.playerId, playerId),
          sql`${playerLimits.status} not in ${ENDED}`,
        ),
      );
    return row ?? null;
  }

  async findByScope(playerId: number, scope: string): Promise<LimitRow | null> {
    const [row] = await this.q
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.playerId, playerId),
          eq(playerLimits.scope, scope),
          sql`${playerLimits.status} not in ${ENDED}`,
        ),
      );
    return row ?? null;
  }

  async insert(row: NewLimitRow): Promise<LimitRow> {
    const [inserted] = await this.q.insert(playerLimits).values(row).returning();
    return inserted as LimitRow;
  }

  async update(id: number, fields: Partial<NewLimitRow>): Promise<LimitRow> {
    const [updated] = await this.q
      .update(playerLimits)
      .set(fields)
      .where(eq(playerLimits.id, id))
      .returning();
    return updated as LimitRow;
  }

  async appendChange(change: typeof playerLimitChanges.$inferInsert): Promise<void> {
    await this.q.insert(playerLimitChanges).values(change);
  }

  /** Every change of the player's limits, newest first, with the limit's scope. */
  history(playerId: number, limit = 200) {
    return this.q
      .select({
        id: playerLimitChanges.id,
        limitId: playerLimitChanges.limitId,
        action: playerLimitChanges.action,
        fromAmount: playerLimitChanges.fromAmount,
        toAmount: playerLimitChanges.toAmount,
        createdAt: playerLimitChanges.createdAt,
        type: playerLimits.type,
        period: playerLimits.period,
        currency: playerLimits.currency,
      })
      .from(playerLimitChanges)
      .innerJoin(playerLimits, eq(playerLimits.id, playerLimitChanges.limitId))
      .where(eq(playerLimitChanges.playerId, playerId))
      .orderBy(desc(playerLimitChanges.id))
      .limit(limit);
  }

  accounts(playerId: number): Promise<AccountRef[]> {
    return this.q
      .select({
        id: playerAccounts.id,
        currency: playerAccounts.currency,
        active: playerAccounts.active,
      })
      .from(playerAccounts)
      .where(eq(playerAccounts.playerId, playerId))
      .orderBy(playerAccounts.id);
  }

  /** Whether the player has a money limit in force (the placement pre-check's first look). */
  async hasMoneyLimits(playerId: number): Promise<boolean> {
    return rowsOf(await HAS_MONEY_LIMITS.run(this.q, { playerId })).length > 0;
  }

  /**
   * The money limits in force on these accounts (same player, same currency), by account.
   * Written out (no query builder) with its text built once: the placement writer sends it with
   * every batch, and its text is the same for every batch, so on PostgreSQL it stays one
   * prepared statement (decisions 0067, 0070, 0075).
   */
  async moneyLimitsOfAccounts(accountIds: readonly number[]): Promise<MoneyLimitRow[]> {
    if (accountIds.length === 0) return [];
    const rows = rowsOf<{
      id: number;
      account_id: number;
      type: LimitRow['type'];
      period: LimitRow['period'];
      currency: string | null;
      amount: string;
    }>(await MONEY_LIMITS_OF_ACCOUNTS.run(this.q, { ids: [...accountIds] }));
    return rows.map((row) => ({
      id: Number(row.id),
      accountId: Number(row.account_id),
      type: row.type,
      period: row.period,
      currency: row.currency,
      amount: Number(row.amount),
    }));
  }

  /**
   * Deposits, stakes and returns of each account since each given start (one statement, one
   * pass over the account's entries since the earliest start). Runs on the caller's connection:
   * inside a transaction that locked the accounts, it sees every entry committed before.
   */
  async activitySince(
    accountIds: readonly number[],
    starts: readonly Date[],
  ): Promise<Map<number, LedgerActivity[]>> {
    const result = new Map<number, LedgerActivity[]>();
    if (accountIds.length === 0 || starts.length === 0) return result;
    const earliest = new Date(Math.min(...starts.map((d) => d.getTime())));
    const columns = starts.map(
      (start, i) =>
        sql`coalesce(sum(amount) filter (where created_at >= ${start.toISOString()}::timestamptz), 0)::text as ${sql.raw(`s${i}`)}`,
    );
    const rows = rowsOf<Record<string, string> & { account_id: number; kind: LedgerKind }>(
      await this.q.execute(sql`
        select account_id, kind, ${sql.join(columns, sql`, `)}
        from ledger_entries
        where ${anyOf(sql`account_id`, accountIds)}
          and created_at >= ${earliest.toISOString()}::timestamptz
          and kind in ('deposit', 'wager', 'win', 'cashout', 'refund')
        group by account_id, kind`),
    );
    for (const id of accountIds) {
      result.set(
        id,
        starts.map(() => ({ deposits: 0, stakes: 0, returns: 0 })),
      );
    }
    for (const row of rows) {
      const perStart = result.get(Number(row.account_id));
      if (!perStart) continue;
      starts.forEach((_, i) => {
        const amount = Number(row[`s${i}`] ?? 0);
        const into = perStart[i] as LedgerActivity;
        if (row.kind === 'deposit') into.deposits += amount;
        else if (row.kind === 'wager') into.stakes += -amount;
        else into.returns += amount;
      });
    }
    return result;
  }

  /** Stakes and returns of one account since `start` (null: all time). */
  async bettingSums(
    accountId: number,
    start: Date | null,
  ): Promise<{ stakes: number; returns: number }> {
    const [row] = await this.q
      .select({
        stakes: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'wager'), 0)::text`,
        returns: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('win', 'cashout', 'refund')), 0)::text`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          start ? gte(ledgerEntries.createdAt, start) : undefined,
        ),
      );
    return { stakes: Number(row?.stakes ?? 0), returns: Number(row?.returns ?? 0) };
  }

  /** One page of ledger entries of the given accounts, newest first, and the total. */
  async transactions(filter: {
    accountIds: readonly number[];
    kind?: LedgerKind;
    from?: Date;
    to?: Date;
    offset: number;
    limit: number;
  }) {
    if (filter.accountIds.length === 0) return { rows: [], total: 0 };
    const where = and(
      anyOf(ledgerEntries.accountId, filter.accountIds),
      filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
      filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
      filter.to ? lt(ledgerEntries.createdAt, filter.to) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      this.q
        .select({
          id: ledgerEntries.id,
          kind: ledgerEntries.kind,
          amount: ledgerEntries.amount,
          currency: playerAccounts.currency,
          reference: ledgerEntries.reference,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(playerAccounts, eq(playerAccounts.id, ledgerEntries.accountId))
        .where(where)
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .offset(filter.offset)
        .limit(filter.limit),
      this.q
        .select({ total: sql<string>`count(*)::text` })
        .from(ledgerEntries)
        .where(where),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }
}
