// Scale-out figures for decision 0052, on the PostgreSQL of DATABASE_URL:
//   node scripts/with-postgres.mjs node --import tsx bench/cluster.mjs
// 1. Two API processes (the server's TypeScript entry through tsx) on one fresh database: the
//    resident memory of the feed leader and of a follower once both are up and the feed has
//    ticked for a while, and which one leads.
// 2. The cluster bus (LISTEN/NOTIFY) between two connections sets: how many realtime
//    publications of a `markets_changed` size per second reach the other process, and their
//    delivery latency (p50/p99), at a paced rate and flat out.
// Writes results/cluster.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { createClusterBus } from '../apps/server/src/cluster/cluster-bus.ts';
import { repoRoot, waitForUrl, median } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL is not set: run through scripts/with-postgres.mjs');
  process.exit(2);
}
const settleSeconds = Number(process.env.BENCH_CLUSTER_SETTLE_S ?? 20);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

const name = `sportsbook_bench_cluster_${randomBytes(4).toString('hex')}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const children = [];
const result = { settleSeconds };
try {
  // 1. Memory of a leader and a follower.
  const apis = [];
  for (const id of ['a', 'b']) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(repoRoot, 'apps/server'),
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true,
    });
    children.push(child);
    apis.push({ id, pid: child.pid, origin: `http://127.0.0.1:${port}` });
  }
  for (const api of apis) await waitForUrl(`${api.origin}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [holder] = await sql`
    select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and l.classid = 20261122 and l.objid = 52`;
  await sql.end();
  const leaderPid = Number(/(\d+)$/.exec(holder?.name ?? '')?.[1]);
  result.processes = apis.map((api) => ({
    role: api.pid === leaderPid ? 'leader' : 'follower',
    rssMb: rssMb(api.pid),
  }));
  console.info('memory', result.processes);
  for (const child of children) process.kill(-child.pid, 'SIGTERM');

  // 2. The bus: 300-byte publications (a markets_changed of a few outcomes).
  const quiet = { warn() {}, error() {} };
  const sender = await createClusterBus({ url: databaseUrl, logger: quiet, origin: 'sender' });
  const receiver = await createClusterBus({ url: databaseUrl, logger: quiet, origin: 'receiver' });
  const data = {
    channels: ['match:123456'],
    message: { type: 'markets_changed', data: { pad: 'x'.repeat(240) } },
  };
  const latencies = [];
  let received = 0;
  receiver.on((message) => {
    received += 1;
    latencies.push(performance.now() - message.data.sentAt);
  });
  const run = async (label, rate, seconds) => {
    latencies.length = 0;
    received = 0;
    const total = rate * seconds;
    const started = performance.now();
    if (rate === Infinity) {
      for (let i = 0; i < 20_000; i++) {
        sender.send({ kind: 'realtime', data: { ...data, sentAt: performance.now() } });
        if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } else {
      // Sent in 10 ms steps, as the feed and placements publish: several per turn.
      for (let step = 0; step < seconds * 100; step++) {
        for (let i = 0; i < rate / 100; i++) {
          sender.send({ kind: 'realtime', data: { ...data, sentAt: performance.now() } });
        }
        const due = started + (step + 1) * 10;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
    }
    const expected = rate === Infinity ? 20_000 : total;
    const deadline = performance.now() + 30_000;
    while (received < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((x, y) => x - y);
    const figure = {
      label,
      offeredPerSecond: rate === Infinity ? null : rate,
      delivered: received,
      deliveredPerSecond: Math.round(received / elapsed),
      p50Ms: Number(median(sorted).toFixed(2)),
      p99Ms: Number((sorted[Math.floor(sorted.length * 0.99)] ?? 0).toFixed(2)),
    };
    console.info('bus', figure);
    return figure;
  };
  result.bus = [
    await run('paced 1,000/s', 1000, 5),
    await run('paced 5,000/s', 5000, 5),
    await run('flat out (20,000)', Infinity, 0),
  ];
  await sender.close();
  await receiver.close();
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
writeResult('cluster', result);
