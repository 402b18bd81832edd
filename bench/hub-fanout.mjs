#!/usr/bin/env node
// Realtime fan-out benchmark: the embedded hub against a raw `ws` broadcast of the same frames
// to the same number of sockets, both measured in the same run, rounds interleaved.
//
// Each server runs in its own process with its own client process of 10,000 WebSocket
// subscribers (every client subscribes to `match:all` and to one of 1,000 `match:<n>` channels).
//   burst  publications back to back on `match:all` (each reaches all 10,000 sockets):
//          deliveries per second of server CPU (the capacity figure, robust on a shared machine)
//          and end to end (first publish to last arrival), plus delivery latency;
//   rate   1,000 publications/s for a few seconds spread over the 1,000 channels (10
//          subscribers each, the odds feed's shape): delivery latency p50/p99.
// Targets (quality bars): fan-out >= 0.7 x raw ws, p99 <= 100 ms at 1,000 pub/s, 10,000 subscribers.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { median, repoRoot } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const burstPublications = Number(process.env.BENCH_BURST ?? 20);
const channels = Number(process.env.BENCH_CHANNELS ?? 1000);
const ratePerSecond = Number(process.env.BENCH_RATE ?? 1000);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 5);
const ports = { hub: 4911, raw: 4912 };

let nextId = 1;
function request(child, message, replyType) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${replyType} timed out`)), 120_000);
    const listener = (reply) => {
      if (reply.type !== replyType || (reply.id !== undefined && reply.id !== id)) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(reply);
    };
    child.on('message', listener);
    child.send({ ...message, id });
  });
}

const waitFor = (child, type) =>
  new Promise((resolve) => {
    const listener = (message) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });

function start(script, args, execArgv = []) {
  const child = fork(join(repoRoot, 'bench/lib', script), args, {
    cwd: repoRoot,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.ready = waitFor(child, 'ready');
  return child;
}

const sides = {};
const children = [];
try {
  for (const mode of ['hub', 'raw']) {
    const server = start('fanout-server.mjs', [mode, String(ports[mode])], ['--import', 'tsx']);
    const clients = start('fanout-clients.mjs', []);
    children.push(server, clients);
    await Promise.all([server.ready, clients.ready]);
    const url = `ws://127.0.0.1:${ports[mode]}/connection/websocket`;
    const connected = await request(
      clients,
      { type: 'connect', url, sockets: subscribers, channels },
      'connected',
    );
    console.info(`${mode}: ${subscribers} subscribers connected in ${Math.round(connected.ms)} ms`);
    sides[mode] = { server, clients };
  }

  const burst = async (mode) => {
    const { server, clients } = sides[mode];
    const total = burstPublications * subscribers;
    await request(clients, { type: 'expect', total }, 'expecting');
    const arrived = waitFor(clients, 'received');
    const started = await request(
      server,
      { type: 'burst', channel: 'match:all', count: burstPublications },
      'burst-started',
    );
    const done = await arrived;
    const { cpuMs, rssMb } = await request(server, { type: 'cpu', since: started.cpu }, 'cpu');
    const wallSeconds = (done.lastArrival - started.startedAt) / 1000;
    return {
      deliveries: total,
      serverCpuMs: cpuMs,
      deliveriesPerCpuSecond: total / (cpuMs / 1000),
      endToEndDeliveriesPerSecond: total / wallSeconds,
      publicationsPerSecond: burstPublications / wallSeconds,
      latencyP50Ms: done.p50,
      latencyP99Ms: done.p99,
      serverRssMb: rssMb,
    };
  };

  const steady = async (mode, seconds = rateSeconds) => {
    const { server, clients } = sides[mode];
    const publications = ratePerSecond * seconds;
    const total = publications * Math.floor(subscribers / channels);
    await request(clients, { type: 'expect', total }, 'expecting');
    const arrived = waitFor(clients, 'received');
    const channelNames = Array.from({ length: channels }, (_, n) => `match:${n}`);
    await request(
      server,
      { type: 'rate', channels: channelNames, perSecond: ratePerSecond, seconds },
      'rate-done',
    );
    const done = await arrived;
    return {
      deliveries: total,
      latencyP50Ms: done.p50,
      latencyP99Ms: done.p99,
      latencyMaxMs: done.max,
    };
  };

  // Warm-up: JIT, socket buffers.
  for (const mode of ['hub', 'raw']) {
    await burst(mode);
    await steady(mode, 1);
  }

  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['hub', 'raw'] : ['raw', 'hub'];
    const run = {};
    for (const mode of order) run[`${mode}Burst`] = await burst(mode);
    for (const mode of order) run[`${mode}Rate`] = await steady(mode);
    run.cpuRatio = run.hubBurst.deliveriesPerCpuSecond / run.rawBurst.deliveriesPerCpuSecond;
    run.endToEndRatio =
      run.hubBurst.endToEndDeliveriesPerSecond / run.rawBurst.endToEndDeliveriesPerSecond;
    runs.push(run);
    console.info(
      `round ${round + 1}: fan-out ratio ${run.cpuRatio.toFixed(2)} (cpu), ${run.endToEndRatio.toFixed(2)} (end to end); ` +
        `hub p99 at ${ratePerSecond}/s ${run.hubRate.latencyP99Ms.toFixed(1)} ms`,
    );
  }

  const m = (pick) => median(runs.map(pick));
  const record = writeResult('hub-fanout', {
    target: 'fan-out >= 0.7 x raw ws; delivery p99 <= 100 ms at 1,000 pub/s; 10,000 subscribers',
    note:
      'One process per server and one per client population on a shared 2-core machine: servers and ' +
      'clients compete for the same cores, so absolute rates are pessimistic; the ratios compare ' +
      'hub and raw ws measured in the same run, rounds interleaved.',
    settings: {
      subscribers,
      rounds,
      burstPublications,
      channels,
      subscribersPerRateChannel: Math.floor(subscribers / channels),
      ratePerSecond,
      rateSeconds,
    },
    median: {
      fanOutRatioCpu: m((r) => r.cpuRatio),
      fanOutRatioEndToEnd: m((r) => r.endToEndRatio),
      hubDeliveriesPerCpuSecond: m((r) => r.hubBurst.deliveriesPerCpuSecond),
      rawDeliveriesPerCpuSecond: m((r) => r.rawBurst.deliveriesPerCpuSecond),
      hubEndToEndDeliveriesPerSecond: m((r) => r.hubBurst.endToEndDeliveriesPerSecond),
      rawEndToEndDeliveriesPerSecond: m((r) => r.rawBurst.endToEndDeliveriesPerSecond),
      hubPublicationsPerSecondToAll: m((r) => r.hubBurst.publicationsPerSecond),
      rawPublicationsPerSecondToAll: m((r) => r.rawBurst.publicationsPerSecond),
      hubBurstLatencyP50Ms: m((r) => r.hubBurst.latencyP50Ms),
      hubBurstLatencyP99Ms: m((r) => r.hubBurst.latencyP99Ms),
      rawBurstLatencyP50Ms: m((r) => r.rawBurst.latencyP50Ms),
      rawBurstLatencyP99Ms: m((r) => r.rawBurst.latencyP99Ms),
      hubRateLatencyP50Ms: m((r) => r.hubRate.latencyP50Ms),
      hubRateLatencyP99Ms: m((r) => r.hubRate.latencyP99Ms),
      rawRateLatencyP50Ms: m((r) => r.rawRate.latencyP50Ms),
      rawRateLatencyP99Ms: m((r) => r.rawRate.latencyP99Ms),
      hubServerRssMb: m((r) => r.hubBurst.serverRssMb),
      rawServerRssMb: m((r) => r.rawBurst.serverRssMb),
    },
    meets: {
      fanOut: m((r) => r.cpuRatio) >= 0.7,
      latencyAt1000PerSecond: m((r) => r.hubRate.latencyP99Ms) <= 100,
    },
    runs,
  });
  console.info(JSON.stringify(record.median, null, 2));
  console.info(JSON.stringify(record.meets));
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
