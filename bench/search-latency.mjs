// Search as a player types: GET /api/sportsbook/search on the seeded catalog (the real feed,
// PGlite in memory, the built server). Per query, 200 sequential calls after a warm-up give the
// latency one keystroke sees (p50, p95, p99), twice: `cached` repeats the same address (the
// catalog's one-second answer cache serves most calls), `uncached` gives every call its own
// address (the letters' case and trailing spaces vary; the answer is the same), so each call
// runs the queries. Then autocannon with 8 connections over a mix of queries gives the load it
// carries. Run after `npm run build`:
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
  // The i-th spelling of a query: letters' case from the bits of i, then trailing spaces.
  const variant = (q, i) => {
    const letters = [...q].filter((c) => /[a-z]/.test(c)).length;
    const cases = 2 ** letters;
    let bit = 0;
    const cased = [...q]
      .map((c) => (/[a-z]/.test(c) ? (((i % cases) >> bit++) & 1 ? c.toUpperCase() : c) : c))
      .join('');
    return cased + ' '.repeat(Math.floor(i / cases) + 1);
  };
  const measure = async (q, spell) => {
    for (let i = 0; i < 20; i += 1) await (await fetch(base + encodeURIComponent(q))).arrayBuffer();
    const times = [];
    let found = 0;
    for (let i = 0; i < calls; i += 1) {
      const url = base + encodeURIComponent(spell(i));
      const started = performance.now();
      const body = await (await fetch(url)).json();
      times.push(performance.now() - started);
      found = body.data.matches.length + body.data.tournaments.length + body.data.teams.length;
    }
    times.sort((a, b) => a - b);
    return {
      found,
      p50Ms: +percentile(times, 50).toFixed(2),
      p95Ms: +percentile(times, 95).toFixed(2),
      p99Ms: +percentile(times, 99).toFixed(2),
    };
  };
  const sequential = {};
  for (const q of QUERIES) {
    sequential[q] = {
      cached: await measure(q, () => q),
      uncached: await measure(q, (i) => variant(q, i)),
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
  console.info(JSON.stringify(result, null, 2));
} finally {
  await api.stop();
}
