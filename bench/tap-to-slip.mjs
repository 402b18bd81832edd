#!/usr/bin/env node
// Tap to slip (quality bars, "Interaction"): a tap on an outcome paints the selection in the bet
// slip within 50 ms (lab, no throttling) and within 100 ms at 4× CPU throttling. Debian's
// Chromium against the production build (`npm run build` first) on an in-memory database.
//
// Each run opens the football page in a fresh browser context at 1440 px (the slip is the right
// column), waits until the page has settled (network idle: the slip chunk is fetched ahead when
// the browser is idle), then taps the first open pre-match price. Measured: from the tap's
// event time to the first animation frame after the selection row is in the slip (what the
// next paint shows), and the same for the selection count in the header on a 390 px phone,
// where the slip is a closed panel. Median of the runs.
//
//   node bench/tap-to-slip.mjs [--runs 7] [--profile]
//
// `--profile`: one more tap per scenario at 4× CPU with a Chromium trace and a CPU profile,
// printed as the main thread's time by kind (script, style, layout, paint) and the functions
// with the most self time, from the tap on (until the trace stops, after the measured frame).
// Each traced tap also reports the main thread's tasks between the tap's task and the measured
// frame: their wall time and their CPU time (the thread's own time, which a busy machine
// stretches far less than wall time), the medians over `--profiles <n>` traced taps (1).
import os from 'node:os';
import { chromium } from 'playwright';
import { median, repoRoot, startProcess, waitForUrl } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';
import { summarizeProfile } from './lib/profile.mjs';
import { join } from 'node:path';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = arg('runs', 7);
const profile = process.argv.includes('--profile');
const profiles = arg('profiles', 1);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3000);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4000);
const origin = `http://localhost:${webPort}`;

const site = startProcess(process.execPath, [join(repoRoot, 'scripts/start.mjs'), '--no-build'], {
  env: {
    PORT: String(apiPort),
    WEB_PORT: String(webPort),
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
  },
});

/* global document, requestAnimationFrame, MutationObserver */
/**
 * Installed in the page before the tap: resolves with milliseconds from the tap's event time
 * to the first animation frame after `selector` matches an element (the frame that paints it),
 * and marks that frame (`tap-frame`) for the trace.
 */
