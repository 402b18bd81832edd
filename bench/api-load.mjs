#!/usr/bin/env node
// API load benchmark: GET /matches (a page of 50 matches with their main markets, the compact
// list answer `markets=main` that the list pages ask for, gzip as browsers ask) against a Fastify hello-world and against Fastify sending the same bytes from
// memory, all measured by autocannon on loopback in the same run, after a warm-up round.
// Several alternating rounds; the figure is the median ratio. Target (quality bars): >= 0.6.
import autocannon from 'autocannon';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, repoRoot, startProcess, waitForUrl } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 4901);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4902);
// BENCH_LIST_QUERY compares another list answer (e.g. `type=match&limit=50`, the full one).
const listPath = `/api/sportsbook/matches?${process.env.BENCH_LIST_QUERY ?? 'type=match&limit=50&markets=main'}`;

const load = (url) =>
  new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip' };
    autocannon({ url, duration, connections, pipelining: 1, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const api = startProcess(process.execPath, ['dist/main.js'], {
  cwd: join(repoRoot, 'apps/server'),
  env: {
    PORT: String(apiPort),
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_FEED === 'off' ? { FEED_ENABLED: 'false' } : {}),
  },
});
let hello;
try {
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  const fixedUrl = `http://127.0.0.1:${helloPort}/fixed`;
  const matchesUrl = `http://127.0.0.1:${apiPort}${listPath}`;
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`);
  const sample = await (await fetch(matchesUrl)).json();
  if (!Array.isArray(sample.data) || sample.data.length === 0)
    throw new Error('no matches to load');
  // The same answer's bytes as sent on the wire (gzip), for the fixed-bytes ceiling.
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'matches.json.gz');
  writeFileSync(bodyFile, gzipSync(JSON.stringify(sample)));
  hello = startProcess(process.execPath, [
    join(repoRoot, 'bench/baseline/hello-world.mjs'),
    String(helloPort),
    bodyFile,
  ]);
  await waitForUrl(helloUrl);

  // Warm-up: JIT, caches, connection pools.
  await load(helloUrl);
  await load(fixedUrl);
  await load(matchesUrl);

  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const base = await load(helloUrl);
    const ceiling = await load(fixedUrl);
    const target = await load(matchesUrl);
    runs.push({
      helloRps: base.requests.average,
      fixedBytesRps: ceiling.requests.average,
      matchesRps: target.requests.average,
      ratio: target.requests.average / base.requests.average,
      ratioToFixedBytes: target.requests.average / ceiling.requests.average,
      matchesP99Ms: target.latency.p99,
      errors: target.errors + target.non2xx,
    });
    console.info(`round ${round + 1}: ratio ${runs.at(-1).ratio.toFixed(2)}`);
  }
  const record = writeResult('api-matches', {
    target: '>= 0.6 x hello-world rps',
    note: 'fixedBytes = Fastify sending the same gzip bytes from memory: the ceiling for this payload',
    settings: {
      rounds,
      durationSeconds: duration,
      connections,
      url: listPath,
      bodyGzipBytes: gzipSync(JSON.stringify(sample)).length,
      acceptEncoding: 'gzip',
    },
    median: {
      ratio: median(runs.map((r) => r.ratio)),
      ratioToFixedBytes: median(runs.map((r) => r.ratioToFixedBytes)),
      helloRps: median(runs.map((r) => r.helloRps)),
      fixedBytesRps: median(runs.map((r) => r.fixedBytesRps)),
      matchesRps: median(runs.map((r) => r.matchesRps)),
      matchesP99Ms: median(runs.map((r) => r.matchesP99Ms)),
    },
    runs,
  });
  console.info(JSON.stringify(record.median, null, 2));
} finally {
  await Promise.all([hello?.stop(), api.stop()]);
}
