// Statements built once (decision 0075): the text is made when the statement is defined, each
// run only fills its values, on PGlite and PostgreSQL alike, inside a transaction too, and a
// failure still carries the driver's error (the placement writer reads its SQLSTATE).
import { asc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isUniqueViolation } from '../betting/placement-writer';
import { rowsOf } from '../betting/sql-rows';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { fixedSelect, fixedStatement } from './fixed-statement';
import { currencies, players, sessions } from './schema';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table fixed_statement_marks (id int primary key)`);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const sum = fixedStatement<{ ids: number[]; floor: number }>(
  (value) =>
    sql`select coalesce(sum(x), 0)::int as total, ${value('floor')}::int as floor
      from unnest(${value('ids')}::int[]) as x where x >= ${value('floor')}::int`,
);
const mark = fixedStatement<{ id: number }>(
  (value) => sql`insert into fixed_statement_marks (id) values (${value('id')}::int)`,
);
const marked = fixedStatement<Record<string, never>>(
  () => sql`select count(*)::int as n from fixed_statement_marks`,
);

describe('a fixed statement', () => {
  it('numbers its values in the text, a value used twice taking two parameters', () => {
    expect(sum.text.replace(/\s+/g, ' ')).toBe(
      'select coalesce(sum(x), 0)::int as total, $1::int as floor from unnest($2::int[]) as x where x >= $3::int',
    );
  });

  it('answers each run with its own values and never builds its text again', async () => {
    const build = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const [a, b] = await Promise.all([
        sum.run(database.db, { ids: [1, 2, 3, 4], floor: 3 }),
        sum.run(database.db, { ids: [10, 20], floor: 0 }),
      ]);
      expect(rowsOf(a)).toEqual([{ total: 7, floor: 3 }]);
      expect(rowsOf(b)).toEqual([{ total: 30, floor: 0 }]);
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
  });

  it('runs inside the transaction of the handle it is given', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await mark.run(tx, { id: 1 });
        expect(rowsOf(await marked.run(tx, {}))).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rowsOf(await marked.run(database.db, {}))).toEqual([{ n: 0 }]);
  });

  it('fails with the driver error, so a unique violation is still told apart', async () => {
    await mark.run(database.db, { id: 2 });
    const failure = await mark.run(database.db, { id: 2 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure)).toBe(true);
  });
});

const currencyOf = fixedSelect<{ code: string }, { code: string; subunits: number }>(
  (select, value) =>
    select
      .select({ code: currencies.code, subunits: currencies.subunits })
      .from(currencies)
      .where(eq(currencies.code, value('code')))
      .orderBy(asc(currencies.code)),
);
const sessionOf = fixedSelect<
  { id: string },
  { session: typeof sessions.$inferSelect; player: { id: number; pve: boolean } }
>((select, value) =>
  select
    .select({ session: sessions, player: { id: players.id, pve: players.pve } })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(eq(sessions.id, value('id'))),
);

describe('a fixed select', () => {
  it('answers rows mapped as the select builder maps them, without building its text again', async () => {
    const build = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      expect(await currencyOf.run(database.db, { code: 'EUR' })).toEqual([
        { code: 'EUR', subunits: 100 },
      ]);
      expect(await currencyOf.run(database.db, { code: 'XXX' })).toEqual([]);
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
  });

  it('maps a joined selection into its parts, dates as dates', async () => {
    const [player] = await database.db
      .insert(players)
      .values({ email: 'fixed-select@example.test', passwordHash: 'x' })
      .returning({ id: players.id });
    const playerId = (player as { id: number }).id;
    const expiresAt = new Date('2030-01-02T03:04:05.000Z');
    const createdAt = new Date('2030-01-01T00:00:00.000Z');
    await database.db.insert(sessions).values({
      id: 'fixed-select-session',
      playerId,
      csrfSecret: 'secret',
      createdAt,
      lastSeenAt: createdAt,
      expiresAt,
    });
    const [row] = await sessionOf.run(database.db, { id: 'fixed-select-session' });
    expect(row?.player).toEqual({ id: playerId, pve: false });
    expect(row?.session).toMatchObject({ id: 'fixed-select-session', playerId, revokedAt: null });
    expect(row?.session.expiresAt).toEqual(expiresAt);
  });

  it.runIf(process.env.DATABASE_URL)(
    'is prepared on the connection that runs it (PostgreSQL)',
    async () => {
      const prepared = await database.db.transaction(async (tx) => {
        await currencyOf.run(tx, { code: 'EUR' });
        await sum.run(tx, { ids: [1], floor: 0 });
        return rowsOf(await tx.execute(sql`select statement from pg_prepared_statements`)).map(
          (row) => (row as { statement: string }).statement,
        );
      });
      expect(prepared).toEqual(expect.arrayContaining([currencyOf.text, sum.text]));
    },
  );
});