function watchTap(selector) {
  return new Promise((resolve) => {
    let tapAt = null;
    document.addEventListener('click', (event) => (tapAt ??= event.timeStamp), {
      capture: true,
      once: true,
    });
    const seen = () => {
      observer.disconnect();
      requestAnimationFrame(() => {
        performance.mark('tap-frame');
        resolve(performance.now() - tapAt);
      });
    };
    const observer = new MutationObserver(() => {
      if (tapAt !== null && document.querySelector(selector)) seen();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const scenarios = [
  {
    name: 'desktop slip (1440 px)',
    viewport: { width: 1440, height: 900 },
    selector: '[data-testid="slip-selection"]',
  },
  {
    name: 'phone count badge (390 px)',
    viewport: { width: 390, height: 844 },
    selector: '[data-testid="selection-badge"]',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
/** A fresh visitor (cookie choice made) on the football page, throttled, its first price in view. */
async function pageAtFirstPrice(viewport, throttle) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'consent', value: 'necessary', domain: 'localhost', path: '/' },
  ]);
  const page = await context.newPage();
  await page.goto(`${origin}/sports/football`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const price = page
    .getByRole('main')
    .locator('button[data-outcome-key][data-state="open"]')
    .first();
  await price.scrollIntoViewIfNeeded();
  return { context, page, cdp, price };
}

/**
 * The main thread's top-level tasks from the one that dispatched the tap's click to the measured
 * frame's mark: wall and CPU milliseconds (each task clipped to the window), how many, the longest.
 */
function tapTasks(traceEvents) {
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const onMain = (event) => main && event.pid === main.pid && event.tid === main.tid;
  const click = traceEvents.find(
    (event) =>
      onMain(event) && event.name === 'EventDispatch' && event.args?.data?.type === 'click',
  );
  const frame = traceEvents.find((event) => onMain(event) && event.name === 'tap-frame');
  if (!click || !frame) return null;
  const tasks = traceEvents.filter(
    (event) =>
      onMain(event) &&
      event.ph === 'X' &&
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ts + event.dur >= click.ts &&
      event.ts <= frame.ts,
  );
  let wall = 0;
  let cpu = 0;
  let longest = 0;
  for (const task of tasks) {
    const clipped = Math.min(task.ts + task.dur, frame.ts) - Math.max(task.ts, click.ts);
    wall += clipped;
    // Thread time of the task, in the same share as its clipped wall time.
    cpu += task.tdur === undefined || task.dur === 0 ? 0 : (task.tdur * clipped) / task.dur;
    longest = Math.max(longest, task.dur);
  }
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    busyMs: ms(wall),
    cpuMs: ms(cpu),
    tasks: tasks.length,
    longestMs: ms(longest),
    window: { from: click.ts, to: frame.ts },
  };
}

/** The CPU profile's samples taken between `from` and `to` (trace clock, microseconds). */
function profileWindow(cpuProfile, { from, to }) {
  const samples = [];
  const timeDeltas = [];
  let at = cpuProfile.startTime;
  cpuProfile.samples.forEach((id, index) => {
    at += cpuProfile.timeDeltas[index] ?? 0;
    if (at < from || at > to) return;
    samples.push(id);
    timeDeltas.push(cpuProfile.timeDeltas[index] ?? 0);
  });
  return { ...cpuProfile, samples, timeDeltas };
}

const results = [];
try {
  await waitForUrl(`${origin}/sports`);
  for (const throttle of [1, 4]) {
    for (const scenario of scenarios) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const { context, page, price } = await pageAtFirstPrice(scenario.viewport, throttle);
        const measured = page.evaluate(watchTap, scenario.selector);
        await price.click();
        samples.push(Math.round((await measured) * 10) / 10);
        await context.close();
      }
      const traced = [];
      for (let run = 0; profile && throttle === 4 && run < profiles; run += 1) {
        const { context, page, cdp, price } = await pageAtFirstPrice(scenario.viewport, throttle);
        const measured = page.evaluate(watchTap, scenario.selector);
        const requests = [];
        page.on('request', (request) => requests.push(request.url().replace(origin, '')));
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8',
            'toplevel',
            'blink.user_timing',
          ],
        });
        await price.click();
        const ms = await measured;
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
        const { profile: cpuProfile } = await cdp.send('Profiler.stop');
        const tasks = tapTasks(trace.traceEvents);
        // Self time from the tap to the measured frame (the trace runs on past it).
        const summary = summarizeProfile(
          trace.traceEvents,
          tasks ? profileWindow(cpuProfile, tasks.window) : cpuProfile,
        );
        const { window: _window, ...taskFigures } = tasks ?? {};
        traced.push({ ms: Math.round(ms * 10) / 10, requests, ...taskFigures });
        console.info(`\nprofile, ${scenario.name}, 4× CPU: ${ms.toFixed(1)} ms`);
        console.info(`  requests from the tap: ${requests.join(', ')}`);
        if (tasks) {
          console.info(
            `  tap to frame: main thread ${tasks.busyMs} ms busy, ${tasks.cpuMs} ms CPU, ${tasks.tasks} tasks, longest ${tasks.longestMs} ms`,
          );
        }
        console.info(`  main thread: ${summary.byKind.join(', ')}`);
        console.info(`  self time, tap to frame:\n    ${summary.top.join('\n    ')}`);
        await context.close();
      }
      const record = {
        scenario: scenario.name,
        cpuThrottling: throttle,
        target: throttle === 1 ? '<= 50 ms' : '<= 100 ms',
        medianMs: median(samples),
        samples,
      };
      if (traced.length > 0) {
        const of = (key) => median(traced.map((run) => run[key] ?? 0));
        record.traced = {
          medianMs: of('ms'),
          medianBusyMs: of('busyMs'),
          medianCpuMs: of('cpuMs'),
          requestsFromTap: median(traced.map((run) => run.requests.length)),
          runs: traced,
        };
        console.info(
          `traced taps (${traced.length}), tap to frame: median main thread ${record.traced.medianBusyMs} ms busy, ${record.traced.medianCpuMs} ms CPU`,
        );
      }
      results.push(record);
      console.info(
        `${scenario.name}, ${throttle}× CPU: median ${record.medianMs} ms (${samples.join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

writeResult('tap-to-slip', {
  settings: {
    runs,
    profiles: profile ? profiles : 0,
    page: '/sports/football',
    load: os.loadavg(),
  },
  targets: { unthrottledMs: 50, throttled4xMs: 100 },
  results,
});
