// The floor of any durable write route on this machine: a Fastify POST that parses a JSON body
// and answers only after its row is committed, one row per request, group-committed (every
// request queued while a batch is written joins the next one, one INSERT and one COMMIT per
// batch). Nothing else: no session, no validation, no ledger. PostgreSQL when DATABASE_URL is
// set, else PGlite in memory, in this process as the product runs it.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4905);
const url = process.env.DATABASE_URL;

/** `query(text, params)` and `transaction(fn)`, where fn gets a query of its own. */
let query;
let transaction;
if (url) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  query = async (text, params) => sql.unsafe(text, params);
  transaction = (fn) => sql.begin((tx) => fn((text, params) => tx.unsafe(text, params)));
  await query('drop table if exists write_floor');
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  await db.waitReady;
  query = async (text, params) => (await db.query(text, params)).rows;
  transaction = (fn) => db.transaction((tx) => fn(async (t, p) => (await tx.query(t, p)).rows));
}
await query(
  'create table write_floor (id bigint generated always as identity primary key, key text not null unique, body jsonb not null, created_at timestamptz not null default now())',
);

let queue = [];
let writing = false;
async function drain() {
  if (writing || queue.length === 0) return;
  writing = true;
  const batch = queue;
  queue = [];
  try {
    const rows = await transaction((tx) =>
      tx(
        'insert into write_floor (key, body) select * from unnest($1::text[], $2::jsonb[]) returning id',
        [batch.map((p) => p.key), batch.map((p) => JSON.stringify(p.body))],
      ),
    );
    batch.forEach((p, i) => p.resolve(Number(rows[i].id)));
  } catch (error) {
    for (const p of batch) p.reject(error);
  } finally {
    writing = false;
    setImmediate(drain);
  }
}

const app = Fastify({ logger: false });
app.post('/write', async (request) => {
  const key = String(request.headers['idempotency-key'] ?? '');
  const id = await new Promise((resolve, reject) => {
    queue.push({ key, body: request.body, resolve, reject });
    setImmediate(drain);
  });
  return { id };
});
await app.listen({ host: '127.0.0.1', port });
