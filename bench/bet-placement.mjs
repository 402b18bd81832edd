#!/usr/bin/env node
// Bet placement benchmark: POST /api/sportsbook/v3/bets (a prematch single, bearer session,
// a fresh Idempotency-Key per request, no in-play delay) by BENCH_PLAYERS players (default 50,
// taking turns request by request) with big balances,
// against a Fastify hello-world measured by autocannon on loopback in the same run, after a
// warm-up round. Several alternating rounds; the figures are medians.
// A second baseline, `baseline/write-floor.mjs` on the same database, is the cheapest durable
// write route (one row per request, group-committed): `ofFloor` says how far placement is from
// what any write could reach on this machine.
// Each round also offers a fixed BENCH_RATE bets/s (default 500; 0: off) (autocannon
// `overallRate`, latencies corrected for coordinated omission): the achieved rate, p50/p99 and
// errors.
// Targets (quality bars): p99 <= 50 ms at an offered 500 bets/s; at saturation >= 0.25 x the
// write floor of the same database in the same run (`ofFloor`).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { apiClient, fundedPlayer, prematchSingleBody } from './lib/api-client.mjs';
import { postgresCpuMs, processCpuMs } from './lib/cpu-time.mjs';
import { median, repoRoot, startBettingApi, startProcess, waitForUrl } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// One player serialises every batch on one account lock; a book takes bets from many players.
const playerCount = Number(process.env.BENCH_PLAYERS ?? 50);
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 4903);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4905);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4104);
const offeredRate = Number(process.env.BENCH_RATE ?? 500);
const api = `http://127.0.0.1:${apiPort}`;

// BENCH_SERVER_ENTRY runs another build (e.g. a `dist-before` of the previous commit) for a
// before/after comparison under the same machine load; BENCH_RESULT names the result file.
// BENCH_SERVER_NODE_ARGS passes node flags to the server, e.g. `--cpu-prof --cpu-prof-dir=prof`.
const serverArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = startBettingApi({
  port: apiPort,
  entry: process.env.BENCH_SERVER_ENTRY ?? 'dist/main.js',
  nodeArgs: serverArgs,
  feed: process.env.BENCH_FEED === 'on',
  env: process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { PGLITE_DATA_DIR: 'memory://' },
});

const json = apiClient(api);
const pgPort = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).port : null;

/**
 * Runs a load and answers it with the CPU milliseconds per completed request spent by `pid`
 * (the API or the floor; on PGlite the database runs in that process) and by PostgreSQL.
 */
async function withCpu(pid, load) {
  const [process0, db0] = [processCpuMs(pid), pgPort ? postgresCpuMs(pgPort) : 0];
  const result = await load();
  const done = Math.max(1, result.requests.total);
  return {
    result,
    cpuMsPerRequest: (processCpuMs(pid) - process0) / done,
    dbCpuMsPerRequest: pgPort ? (postgresCpuMs(pgPort) - db0) / done : null,
  };
}

let hello;
let floor;

const cpuText = ({ cpuMsPerRequest, dbCpuMsPerRequest }) =>
  cpuMsPerRequest.toFixed(3) +
  (dbCpuMsPerRequest === null ? '' : ` + db ${dbCpuMsPerRequest.toFixed(3)}`);

