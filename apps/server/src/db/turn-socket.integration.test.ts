// A postgres.js connection over the turn socket (decision 0067): the statements one turn pipelines
// leave in one write however long they are, and each still gets its own answer. PostgreSQL only
// (PGlite has no socket).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { turnSocket } from './turn-socket';

const config = loadConfig();
const onPostgres = config.database.driver === 'postgres';

describe.skipIf(!onPostgres)('a connection over the turn socket', () => {
  let sql: postgres.Sql;
  const writes: number[] = [];

  beforeAll(() => {
    sql = postgres(config.database.driver === 'postgres' ? config.database.url : '', {
      max: 1,
      onnotice: () => {},
      // Counts the socket's system-level writes: one `_write` or `_writev` each.
      ...({
        socket: (options: Parameters<typeof turnSocket>[0]) => {
          const socket = turnSocket(options);
          const one = socket._write.bind(socket);
          const many = socket._writev?.bind(socket);
          socket._write = (chunk, encoding, callback) => {
            writes.push(1);
            one(chunk, encoding, callback);
          };
          socket._writev = (chunks, callback) => {
            writes.push(chunks.length);
            many?.(chunks, callback);
          };
          return socket;
        },
      } as object),
    });
  });

  afterAll(async () => {
    await sql?.end();
  });

  it('sends a round trip of statements past postgres.js’s 1 kB flush in one write', async () => {
    const reserved = await sql.reserve();
    const text = 'x'.repeat(600);
    const round = () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          reserved.unsafe(`select $1::text as text, ${i} as i`, [text], { prepare: true }),
        ),
      );
    await round(); // prepares the statements (Parse and Describe first)
    writes.length = 0;
    const answers = await round();
    expect(answers.map((rows) => rows[0]?.i)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(answers.every((rows) => rows[0]?.text === text)).toBe(true);
    // About 4 kB of Bind and Execute: postgres.js alone writes it in three pieces.
    expect(writes).toHaveLength(1);
    reserved.release();
  });
});
