#!/usr/bin/env node
// What the placement batch's balance read costs as ledgers grow (decision 0057): the ledger sum
// under the account lock (before) against the stored balance read by the locking statement
// (after), for a batch of 16 accounts among 50 whose entries interleave, at 20, 200 and 2,000
// entries per account; PGlite in memory, medians of 5, with the buffers each plan touched
// (deterministic). Usage: node bench/ledger-sum-cost.mjs
import { PGlite } from '@electric-sql/pglite';
const db = new PGlite();
await db.exec(`
  create table player_accounts (id int primary key, active boolean not null default true, balance bigint not null default 0);
  create table ledger_entries (id bigint generated always as identity primary key, account_id int not null references player_accounts(id), amount bigint not null, kind text not null default 'wager', idempotency_key text unique);
  create index ledger_entries_account_idx on ledger_entries (account_id);
  insert into player_accounts (id) select g from generate_series(1, 50) g;`);
const ids = Array.from({ length: 16 }, (_, i) => i * 3 + 1);
let have = 0;
for (const perAccount of [20, 200, 2000]) {
  await db.query(
    `insert into ledger_entries (account_id, amount, idempotency_key)
    select (g % 50) + 1, -100, 'k' || g from generate_series($1::int, $2::int - 1) g`,
    [have * 50, perAccount * 50],
  );
  have = perAccount;
  await db.exec('vacuum analyze');
  const plan = async (text) => {
    const rows = (await db.query(`explain (analyze, buffers, format json) ${text}`, [ids])).rows;
    const p = rows[0]['QUERY PLAN'][0];
    const buffers = (n) => (n['Shared Hit Blocks'] ?? 0) + (n['Shared Read Blocks'] ?? 0);
    return { ms: p['Execution Time'], buffers: buffers(p.Plan) };
  };
  const sum = [];
  const stored = [];
  for (let i = 0; i < 5; i++) {
    sum.push(
      await plan(
        'select account_id, sum(amount) from ledger_entries where account_id = any($1::int[]) group by account_id',
      ),
    );
    stored.push(
      await db.transaction(async (tx) => {
        const rows = (
          await tx.query(
            `explain (analyze, buffers, format json) select id, active, balance from player_accounts where id = any($1::int[]) order by id for update`,
            [ids],
          )
        ).rows;
        const p = rows[0]['QUERY PLAN'][0];
        return {
          ms: p['Execution Time'],
          buffers: (p.Plan['Shared Hit Blocks'] ?? 0) + (p.Plan['Shared Read Blocks'] ?? 0),
        };
      }),
    );
  }
  const med = (xs) => xs.map((x) => x.ms).sort((a, b) => a - b)[2];
  console.info(
    `${perAccount} entries per account: ledger sum ${med(sum).toFixed(3)} ms, ${sum[4].buffers} buffers; stored balance under the lock ${med(stored).toFixed(3)} ms, ${stored[4].buffers} buffers`,
  );
}
await db.close();
