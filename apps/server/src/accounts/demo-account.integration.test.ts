// The demo player on a fresh database: its opening balance has an origin the ledger audit
// accepts, next to deposits made through the payment provider.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { manualClock } from '../shared/clock';
import { ledgerProblems } from '../testing/ledger-check';
import { createTestDatabase } from '../testing/test-database';
import { AccountsRepository } from './accounts-repository';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from './demo-account';
import { argon2Hasher } from './passwords';

const PLATFORM = '/api/platform';
let database: Database;
let app: FastifyInstance;
const clock = manualClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ database, clock, apiDocs: false });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the demo account', () => {
  it('opens with an opening-balance entry, and the ledger audit holds on a fresh database', async () => {
    const repository = new AccountsRepository(database.db);
    expect(await ensureDemoAccount(repository, argon2Hasher, clock.now())).toBe(true);
    const result = await database.db.execute(
      sql`select kind, reference, amount::text as amount from ledger_entries`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ kind: 'adjustment', reference: 'opening_balance', amount: '100000' }]);
    expect(await ledgerProblems(database)).toEqual([]);

    // A real deposit on top keeps the audit whole.
    const signedIn = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/users/sign_in`,
      payload: { login: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const token = (signedIn.json() as { token: string }).token;
    const paid = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/payments/quick_deposit`,
      headers: { authorization: `Bearer ${token}` },
      payload: { amount: 2_500, currency: 'EUR' },
    });
    expect(paid.json()).toMatchObject({ status: 'success' });
    expect(await ledgerProblems(database)).toEqual([]);
  });

  it('the audit finds a deposit entry without a deposit record', async () => {
    const repository = new AccountsRepository(database.db);
    const player = await repository.findPlayerByLogin({ email: DEMO_EMAIL });
    const [account] = await repository.listAccounts(player!.id);
    await repository.appendLedgerEntry({ accountId: account!.id, amount: 1n, kind: 'deposit' });
    expect(await ledgerProblems(database)).toEqual([
      expect.stringMatching(/has no successful deposit record/),
    ]);
  });
});