/** Waits until a POST to `url` answers 200 (up to a minute: PGlite starts slowly on a busy machine). */
async function waitForPost(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: '{}',
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

try {
  await waitForUrl(`${api}/api/health`);
  // Fresh players with balances no run can spend, accepting any price change.
  const auths = [];
  while (auths.length < playerCount) {
    const chunk = Math.min(5, playerCount - auths.length);
    auths.push(
      ...(await Promise.all(
        Array.from({ length: chunk }, () =>
          fundedPlayer(json, { prefix: 'bench', deposit: 100_000_000_000 }),
        ),
      )),
    );
  }
  const auth = auths[0];
  const body = await prematchSingleBody(json, { stake: 100, deviceId: 'bench' });
  const sample = await fetch(`${api}/api/sportsbook/v3/bets`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body,
  });
  if (sample.status !== 200) throw new Error(`placement failed: ${await sample.text()}`);

  hello = startProcess(process.execPath, [
    join(repoRoot, 'bench/baseline/hello-world.mjs'),
    String(helloPort),
  ]);
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  await waitForUrl(helloUrl);
  // The second baseline: the cheapest durable write route on the same database (one row per
  // request, group-committed, nothing else), i.e. what any placement could at best reach here.
  floor = startProcess(
    process.execPath,
    [join(repoRoot, 'bench/baseline/write-floor.mjs'), String(floorPort)],
    { env: process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {} },
  );
  const floorUrl = `http://127.0.0.1:${floorPort}/write`;
  await waitForPost(floorUrl);

  let counter = 0;
  const runId = randomUUID().slice(0, 8);
  const loadHello = () =>
    new Promise((resolve, reject) =>
      autocannon({ url: helloUrl, duration, connections }, (e, r) => (e ? reject(e) : resolve(r))),
    );
  const loadBets = (rate = 0) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${api}/api/sportsbook/v3/bets`,
          duration,
          connections,
          ...(rate > 0 ? { overallRate: rate } : {}),
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body,
          requests: [
            {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body,
              // A new request key per placement: every request is a new bet, none a replay;
              // the players take turns. (autocannon applies setupRequest only to entries of
              // `requests`.)
              setupRequest: (request) => {
                counter += 1;
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    ...auths[counter % auths.length],
                    'idempotency-key': `bench-${runId}-${counter}`,
                  },
                };
              },
            },
          ],
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );

  const loadFloor = () =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: floorUrl,
          duration,
          connections,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': `floor-${runId}-${++counter}` },
              }),
            },
          ],
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );

  await loadHello();
  await loadFloor();
  await loadBets();

  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const base = await loadHello();
    const floorCpu = await withCpu(floor.child.pid, loadFloor);
    const betsCpu = await withCpu(server.child.pid, () => loadBets());
    const cheapest = floorCpu.result;
    const bets = betsCpu.result;
    // CPU per bet at the fixed offered rate too: its batches are alike from run to run (at
    // saturation their size follows the rate reached), so builds compare on a busy machine.
    const offeredCpu =
      offeredRate > 0 ? await withCpu(server.child.pid, () => loadBets(offeredRate)) : null;
    const offered = offeredCpu?.result ?? null;
    runs.push({
      helloRps: base.requests.average,
      floorRps: cheapest.requests.average,
      floorP99Ms: cheapest.latency.p99,
      betsRps: bets.requests.average,
      ratio: bets.requests.average / base.requests.average,
      floorRatio: cheapest.requests.average / base.requests.average,
      ofFloor: bets.requests.average / cheapest.requests.average,
      betsP50Ms: bets.latency.p50,
      betsP99Ms: bets.latency.p99,
      // CPU per request at saturation: the API's (on PGlite with its database) and PostgreSQL's.
      betCpuMs: betsCpu.cpuMsPerRequest,
      betDbCpuMs: betsCpu.dbCpuMsPerRequest,
      floorCpuMs: floorCpu.cpuMsPerRequest,
      floorDbCpuMs: floorCpu.dbCpuMsPerRequest,
      errors: bets.errors + bets.non2xx,
      timeouts: bets.timeouts,
      ...(offered
        ? {
            offered: {
              rate: offeredRate,
              achievedRps: offered.requests.average,
              p50Ms: offered.latency.p50,
              p99Ms: offered.latency.p99,
              errors: offered.errors + offered.non2xx + offered.timeouts,
              betCpuMs: offeredCpu.cpuMsPerRequest,
              betDbCpuMs: offeredCpu.dbCpuMsPerRequest,
            },
          }
        : {}),
      statusCodes: Object.fromEntries(
        Object.entries(bets.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
      ),
    });
    console.info(
      `round ${round + 1}: ${bets.requests.average} bets/s, of floor ${runs.at(-1).ofFloor.toFixed(3)} (floor ${cheapest.requests.average}/s), CPU ms per bet ${cpuText(betsCpu)} (per floor row ${cpuText(floorCpu)}), p99 ${bets.latency.p99} ms, errors ${runs.at(-1).errors} ${JSON.stringify(runs.at(-1).statusCodes)} timeouts ${bets.timeouts}` +
        (offered
          ? `; offered ${offeredRate}/s: achieved ${offered.requests.average}/s, p50 ${offered.latency.p50} ms, p99 ${offered.latency.p99} ms, errors ${runs.at(-1).offered.errors}, CPU ms per bet ${cpuText(offeredCpu)}`
          : ''),
    );
  }
  const record = writeResult(process.env.BENCH_RESULT ?? 'bet-placement', {
    target: 'p99 <= 50 ms at an offered 500 bets/s; >= 0.25 x the write floor (ofFloor)',
    settings: {
      rounds,
      durationSeconds: duration,
      connections,
      players: playerCount,
      offeredRate: offeredRate || null,
      server: process.env.BENCH_SERVER_ENTRY ?? 'dist/main.js',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite (memory)',
      feed: process.env.BENCH_FEED === 'on' ? 'ticking' : 'off',
      url: 'POST /api/sportsbook/v3/bets (prematch single, fresh Idempotency-Key each)',
    },
    median: {
      ratio: median(runs.map((r) => r.ratio)),
      floorRatio: median(runs.map((r) => r.floorRatio)),
      ofFloor: median(runs.map((r) => r.ofFloor)),
      helloRps: median(runs.map((r) => r.helloRps)),
      floorRps: median(runs.map((r) => r.floorRps)),
      floorP99Ms: median(runs.map((r) => r.floorP99Ms)),
      betsRps: median(runs.map((r) => r.betsRps)),
      betsP50Ms: median(runs.map((r) => r.betsP50Ms)),
      betsP99Ms: median(runs.map((r) => r.betsP99Ms)),
      betCpuMs: median(runs.map((r) => r.betCpuMs)),
      betDbCpuMs: pgPort ? median(runs.map((r) => r.betDbCpuMs)) : null,
      floorCpuMs: median(runs.map((r) => r.floorCpuMs)),
      floorDbCpuMs: pgPort ? median(runs.map((r) => r.floorDbCpuMs)) : null,
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      ...(offeredRate > 0
        ? {
            offered: {
              rate: offeredRate,
              achievedRps: median(runs.map((r) => r.offered.achievedRps)),
              p50Ms: median(runs.map((r) => r.offered.p50Ms)),
              p99Ms: median(runs.map((r) => r.offered.p99Ms)),
              errors: runs.reduce((sum, r) => sum + r.offered.errors, 0),
              betCpuMs: median(runs.map((r) => r.offered.betCpuMs)),
              betDbCpuMs: pgPort ? median(runs.map((r) => r.offered.betDbCpuMs)) : null,
            },
          }
        : {}),
    },
    runs,
  });
  console.info(JSON.stringify(record.median, null, 2));
} finally {
  await Promise.all([hello?.stop(), floor?.stop(), server.stop()]);
}
