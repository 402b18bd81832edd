#!/usr/bin/env node
// The API's CPU per placement of two server builds, side by side, on a machine too busy for
// rates to compare: both servers run at once (own port, own database), and each round places
// the same number of prematch singles on one then the other (the order alternating), 32 at a
// time, by 50 funded players. A round's figure is the API process's CPU milliseconds (user +
// system, from /proc) per placement answered 200, and the database's when on PostgreSQL; each
// round's ratio (B over A) is only as steady as the machine's load between its two halves.
//   node scripts/with-postgres.mjs node bench/placement-cpu-pair.mjs dist-before/main.js dist/main.js
// (`dist-before/` a copy of an earlier commit's `apps/server/dist/`; without with-postgres: each
// server on its own in-memory PGlite). PAIR_ROUNDS (default 6),
// PAIR_AMOUNT (placements per load, default 3000), PAIR_PORT (A's port, B's is the next; 4114).
import autocannon from 'autocannon';
import postgres from 'postgres';
import { apiClient, fundedPlayer, prematchSingleBody } from './lib/api-client.mjs';
import { postgresCpuMs, processCpuMs } from './lib/cpu-time.mjs';
import { median, startBettingApi, waitForUrl } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const [entryA = 'dist-before/main.js', entryB = 'dist/main.js'] = process.argv.slice(2);
const rounds = Number(process.env.PAIR_ROUNDS ?? 6);
const amount = Number(process.env.PAIR_AMOUNT ?? 3000);
const portA = Number(process.env.PAIR_PORT ?? 4114);
const serverUrl = process.env.DATABASE_URL || null;
const pgPort = serverUrl ? new URL(serverUrl).port : null;

/** A database of its own per server on the PostgreSQL of DATABASE_URL. */
async function databaseUrl(name) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const sides = [];
for (const [i, entry] of [entryA, entryB].entries()) {
  const port = portA + i;
  const env = serverUrl
    ? { DATABASE_URL: await databaseUrl(`placement_pair_${i}`) }
    : { PGLITE_DATA_DIR: 'memory://' };
  sides.push({
    name: i === 0 ? 'A' : 'B',
    entry,
    port,
    server: startBettingApi({ port, entry, env }),
  });
}

try {
  for (const side of sides) {
    const api = `http://127.0.0.1:${side.port}`;
    await waitForUrl(`${api}/api/health`);
    const json = apiClient(api);
    side.auths = [];
    for (let i = 0; i < 10; i += 1) {
      side.auths.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, () =>
            fundedPlayer(json, { prefix: `pair${side.name}`, deposit: 100_000_000_000 }),
          ),
        )),
      );
    }
    side.body = await prematchSingleBody(json, { stake: 100, deviceId: 'pair' });
    side.counter = 0;
    side.samples = [];
  }

  const load = (side, n) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `http://127.0.0.1:${side.port}/api/sportsbook/v3/bets`,
          connections: 32,
          amount: n,
          method: 'POST',
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: side.body,
              setupRequest: (request) => {
                side.counter += 1;
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    ...side.auths[side.counter % side.auths.length],
                    'idempotency-key': `pair-${side.name}-${process.pid}-${side.counter}`,
                  },
                };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );

  const measure = async (side, n) => {
    const pid = side.server.child.pid;
    const [api0, db0] = [processCpuMs(pid), pgPort ? postgresCpuMs(pgPort) : 0];
    const started = performance.now();
    const result = await load(side, n);
    const seconds = (performance.now() - started) / 1000;
    const placed = Math.max(1, result['2xx']);
    return {
      placed,
      // Refusals (non-2xx) apart from requests that got no answer (timeouts, resets).
      refused: result.non2xx,
      unanswered: result.errors,
      rate: placed / seconds,
      apiCpuMs: (processCpuMs(pid) - api0) / placed,
      dbCpuMs: pgPort ? (postgresCpuMs(pgPort) - db0) / placed : null,
    };
  };

  for (const side of sides) await measure(side, Math.min(2000, amount));
  const ratios = [];
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 ? sides : [...sides].reverse();
    const pair = {};
    for (const side of order) {
      pair[side.name] = await measure(side, amount);
      side.samples.push(pair[side.name]);
    }
    ratios.push(pair.B.apiCpuMs / pair.A.apiCpuMs);
    const load1 = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    console.info(
      `round ${round} (load ${load1}): ` +
        sides
          .map(
            (s) =>
              `${s.name} ${pair[s.name].apiCpuMs.toFixed(3)}` +
              (pgPort ? ` + db ${pair[s.name].dbCpuMs.toFixed(3)}` : '') +
              ` ms a bet, ${pair[s.name].rate.toFixed(0)}/s, refused ${pair[s.name].refused},` +
              ` unanswered ${pair[s.name].unanswered}`,
          )
          .join('; ') +
        `; B/A ${ratios.at(-1).toFixed(3)}`,
    );
  }
  const summary = Object.fromEntries(
    sides.map((s) => [
      s.name,
      {
        entry: s.entry,
        apiCpuMs: median(s.samples.map((x) => x.apiCpuMs)),
        dbCpuMs: pgPort ? median(s.samples.map((x) => x.dbCpuMs)) : null,
        rate: median(s.samples.map((x) => x.rate)),
      },
    ]),
  );
  summary.ratio = median(ratios);
  console.info(JSON.stringify(summary, null, 2));
  writeResult(process.env.BENCH_RESULT ?? 'placement-cpu-pair', {
    settings: { rounds, amount, database: pgPort ? 'postgres' : 'pglite' },
    samples: Object.fromEntries(sides.map((s) => [s.name, s.samples])),
    ratios,
    median: summary,
  });
} finally {
  for (const side of sides) await side.server.stop();
}
