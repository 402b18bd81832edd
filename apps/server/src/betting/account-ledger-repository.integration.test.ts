// The stored balance of an account (decision 0057): the database adds every ledger entry to it
// in the entry's own transaction, whichever code wrote the entry and however many entries one
// statement wrote; the placement lock reads it; the reconciliation check finds any drift.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestContext, type TestContext } from '../testing/test-app';
import { signUpPlayer } from '../testing/bettor';
import { AccountLedgerRepository } from './account-ledger-repository';
import { rowsOf } from './sql-rows';

let context: TestContext;
let database: Database;
let ledger: AccountLedgerRepository;

beforeAll(async () => {
  context = await createTestContext();
  database = context.database;
  ledger = new AccountLedgerRepository(database.db);
}, 60_000);

afterAll(async () => {
  await context?.close();
});

/** A new player's account id, after a first deposit of `deposit` through the API. */
async function accountWith(deposit: number): Promise<number> {
  const { email } = await signUpPlayer(context.app, { deposit });
  const rows = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      select a.id from player_accounts a join players p on p.id = a.player_id
      where p.email = ${email}`),
  );
  return Number(rows[0]?.id);
}

const lockedBalance = async (accountId: number) =>
  database.db.transaction(
    async (tx) =>
      (await new AccountLedgerRepository(tx).lockAccounts([accountId])).get(accountId)?.balance,
  );

describe('the stored balance of an account', () => {
  it('follows every ledger entry, including many accounts in one statement, and is what the lock reads', async () => {
    const first = await accountWith(5000);
    const second = await accountWith(700);
    expect(await lockedBalance(first)).toBe(5000n);

    await ledger.appendLedger({
      accountId: first,
      amount: -1200n,
      kind: 'wager',
      reference: 'test',
      idempotencyKey: `stored-balance-${first}-1`,
    });
    // One statement, two accounts, one of them twice.
    await database.db.execute(sql`
      insert into ledger_entries (account_id, amount, kind, reference, idempotency_key)
      values (${first}, 300, 'win', 'test', ${`stored-balance-${first}-2`}),
             (${second}, -200, 'wager', 'test', ${`stored-balance-${second}-1`}),
             (${first}, 50, 'refund', 'test', ${`stored-balance-${first}-3`})`);
    // A key used already writes nothing, and adds nothing.
    await ledger.appendLedger({
      accountId: first,
      amount: -1200n,
      kind: 'wager',
      reference: 'test',
      idempotencyKey: `stored-balance-${first}-1`,
    });

    expect(await lockedBalance(first)).toBe(5000n - 1200n + 300n + 50n);
    expect(await lockedBalance(second)).toBe(500n);
    expect(await ledger.accountsOffLedger()).toEqual([]);
  });

  it('adds nothing of a transaction that rolled back', async () => {
    const account = await accountWith(1000);
    await expect(
      database.db.transaction(async (tx) => {
        await new AccountLedgerRepository(tx).appendLedger({
          accountId: account,
          amount: -400n,
          kind: 'wager',
          reference: 'test',
          idempotencyKey: `stored-balance-${account}-rolled-back`,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await lockedBalance(account)).toBe(1000n);
    expect(await ledger.accountsOffLedger()).toEqual([]);
  });

  it('reports an account whose stored balance no longer equals its ledger', async () => {
    const account = await accountWith(900);
    await database.db.execute(
      sql`update player_accounts set balance = balance + 1 where id = ${account}`,
    );
    expect(await ledger.accountsOffLedger()).toEqual([
      { accountId: account, stored: 901n, ledger: 900n },
    ]);
    await database.db.execute(
      sql`update player_accounts set balance = balance - 1 where id = ${account}`,
    );
    expect(await ledger.accountsOffLedger()).toEqual([]);
  });
});
