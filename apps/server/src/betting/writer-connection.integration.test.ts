// The placement writer's transactions (decision 0057): on PostgreSQL BEGIN goes out with the
// batch's first statements on a connection of the writer's own; every statement still runs in
// the one transaction, a failure rolls all of it back, and the next batch starts clean.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { BettingRepository } from './betting-repository';
import { rowsOf } from './sql-rows';
import { type WriterRepository, writerRepository } from './writer-connection';

let database: Database;
let writer: WriterRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  writer = writerRepository(new BettingRepository(database.db));
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const transactionId = async (repository: BettingRepository) =>
  rowsOf<{ id: string }>(
    await repository.connection().execute(sql`select txid_current()::text as id`),
  )[0]?.id;

const marks = async () =>
  rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from writer_connection_marks`),
  )[0]?.n;

describe('the placement writer transaction', () => {
  it('runs its first statements, sent with BEGIN, and the later ones in one transaction', async () => {
    await database.db.execute(sql`create table writer_connection_marks (id int)`);
    const [first, second] = await writer.transaction(async (tx) => {
      const [a, b] = await Promise.all([transactionId(tx), transactionId(tx)]);
      await tx.connection().execute(sql`insert into writer_connection_marks values (1)`);
      return [a, b === a ? await transactionId(tx) : b];
    });
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(await writer.transaction(transactionId)).not.toBe(first);
    expect(await marks()).toBe(1);
  });

  it('rolls back everything of a failed batch and takes the next one on a clean transaction', async () => {
    await expect(
      writer.transaction(async (tx) => {
        await tx.connection().execute(sql`insert into writer_connection_marks values (2)`);
        await tx.connection().execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await marks()).toBe(1);
    await writer.transaction(async (tx) => {
      await tx.connection().execute(sql`insert into writer_connection_marks values (3)`);
    });
    expect(await marks()).toBe(2);
  });
});

describe('a batch that ends with a statement sent with its COMMIT', () => {
  it('commits what the transaction wrote, that statement included', async () => {
    const before = (await marks()) ?? 0;
    const [id, inserted] = await writer.transaction(async (tx, commitWithNext) => {
      const id = await transactionId(tx);
      await tx.connection().execute(sql`insert into writer_connection_marks values (4)`);
      commitWithNext();
      const rows = rowsOf<{ id: number }>(
        await tx
          .connection()
          .execute(sql`insert into writer_connection_marks values (5) returning id`),
      );
      return [id, rows];
    });
    expect(inserted).toEqual([{ id: 5 }]);
    expect(await marks()).toBe(before + 2);
    expect(await writer.transaction(transactionId)).not.toBe(id);
  });

  it('rolls everything back when that statement fails, and the next batch starts clean', async () => {
    const before = (await marks()) ?? 0;
    await expect(
      writer.transaction(async (tx, commitWithNext) => {
        await tx.connection().execute(sql`insert into writer_connection_marks values (6)`);
        commitWithNext();
        await tx.connection().execute(sql`insert into writer_connection_marks values (1 / 0)`);
      }),
    ).rejects.toThrow();
    expect(await marks()).toBe(before);
    await writer.transaction(async (tx) => {
      await tx.connection().execute(sql`insert into writer_connection_marks values (7)`);
    });
    expect(await marks()).toBe(before + 1);
  });
});

describe.skipIf(loadConfig().database.driver !== 'postgres')(
  "the writer's statements on PostgreSQL (PGlite has no network to save round trips on)",
  () => {
    it('prepares a statement once on its connection and binds it every time after', async () => {
      const probe = (tx: BettingRepository, n: number) =>
        tx.connection().execute(sql`select ${n}::int + 1 as writer_prepared_probe`);
      for (const n of [1, 2, 3]) await writer.transaction((tx) => probe(tx, n));
      const statements = await writer.transaction(async (tx) =>
        rowsOf<{ name: string }>(
          await tx
            .connection()
            .execute(
              sql`select name from pg_prepared_statements where statement like ${'%writer_prepared_probe%'} and statement not like ${'%pg_prepared_statements%'}`,
            ),
        ),
      );
      expect(statements).toHaveLength(1);
      expect(statements[0]?.name).not.toBe('');
    });
  },
);
