// The last line of defence: a value PostgreSQL refuses (out of range, NUL, not a number) answers
// 400 with a code, whichever driver raised it (PGlite's DatabaseError and postgres.js's
// PostgresError differ, and Drizzle wraps both).
import { sql } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { sqlStateOf, toErrorReply } from './error-handling';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** The error the database raises for a query, as a handler would let it through. */
async function refusalOf(query: ReturnType<typeof sql>): Promise<FastifyError> {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error as FastifyError;
  }
  throw new Error('the database accepted the value');
}

describe('database refusals of request values', () => {
  it.each([
    ['an id beyond the integer range', sql`select ${2147483648}::integer`, '22003', 'out_of_range'],
    ['a NUL in text', sql`select ${'a\u0000b'}::text`, '22021', 'control_character'],
    ['text that is not a number', sql`select ${'abc'}::integer`, '22P02', 'invalid_format'],
    [
      'a NUL escaped in JSON',
      sql`select ${'{"a":"\\u0000"}'}::jsonb`,
      '22P05',
      'control_character',
    ],
  ])('answers %s with 400 and a code', async (_what, query, state, issue) => {
    const error = await refusalOf(query);
    expect(sqlStateOf(error)).toBe(state);
    expect(toErrorReply(error)).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: expect.any(String),
        field: 'request',
        issues: [{ field: 'request', code: issue, message: expect.any(String) }],
      },
    });
  });

  it('still answers 500 for a database error that is a bug, not bad input', async () => {
    const error = await refusalOf(sql`select 1 / 0`);
    expect(sqlStateOf(error)).toBe('22012');
    expect(toErrorReply(error).status).toBe(500);
  });
});
