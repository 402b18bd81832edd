#!/usr/bin/env node
// The long tasks of a browsing page's load at 4× CPU, each with the scripts its time was spent in
// (CPU-profile self time by chunk) and its busiest functions: what `page-profile.mjs` sums per
// chunk, split per task, so a task after load can be named by the code it ran (the realtime
// client, the slip) and a change measured by the task it removes rather than by a noisy total.
//
//   BENCH_WEB_PORT=… BENCH_API_PORT=… node bench/after-load-tasks.mjs [path …]
//
// Needs a running production build (default paths: /sports and the first pre-match match page).
// BENCH_PROFILE_RUNS (3) loads per page; BENCH_PROFILE_WAIT_MS (6000) how long after the
// network is idle the trace goes on (the slip's idle prefetch has a 5 s deadline).
import { chromium } from 'playwright';
import { blockingOf, tracedLoad } from './lib/traced-load.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3000);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4000);
const origin = `http://localhost:${webPort}`;
const runs = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const waitMs = Number(process.env.BENCH_PROFILE_WAIT_MS ?? 6000);

async function defaultPaths() {
  const api = `http://127.0.0.1:${apiPort}/api/sportsbook`;
  const { data } = await (await fetch(`${api}/matches?type=match&match_status=0&limit=1`)).json();
  return ['/sports', `/sports/${data[0].tournament.sport.key}/${data[0].slug}`];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fileOf = (url) => url.split('/').pop() || '(native)';

/**
 * Self time by script file and by function for every CPU sample inside [from, to] (µs); with
 * `zodOnly`, the milliseconds spent in zod's own chunk (the one that defines `_zod`).
 */
function attribute(profile, from, to, zodOnly = false) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  const byFunction = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const file = fileOf(url);
    byFile.set(file, (byFile.get(file) ?? 0) + delta / 1000);
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta / 1000);
  });
  if (zodOnly) {
    let ms = 0;
    for (const [name, time] of byFunction)
      if (zodFiles.has(name.split(' ')[1]?.split(':')[0])) ms += time;
    return ms;
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
  return { files: top(byFile, 4), functions: top(byFunction, 3) };
}

/** The chunk files that hold zod (found by its `_zod` marker in the served build). */
const zodFiles = new Set();
async function findZodChunks(page) {
  for (const url of await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  )) {
    if (zodFiles.has(url.split('/').pop())) continue;
    const text = await (await fetch(url.replace(/^http:\/\/localhost/, 'http://localhost'))).text();
    if (text.includes('__zod_globalConfig')) zodFiles.add(url.split('/').pop());
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const path of process.argv.slice(2).length ? process.argv.slice(2) : await defaultPaths()) {
    console.info(`\n${path}`);
    const afterLoad = [];
    const built = [];
    const zodMs = [];
    const blocking = [];
    for (let run = 0; run < runs; run += 1) {
      // Counts the zod schemas the page builds (zod calls its global config's post-processor
      // once per schema it constructs), by the time the trace ends.
      const countSchemas = () => {
        globalThis.__zodSchemas = 0;
        globalThis.__zod_globalConfig = {
          postProcessor: () => {
            globalThis.__zodSchemas += 1;
          },
        };
      };
      const {
        context,
        page,
        profile,
        longTasks: long,
        load,
      } = await tracedLoad(browser, `${origin}${path}`, { initScript: countSchemas, waitMs });
      const schemas = await page.evaluate(() => globalThis.__zodSchemas);
      await findZodChunks(page);
      const late = long.filter((task) => load !== undefined && task.ts >= load);
      blocking.push(blockingOf(long));
      afterLoad.push(blockingOf(late));
      built.push(schemas);
      const zod = attribute(profile, 0, Number.MAX_SAFE_INTEGER, true);
      zodMs.push(zod);
      console.info(
        `  run ${run + 1}: ${long.length} long tasks, blocking ${blockingOf(long).toFixed(0)} ms; after load ${late.length}, blocking ${blockingOf(late).toFixed(0)} ms; zod schemas built ${schemas}, zod self time ${zod.toFixed(0)} ms`,
      );
      for (const task of long) {
        const { files, functions } = attribute(profile, task.ts, task.ts + task.dur);
        const when = load !== undefined && task.ts >= load ? 'after load' : 'before load';
        console.info(
          `    ${(task.dur / 1000).toFixed(0)} ms ${when}: ${files.join(', ')} | ${functions.join('; ')}`,
        );
      }
      await context.close();
    }
    console.info(
      `  zod schemas built: median ${median(built)}; zod self time: median ${median(zodMs).toFixed(0)} ms (${zodMs.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.info(
      `  median blocking ${median(blocking).toFixed(0)} ms (${blocking.map((ms) => ms.toFixed(0)).join(', ')}); after load ${median(afterLoad).toFixed(0)} ms (${afterLoad.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
}
