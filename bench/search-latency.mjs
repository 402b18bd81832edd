// Search as a player types: GET /api/sportsbook/search on the seeded catalog (the real feed,
// PGlite in memory, the built server). Per query, 200 sequential calls after a warm-up give the
// latency one keystroke sees (p50, p95, p99); then autocannon with 8 connections over a mix of
// queries gives the load it carries. Run after `npm run build`:
//   node bench/search-latency.mjs            (BENCH_API_PORT, default 4903)
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot, startProcess, waitForUrl } from './lib/processes.mjs';

const apiPort = Number(process.env.BENCH_API_PORT ?? 4903);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const QUERIES = ['bay', 'bayern', 'premier', 'real madrid', 'faze', 'zzzzz'];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const api = startProcess(process.execPath, ['dist/main.js'], {
  cwd: join(repoRoot, 'apps/server'),
  env: { PORT: String(apiPort), PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
});
try {
  const base = `http://127.0.0.1:${apiPort}/api/sportsbook/search?q=`;
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`);
  const events = (
    await (await fetch(`http://127.0.0.1:${apiPort}/api/sportsbook/matches?limit=1`)).json()
  ).pagination.total;
  const sequential = {};
  for (const q of QUERIES) {
    const url = base + encodeURIComponent(q);
    for (let i = 0; i < 20; i += 1) await (await fetch(url)).arrayBuffer();
    const times = [];
    let found = 0;
    for (let i = 0; i < calls; i += 1) {
      const started = performance.now();
      const body = await (await fetch(url)).json();
      times.push(performance.now() - started);
      found = body.data.matches.length + body.data.tournaments.length + body.data.teams.length;
    }
    times.sort((a, b) => a - b);
    sequential[q] = {
      found,
      p50Ms: +percentile(times, 50).toFixed(2),
      p95Ms: +percentile(times, 95).toFixed(2),
      p99Ms: +percentile(times, 99).toFixed(2),
    };
  }
  const load = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: base + 'bay',
        duration: 8,
        connections: 8,
        requests: QUERIES.map((q) => ({
          method: 'GET',
          path: `/api/sportsbook/search?q=${encodeURIComponent(q)}`,
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  const result = {
    measuredAt: new Date().toISOString(),
    events,
    callsPerQuery: calls,
    sequential,
    load: {
      connections: 8,
      rps: load.requests.average,
      p50Ms: load.latency.p50,
      p97_5Ms: load.latency.p97_5,
      p99Ms: load.latency.p99,
      errors: load.errors + load.non2xx,
    },
  };
  writeFileSync(
    join(repoRoot, 'bench/results/search-latency.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await api.stop();
}
