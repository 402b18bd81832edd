#!/usr/bin/env node
// What one placement costs in countable units on PostgreSQL, steady on a noisy machine: the
// statements PostgreSQL ran (its statement log), by kind, and the API process's socket
// syscalls (strace -c), while 3,000 placements by 50 players, 32 at a time, are placed after a
// warm-up of 1,000. Usage, with the server build to measure (default dist/main.js):
//   node scripts/with-postgres.mjs node bench/placement-syscalls.mjs [entry]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';

import postgres from 'postgres';
import { dirname, join } from 'node:path';
import { apiClient, fundedPlayer, prematchSingleBody } from './lib/api-client.mjs';
import { startBettingApi, waitForUrl } from './lib/processes.mjs';
const entry = process.argv[2] ?? 'dist/main.js';
const port = Number(process.env.BENCH_API_PORT ?? 4104),
  api = `http://127.0.0.1:${port}`;
const server = startBettingApi({
  port,
  entry,
  env: { DATABASE_URL: process.env.DATABASE_URL },
});
try {
  await waitForUrl(`${api}/api/health`);
  const json = apiClient(api);
  const auths = [];
  for (let i = 0; i < 10; i++)
    auths.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () =>
          fundedPlayer(json, { prefix: 'sys', deposit: 100_000_000_000 }),
        ),
      )),
    );
  const body = await prematchSingleBody(json, { stake: 100, deviceId: 'sys' });
  let counter = 0;
  const load = (amount) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${api}/api/sportsbook/v3/bets`,
          connections: 32,
          amount,
          method: 'POST',
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
              setupRequest: (r) => {
                counter++;
                return {
                  ...r,
                  headers: {
                    ...r.headers,
                    ...auths[counter % auths.length],
                    'idempotency-key': `sys-${process.pid}-${counter}`,
                  },
                };
              },
            },
          ],
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
  await load(1000);
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  const [{ data_directory: dataDir }] = await admin`show data_directory`;
  const logFile = join(dirname(dataDir), 'server.log');
  await admin`alter system set log_statement = 'all'`;
  await admin`select pg_reload_conf()`;
  await new Promise((r) => setTimeout(r, 500));
  // Rows per placement: every table's row count before and after the measured load (inserts
  // less deletes; exact, unlike the statistics views, which backends report late).
  const tables = (
    await admin`select tablename from pg_tables where schemaname = 'public' order by tablename`
  ).map((row) => row.tablename);
  const countRows = async () => {
    const counts = new Map();
    for (const table of tables)
      counts.set(table, Number((await admin`select count(*)::int as n from ${admin(table)}`)[0].n));
    return counts;
  };
  const rowsBefore = await countRows();
  const logFrom = statSync(logFile).size;
  // Every call, not a summary (strace -c): the writes are told apart by socket, so the placement
  // writer's own connection (the one that sends COMMIT) is counted on its own.
  const traceFile = join(mkdtempSync(join(tmpdir(), 'placement-syscalls-')), 'trace');
  const tracer = spawn(
    'strace',
    [
      '-f',
      '-qq',
      '-s',
      '16',
      '-o',
      traceFile,
      '-e',
      'trace=write,writev,sendto,sendmsg,read,recvfrom',
      '-p',
      String(server.child.pid),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise((r) => setTimeout(r, 1500));
  const result = await load(3000);
  tracer.kill('SIGINT');
  await new Promise((r) => tracer.on('exit', r));
  await admin`alter system reset log_statement`;
  await admin`select pg_reload_conf()`;
  const rowsAfter = await countRows();
  await admin.end();
  const logged = readFileSync(logFile, 'utf8')
    .slice(logFrom)
    .split('\n')
    .filter((l) => / LOG: {2}(execute [^:]*|statement): /.test(l));
  const kinds = new Map();
  for (const line of logged) {
    const text = line
      .replace(/^.* LOG: {2}(execute [^:]*|statement): /, '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60);
    kinds.set(text, (kinds.get(text) ?? 0) + 1);
  }
  // Placements counted by their request keys (a single each: one bet per key; the keys had a
  // table of their own before decision 0064): autocannon's own count of answers is not exact
  // with `amount` (it reported 3,000 where 6,000 keys were written).
  const keys = rowsBefore.has('bet_requests') ? 'bet_requests' : 'bets';
  const placed = rowsAfter.get(keys) - rowsBefore.get(keys);
  console.info(
    `  statements: ${logged.length}, ${(logged.length / placed).toFixed(2)} per placement; batches (COMMIT): ${kinds.get('commit') ?? kinds.get('COMMIT') ?? 0}`,
  );
  for (const [text, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.info(`    ${String(n).padStart(6)} ${(n / placed).toFixed(3)}  ${text}`);
  const grown = tables
    .map((table) => [table, rowsAfter.get(table) - rowsBefore.get(table)])
    .filter(([, n]) => n !== 0);
  const rowTotal = grown.reduce((sum, [, n]) => sum + n, 0);
  console.info(`  rows added: ${rowTotal}, ${(rowTotal / placed).toFixed(2)} per placement`);
  for (const [table, n] of grown.sort((a, b) => b[1] - a[1]))
    console.info(`    ${String(n).padStart(6)} ${(n / placed).toFixed(3)}  ${table}`);
  console.info(
    `${entry}: ${placed} placed (autocannon: ${result['2xx']} 2xx, non2xx ${result.non2xx})`,
  );
  const calls = new Map();
  const writesByFd = new Map();
  const commitsByFd = new Map();
  for (const line of readFileSync(traceFile, 'utf8').split('\n')) {
    const m = /^\d+\s+(\w+)\((\d+),/.exec(line);
    if (!m) continue;
    const [, call, fd] = m;
    calls.set(call, (calls.get(call) ?? 0) + 1);
    if (call !== 'write' && call !== 'writev') continue;
    writesByFd.set(fd, (writesByFd.get(fd) ?? 0) + 1);
    if (line.includes('commit')) commitsByFd.set(fd, (commitsByFd.get(fd) ?? 0) + 1);
  }
  rmSync(dirname(traceFile), { recursive: true, force: true });
  for (const [call, n] of calls)
    console.info(`  ${call}: ${n} calls, ${(n / placed).toFixed(2)} per placement`);
  const [writerFd, commits] = [...commitsByFd].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (writerFd !== undefined) {
    const n = writesByFd.get(writerFd);
    console.info(
      `  the writer's connection: ${n} writes for ${commits} COMMITs, ${(n / commits).toFixed(2)} per batch, ${(n / placed).toFixed(2)} per placement`,
    );
  }
} finally {
  await server.stop();
}
