// The ledger audit the money tests end with: every `deposit` entry is backed by a successful
// deposit record of the same account and amount (keyed by the deposit id), and every successful
// deposit is credited exactly once. Answers the problems found; an empty list means it holds.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export async function ledgerProblems(database: Pick<Database, 'db'>): Promise<string[]> {
  const result = await database.db.execute(sql`
    select 'deposit entry ' || l.id || ' has no successful deposit record' as problem
      from ledger_entries l
      left join deposits d
        on d.id = l.idempotency_key and d.status = 'success'
       and d.account_id = l.account_id and d.amount = l.amount
     where l.kind = 'deposit' and d.id is null
    union all
    select 'deposit ' || d.id || ' is credited ' || count(l.id) || ' times'
      from deposits d
      left join ledger_entries l on l.idempotency_key = d.id and l.kind = 'deposit'
     where d.status = 'success'
     group by d.id
    having count(l.id) <> 1
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    problem: string;
  }[];
  return rows.map((row) => row.problem);
}
