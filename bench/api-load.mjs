#!/usr/bin/env node
// API load benchmark: GET /matches (a page of 50 matches with featured markets, gzip as
// browsers ask) against a Fastify hello-world, both measured by autocannon on loopback in the same run, after a warm-up round.
// Several alternating rounds; the figure is the median ratio. Target (quality bars): >= 0.6.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { median, repoRoot, startProcess, waitForUrl } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const helloPort = 4901;
const apiPort = 4902;

const load = (url) =>
  new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip' };
    autocannon({ url, duration, connections, pipelining: 1, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const hello = startProcess(process.execPath, [
  join(repoRoot, 'bench/baseline/hello-world.mjs'),
  String(helloPort),
]);
const api = startProcess(process.execPath, ['dist/main.js'], {
  cwd: join(repoRoot, 'apps/server'),
  env: { PORT: String(apiPort), PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
});
try {
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  const matchesUrl = `http://127.0.0.1:${apiPort}/api/sportsbook/matches?type=match&limit=50`;
  await waitForUrl(helloUrl);
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`);
  const sample = await (await fetch(matchesUrl)).json();
  if (!Array.isArray(sample.data) || sample.data.length === 0)
    throw new Error('no matches to load');

  // Warm-up: JIT, caches, connection pools.
  await load(helloUrl);
  await load(matchesUrl);

  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const base = await load(helloUrl);
    const target = await load(matchesUrl);
    runs.push({
      helloRps: base.requests.average,
      matchesRps: target.requests.average,
      ratio: target.requests.average / base.requests.average,
      matchesP99Ms: target.latency.p99,
      errors: target.errors + target.non2xx,
    });
    console.info(`round ${round + 1}: ratio ${runs.at(-1).ratio.toFixed(2)}`);
  }
  const record = writeResult('api-matches', {
    target: '>= 0.6 x hello-world rps',
    settings: {
      rounds,
      durationSeconds: duration,
      connections,
      url: '/api/sportsbook/matches?type=match&limit=50',
      acceptEncoding: 'gzip',
    },
    median: {
      ratio: median(runs.map((r) => r.ratio)),
      helloRps: median(runs.map((r) => r.helloRps)),
      matchesRps: median(runs.map((r) => r.matchesRps)),
      matchesP99Ms: median(runs.map((r) => r.matchesP99Ms)),
    },
    runs,
  });
  console.info(JSON.stringify(record.median, null, 2));
} finally {
  await Promise.all([hello.stop(), api.stop()]);
}
